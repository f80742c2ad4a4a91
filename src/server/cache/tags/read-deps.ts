import type { RootOperationNode, SelectQueryNode } from 'kysely';
import type { ReadDep } from './effects';
import { INDEX_TABLES, TABLE_RULES } from './rules';
import { aliasOf, conjuncts, literal, partKey, type Pin, pinsFor, type RawNode, tableName, walk } from './tree';

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
