import {
  AliasNode,
  IdentifierNode,
  ColumnNode,
  type OperationNode,
  ReferenceNode,
  type RootOperationNode,
  SelectionNode,
  SelectQueryNode,
  TableNode,
  WhereNode,
} from 'kysely';

/**
 * What a cached answer shows and what a write changes, both read from Kysely's statement trees
 * (docs/decisions/019-read-cache-tags.md). No service names a tag: reads record what they
 * select, writes say what they touched, so no path can forget either.
 *
 * A table may be split into parts by one column (`content_items` by `id`, `comments` by
 * `contentItemId`): a read that pins that column (`where contentItemId = 1`) depends on that part
 * only, a write whose rows are all known to lie in some parts changes those parts only. A table
 * may also have rows no public read shows (`comments` not approved): a write that only touches
 * such rows changes only the reads that did not ask for visible rows alone.
 */

/** One dependency of a cached answer: a table, one part of it or all, hidden rows included or not. */
export type ReadDep = { table: string; part: string | null; hidden: boolean };
/** One change made by a write: a table, one part of it or all, or only rows no public read shows. */
export type WriteEffect = { table: string; part: string | null; hiddenOnly: boolean };

/** Every table: `*` (a statement the watcher cannot read: counts as a change to everything). */
export const EVERYTHING: WriteEffect = { table: '*', part: null, hiddenOnly: false };

type TableRule = {
  /** The column that splits the table into parts. */
  part?: string;
  /** Rows public reads show only when `column` is one of `visible` (D6: approved comments). */
  visibility?: { column: string; visible: readonly unknown[] };
  /** Tables whose rows go with a deleted row of this one (foreign keys `on delete cascade`). */
  cascades?: readonly string[];
};

export const TABLE_RULES: Readonly<Record<string, TableRule>> = {
  content_items: { part: 'id', cascades: ['comments', 'comment_reactions'] },
  comments: { part: 'contentItemId', visibility: { column: 'isApproved', visible: [1, true] }, cascades: ['comment_reactions'] },
  comment_reactions: { part: 'commentId' },
  recognition_items: { part: 'id' },
  shame_items: { part: 'id' },
  arsenal_items: { part: 'id' },
  intelligence_reports: { part: 'id' },
  reality_readiness_videos: { part: 'id' },
  job_title_translations: { cascades: ['ego_reports'] },
};

/**
 * SQLite's FTS5 indexes of the search (migrations 0011-0013): their triggers write them with
 * their content table, so a read of one is a read of that table (a write names only the table).
 */
const INDEX_TABLES: Readonly<Record<string, string>> = {
  search_fts: 'search_documents',
  search_trigram: 'search_documents',
  search_words_trigram: 'search_words',
};

/**
 * Tables no public read shows (sessions, accounts, the outbox, analytics, the inboxes of forms
 * and payments, the audit trail, the cache's own bookkeeping): a write to them changes nothing
 * a visitor sees. A write to any other table (or one not listed here, such as a table added
 * later) is a change.
 */
export const PRIVATE_TABLES: ReadonlySet<string> = new Set([
  'admin_users',
  'admin_sessions',
  'admin_totp',
  'admin_recovery_codes',
  'admin_passkeys',
  'admin_devices',
  'admin_auth_tokens',
  'page_views',
  'mail_outbox',
  'payments',
  'payment_events',
  'membership_applications',
  'viral_shares',
  'volunteer_applications',
  'research_proposals',
  'admin_audit_log',
  'rate_limits',
  'cache_version',
  'cache_tags',
]);

/** Whether a write with these effects may change what some public read shows. */
export const isPublicChange = (effects: readonly WriteEffect[]): boolean => effects.some((e) => !PRIVATE_TABLES.has(e.table));

/** Whether a write effect changes what a dependency shows. */
export function conflicts(dep: ReadDep, effect: WriteEffect): boolean {
  if (effect.table === '*' || dep.table === '*') return true;
  if (dep.table !== effect.table) return false;
  if (dep.part !== null && effect.part !== null && dep.part !== effect.part) return false;
  return !effect.hiddenOnly || dep.hidden;
}

const tableName = (node: OperationNode | undefined): string | null => {
  if (!node) return null;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableName(node.node);
  // `sql.table(name)`: a raw fragment around the table.
  if (node.kind === 'RawNode') {
    const raw = node as unknown as { sqlFragments: readonly string[]; parameters: readonly OperationNode[] };
    if (raw.parameters.length === 1 && raw.sqlFragments.every((f) => f === '')) return tableName(raw.parameters[0]);
  }
  return null;
};
const aliasOf = (node: OperationNode): string | null => {
  if (AliasNode.is(node) && IdentifierNode.is(node.alias)) return node.alias.name;
  return null;
};

