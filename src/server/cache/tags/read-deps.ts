import type { OperationNode, RootOperationNode, SelectQueryNode } from 'kysely';
import { rawDeclaration, type RawRow, type RawTable } from '~/server/db/raw-sql';
import type { ReadDep } from './effects';
import { TABLE_RULES } from './rules';
import { aliasOf, conjuncts, partKey, type Pin, pinsFor, tableName, walk } from './tree';

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
 * the part its where (or join condition) pins, and the tables a hand-written fragment declares
 * (`rawRead`, src/server/db/raw-sql.ts). `null` when the statement is not a read. A raw statement
 * that declares nothing may show anything: everything (write-plan.ts takes it for a write of
 * everything too). An undeclared fragment inside a Kysely query is an expression over that
 * query's own tables (raw-sql.test.ts holds every fragment that names a table to a declaration).
 */
export function readDeps(node: RootOperationNode): ReadDep[] | null {
  if (node.kind === 'RawNode') {
    const declared = rawDeclaration(node);
    if (!declared) return [{ table: '*', part: null, hidden: true }];
    if (declared.kind === 'write') return null;
  } else if (node.kind !== 'SelectQueryNode') return null;
  const deps: ReadDep[] = [];
  for (const item of walk(node)) {
    if (item.kind === 'RawNode') {
      const declared = rawDeclaration(item as unknown as OperationNode);
      if (declared?.kind === 'read') deps.push(...declared.tables.map(declaredDep));
      continue;
    }
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
 * A declared table: all of it; a row by id: that part, when the table is split by id. Hidden rows
 * included wherever the table has them (a raw read does not say it leaves them out).
 */
function declaredDep(declared: RawTable | RawRow): ReadDep {
  const table = typeof declared === 'string' ? declared : declared.table;
  const rule = TABLE_RULES[table];
  const part = typeof declared !== 'string' && rule?.part === 'id' ? partKey(declared.id) : null;
  return { table, part, hidden: Boolean(rule?.visibility) };
}
