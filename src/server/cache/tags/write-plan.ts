import {
  ColumnNode,
  type OperationNode,
  ReferenceNode,
  type RootOperationNode,
  SelectionNode,
  SelectQueryNode,
  type WhereNode,
} from 'kysely';
import { EVERYTHING, type WriteEffect } from './effects';
import { type RawChange, rawDeclaration, type RawTable } from '~/server/db/raw-sql';
import { type Cascades, TABLE_RULES } from './rules';
import { aliasOf, conjuncts, literal, partKey, pinsFor, tableName } from './tree';

/** How a write's effects are learned. */
export type WritePlan =
  /** Known from the statement itself. */
  | { kind: 'known'; effects: WriteEffect[] }
  /**
   * Learned from the rows it will touch: `select` (same where) lists their part and visibility
   * before it runs; `effectsOf` turns those rows into effects (none: the write changes nothing).
   */
  | { kind: 'rows'; select: SelectQueryNode; effectsOf: (rows: Record<string, unknown>[]) => WriteEffect[] };

const whole = (table: string): WriteEffect[] => [{ table, part: null, hiddenOnly: false }];

/**
 * What a statement writes, or null for a read. Inserts say their rows; updates and deletes that
 * pin the part (and visibility) say it; other updates and deletes of a split table list the rows
 * they touch first. Raw SQL says what it writes (`rawWrite`); anything else (DDL, an undeclared
 * raw statement) changes everything.
 */
export function writePlan(node: RootOperationNode, cascades: Cascades): WritePlan | null {
  switch (node.kind) {
    case 'SelectQueryNode':
      return null;
    case 'InsertQueryNode': {
      const table = tableName(node.into);
      if (!table) return { kind: 'known', effects: [EVERYTHING] };
      return {
        kind: 'known',
        effects: insertEffects(
          table,
          node.columns?.map((c) => c.column.name) ?? [],
          node.values,
          Boolean(node.onConflict && !node.onConflict.doNothing),
        ),
      };
    }
    case 'UpdateQueryNode':
    case 'DeleteQueryNode': {
      const froms = node.kind === 'UpdateQueryNode' ? (node.table ? [node.table] : []) : node.from.froms;
      const table = froms.length === 1 ? tableName(froms[0]) : null;
      if (
        !table ||
        node.joins?.length ||
        (node.kind === 'UpdateQueryNode' && node.from) ||
        (node.kind === 'DeleteQueryNode' && node.using)
      ) {
        return { kind: 'known', effects: froms.length ? froms.flatMap((f) => whole(tableName(f) ?? '*')) : [EVERYTHING] };
      }
      const updates = node.kind === 'UpdateQueryNode' ? (node.updates ?? []) : null;
      return changePlan(table, froms[0], node.where, updates, updates ? [] : cascades.of(table).flatMap(whole));
    }
    case 'MergeQueryNode':
      return { kind: 'known', effects: whole(tableName(node.into) ?? '*') };
    case 'RawNode':
      return rawPlan(node, cascades);
    default:
      return { kind: 'known', effects: [EVERYTHING] };
  }
}

function insertEffects(table: string, columns: string[], values: OperationNode | undefined, upsert: boolean): WriteEffect[] {
  const rule = TABLE_RULES[table];
  if (!rule?.part && !rule?.visibility) return whole(table);
  // An upsert may change a row other than the one it names: the whole table.
  if (upsert || !values || values.kind !== 'ValuesNode') return whole(table);
  const partIndex = rule.part ? columns.indexOf(rule.part) : -1;
  const visIndex = rule.visibility ? columns.indexOf(rule.visibility.column) : -1;
  const effects: WriteEffect[] = [];
  for (const row of (values as unknown as { values: OperationNode[] }).values) {
    const cells = rowCells(row);
    if (!cells) return whole(table);
    const part = rule.part ? (partIndex > -1 ? partKey(cells[partIndex]?.value) : null) : null;
    const hiddenOnly = rule.visibility
      ? visIndex > -1 && cells[visIndex] !== undefined && !rule.visibility.visible.includes(cells[visIndex].value)
      : false;
    effects.push({ table, part, hiddenOnly });
  }
  return effects;
}

/** The literal cells of one row of `values (...)`, or null when one is an expression. */
function rowCells(row: OperationNode): { value: unknown }[] | null {
  if (row.kind === 'PrimitiveValueListNode') return (row as unknown as { values: unknown[] }).values.map((value) => ({ value }));
  if (row.kind === 'ValueListNode') {
    const cells = (row as unknown as { values: OperationNode[] }).values.map(literal);
    return cells.every((c) => c !== null) ? cells : null;
  }
  return null;
}