/** The `a = b and c = d ...` conjuncts of a where (or on) clause. */
function conjuncts(node: OperationNode | undefined): OperationNode[] {
  if (!node) return [];
  if (node.kind === 'WhereNode' || node.kind === 'OnNode') return conjuncts((node as WhereNode).where);
  if (node.kind === 'AndNode') {
    const and = node as unknown as { left: OperationNode; right: OperationNode };
    return [...conjuncts(and.left), ...conjuncts(and.right)];
  }
  if (node.kind === 'ParensNode') return conjuncts((node as unknown as { node: OperationNode }).node);
  return [node];
}

type Pin = { table: string | null; column: string; value: unknown };

/** `column = literal` (either way round), with the column's table when it is named. */
function pinOf(node: OperationNode): Pin | null {
  if (node.kind !== 'BinaryOperationNode') return null;
  const b = node as unknown as { leftOperand: OperationNode; operator: OperationNode; rightOperand: OperationNode };
  if (b.operator.kind !== 'OperatorNode' || (b.operator as unknown as { operator: string }).operator !== '=') return null;
  const ref = columnRef(b.leftOperand) ?? columnRef(b.rightOperand);
  const value = literal(b.rightOperand) ?? literal(b.leftOperand);
  if (!ref || !value) return null;
  return { ...ref, value: value.value };
}

function columnRef(node: OperationNode): { table: string | null; column: string } | null {
  if (ReferenceNode.is(node) && ColumnNode.is(node.column))
    return { table: node.table ? node.table.table.identifier.name : null, column: node.column.column.name };
  if (ColumnNode.is(node)) return { table: null, column: node.column.name };
  return null;
}

function literal(node: OperationNode): { value: unknown } | null {
  if (node.kind === 'ValueNode') return { value: (node as unknown as { value: unknown }).value };
  return null;
}

const partKey = (value: unknown): string | null =>
  typeof value === 'number' || typeof value === 'string' || typeof value === 'bigint' ? String(value) : null;

/** The pins of `conjuncts` that apply to `table` (named by it or its alias, or unnamed when it is alone). */
function pinsFor(table: string, alias: string | null, alone: boolean, nodes: OperationNode[]): Pin[] {
  return nodes.map(pinOf).filter((p): p is Pin => p !== null && (p.table === null ? alone : p.table === table || p.table === alias));
}

function depFor(table: string, pins: Pin[]): ReadDep {
  const rule = TABLE_RULES[table];
  const partPin = rule?.part ? pins.find((p) => p.column === rule.part) : undefined;
  const visibility = rule?.visibility;
  const visiblePin = visibility ? pins.find((p) => p.column === visibility.column) : undefined;
  return {
    table,
    part: partPin ? partKey(partPin.value) : null,
    hidden: visibility ? !(visiblePin && visibility.visible.includes(visiblePin.value)) : false,
  };
}

/** Every object in a tree (Kysely's nodes are plain frozen objects). */
function* walk(node: unknown): Generator<Record<string, unknown>> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  const record = node as Record<string, unknown>;
  yield record;
  for (const value of Object.values(record)) if (value && typeof value === 'object') yield* walk(value);
}

/**
 * What a read shows: for every select in the tree (subqueries too), each table it names, with
 * the part its where (or join condition) pins. `null` when the statement is not a read; a raw
 * read (`sql\`select ...\``) depends on everything.
 */
export function readDeps(node: RootOperationNode): ReadDep[] | null {
  if (node.kind === 'RawNode') {
    const text = node.sqlFragments.join('?').trimStart().toLowerCase();
    return /^(select|with)\b/.test(text) ? rawTables(node) : null;
  }
  if (node.kind !== 'SelectQueryNode') return null;
  const deps: ReadDep[] = [];
  for (const item of walk(node)) {
    // A fragment written by hand inside a select (an expression, or a subquery in text).
    if (item.kind === 'RawNode') deps.push(...rawTables(item as unknown as RawNode));
    if (item.kind !== 'SelectQueryNode') continue;
    const select = item as unknown as SelectQueryNode;
    const froms = select.from?.froms ?? [];
    const joins = select.joins ?? [];
    const alone = froms.length + joins.length === 1;
    const where = conjuncts(select.where);
    for (const from of froms) {
      const table = tableName(from);
      if (table) deps.push(depFor(table, pinsFor(table, aliasOf(from), alone, where)));
    }
    for (const join of joins) {
      const table = tableName(join.table);
      // Inner joins only narrow: their condition and the where pin the joined table.
      const on = join.joinType === 'InnerJoin' ? [...conjuncts(join.on), ...where] : [];
      if (table) deps.push(depFor(table, pinsFor(table, aliasOf(join.table), alone, on)));
    }
  }
  return deps;
}

type RawNode = { kind: 'RawNode'; sqlFragments: readonly string[]; parameters: readonly OperationNode[] };

/**
 * The tables a hand-written fragment reads: those its text names after `from` or `join`, and
 * tables passed in as `sql.table`, in the fragments it holds too; all rows of each. A table given
 * some other way: everything.
 */
function rawTables(node: RawNode): ReadDep[] {
  const deps: ReadDep[] = [];
  const fragments = node.sqlFragments.map((f) => f.toLowerCase());
  for (const fragment of fragments) {
    for (const match of fragment.matchAll(/\b(?:from|join)\s+"?([a-z_]\w*)"?/g))
      deps.push({ table: INDEX_TABLES[match[1]] ?? match[1], part: null, hidden: true });
  }
  let pinned: string | null = null;
  for (let i = 0; i < node.parameters.length; i++) {
    const before = fragments[i] ?? '';
    const parameter = node.parameters[i];
    const table = tableName(parameter);
    if (/\b(?:from|join)\s*$/.test(before)) {
      if (!table) return [{ table: '*', part: null, hidden: true }];
      deps.push({ table, part: null, hidden: true });
    } else if (table) deps.push({ table, part: null, hidden: true });
    // A fragment within the fragment (`sql.join` of subqueries, a `${sql\`...\`}`): its tables too.
    else if (parameter.kind === 'RawNode') deps.push(...rawTables(parameter as unknown as RawNode));
    // `select ... from <table> where id = ?`: one row of a table split by id.
    if (/^\s*where\s+"?id"?\s*=\s*$/.test(before) && i === node.parameters.length - 1 && (fragments[i + 1] ?? '').trim() === '')
      pinned = partKey(literal(parameter)?.value);
  }
  if (pinned !== null && deps.length === 1 && TABLE_RULES[deps[0].table]?.part === 'id')
    return [{ table: deps[0].table, part: pinned, hidden: false }];
  return deps.map((d) => (TABLE_RULES[d.table]?.visibility ? d : { ...d, hidden: false }));
}

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

const cascadeEffects = (table: string): WriteEffect[] => (TABLE_RULES[table]?.cascades ?? []).flatMap(whole);

/**
 * What a statement writes, or null for a read. Inserts say their rows; updates and deletes that
 * pin the part (and visibility) say it; other updates and deletes of a split table list the rows
 * they touch first. Raw SQL is read by its first words; anything else (DDL) changes everything.
 */
export function writePlan(node: RootOperationNode): WritePlan | null {
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
      return changePlan(table, froms[0], node.where, updates);
    }
    case 'MergeQueryNode':
      return { kind: 'known', effects: whole(tableName(node.into) ?? '*') };
    case 'RawNode':
      return rawPlan(node);
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
): WritePlan {
  const rule = TABLE_RULES[table];
  const cascades = updates ? [] : cascadeEffects(table);
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

function rawPlan(node: Extract<RootOperationNode, { kind: 'RawNode' }>): WritePlan | null {
  const text = node.sqlFragments.join('?').trimStart().toLowerCase();
  if (/^(select|with|pragma|explain)\b/.test(text)) return null;
  let table = /^(?:insert\s+(?:or\s+\w+\s+)?into|replace\s+into|update|delete\s+from)\s+["`]?(\w+)/.exec(text)?.[1] ?? null;
  // `sql.table(name)` as the first parameter: `update ? set ...`, `delete from ? where id = ?`.
  if (!table && /^(?:insert\s+into|update|delete\s+from)\s+\?/.test(text)) table = tableName(node.parameters[0]);
  if (!table) return { kind: 'known', effects: [EVERYTHING] };
  // `... where id = ?` on a table split by id: that part only.
  const byId = /\swhere\s+"?id"?\s*=\s*\?\s*$/.test(text) && TABLE_RULES[table]?.part === 'id' && !/^insert/.test(text);
  const id = byId ? literal(node.parameters[node.parameters.length - 1]) : null;
  const part = id ? partKey(id.value) : null;
  const cascades = /^delete/.test(text) ? cascadeEffects(table) : [];
  return { kind: 'known', effects: [{ table, part, hiddenOnly: false }, ...cascades] };
}

/** Effects as text for the shared rows on PostgreSQL (`table|h|part`), and back. */
export const encodeEffect = (e: WriteEffect): string => `${e.table}|${e.hiddenOnly ? 'h' : ''}|${e.part ?? ''}`;
export function decodeEffect(tag: string): WriteEffect {
  const [table = '*', hidden = '', ...part] = tag.split('|');
  const joined = part.join('|');
  return { table, hiddenOnly: hidden === 'h', part: joined === '' ? null : joined };
}

/** A tag's row: what changed, and the version of the last transaction that changed it. */
export type SharedTag = WriteEffect & { version: number };

/** What the shared rows say since a version: the tags bumped after it (null: too many, drop everything). */
export type SharedChanges = { version: number; tags: SharedTag[] | null };