function changePlan(
  table: string,
  from: OperationNode,
  where: WhereNode | undefined,
  updates: readonly { column: OperationNode; value: OperationNode }[] | null,
  /** The rows a delete takes with it. */
  cascades: WriteEffect[],
): WritePlan {
  const rule = TABLE_RULES[table];
  // The whole table (a statement that touched no row changes nothing: the watcher checks after it ran).
  if (!rule?.part && !rule?.visibility) return { kind: 'known', effects: [...whole(table), ...cascades] };
  const set = new Map((updates ?? []).flatMap((u) => (ColumnNode.is(u.column) ? [[u.column.column.name, literal(u.value)] as const] : [])));
  // An update that moves a row to another part changes both: the one it names, when it names one.
  const movedTo = rule.part && set.has(rule.part) ? set.get(rule.part) : undefined;
  if (movedTo === null) return { kind: 'known', effects: [...whole(table), ...cascades] };
  const vis = rule.visibility;
  const becomesVisible =
    vis && set.has(vis.column)
      ? (() => {
          const v = set.get(vis.column);
          return v === null || v === undefined || vis.visible.includes(v.value);
        })()
      : false;
  // The where pins the part (and the visibility, when the table has hidden rows): known without
  // reading the rows (a statement that touched none is still nothing, after it ran).
  const pins = pinsFor(table, aliasOf(from), true, conjuncts(where));
  const partPin = rule.part ? pins.find((p) => p.column === rule.part) : undefined;
  const visPin = vis ? pins.find((p) => p.column === vis.column) : undefined;
  if (partPin && partKey(partPin.value) !== null && (!vis || visPin)) {
    const hiddenOnly = vis && visPin ? !vis.visible.includes(visPin.value) && !becomesVisible : false;
    const effects: WriteEffect[] = [{ table, part: partKey(partPin.value), hiddenOnly }];
    if (movedTo) effects.push({ table, part: partKey(movedTo.value), hiddenOnly });
    return { kind: 'known', effects: [...effects, ...cascades] };
  }
  const columns = [rule.part, vis?.column].filter((c): c is string => Boolean(c));
  return {
    kind: 'rows',
    select: selectOf(from, where, columns),
    effectsOf: (rows) => {
      const effects: WriteEffect[] = [];
      for (const row of rows) {
        const part = rule.part ? partKey(row[rule.part]) : null;
        const wasVisible = vis ? vis.visible.includes(row[vis.column]) || vis.visible.includes(Number(row[vis.column])) : true;
        effects.push({ table, part, hiddenOnly: vis ? !wasVisible && !becomesVisible : false });
        if (movedTo) effects.push({ table, part: partKey(movedTo.value), hiddenOnly: vis ? !wasVisible && !becomesVisible : false });
      }
      return rows.length ? [...effects, ...cascades] : [];
    },
  };
}

/** `select <columns> from <table> where <where>`: the rows an update or delete is about to touch. */
function selectOf(from: OperationNode, where: WhereNode | undefined, columns: string[]): SelectQueryNode {
  const base = SelectQueryNode.createFrom([from]);
  const selections = columns.map((c) => SelectionNode.create(ReferenceNode.create(ColumnNode.create(c))));
  return where ? { ...base, selections, where } : { ...base, selections };
}

/**
 * A raw statement's changes, as it declared them (`rawWrite`, src/server/db/raw-sql.ts): a table,
 * or one row by id (that part, when the table is split by id), with what a delete takes along.
 * A declared read changes nothing; a statement that declares nothing may change anything.
 */
function rawPlan(node: OperationNode, cascades: Cascades): WritePlan | null {
  const declared = rawDeclaration(node);
  if (!declared) return { kind: 'known', effects: [EVERYTHING] };
  if (declared.kind === 'read') return null;
  return { kind: 'known', effects: declared.tables.flatMap((change) => declaredEffects(change, cascades)) };
}

function declaredEffects(change: RawTable | RawChange, cascades: Cascades): WriteEffect[] {
  if (typeof change === 'string') return whole(change);
  const part = TABLE_RULES[change.table]?.part === 'id' && change.id !== undefined ? partKey(change.id) : null;
  const taken = change.deletes ? cascades.of(change.table).flatMap(whole) : [];
  return [{ table: change.table, part, hiddenOnly: false }, ...taken];
}
