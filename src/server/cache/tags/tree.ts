import { AliasNode, ColumnNode, IdentifierNode, type OperationNode, ReferenceNode, TableNode, type WhereNode } from 'kysely';

/** Reading Kysely's statement trees: table names, aliases, and the `column = value` pins of a where. */

export const tableName = (node: OperationNode | undefined): string | null => {
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
export const aliasOf = (node: OperationNode): string | null => {
  if (AliasNode.is(node) && IdentifierNode.is(node.alias)) return node.alias.name;
  return null;
};

/** The `a = b and c = d ...` conjuncts of a where (or on) clause. */
export function conjuncts(node: OperationNode | undefined): OperationNode[] {
  if (!node) return [];
  if (node.kind === 'WhereNode' || node.kind === 'OnNode') return conjuncts((node as WhereNode).where);
  if (node.kind === 'AndNode') {
    const and = node as unknown as { left: OperationNode; right: OperationNode };
    return [...conjuncts(and.left), ...conjuncts(and.right)];
  }
  if (node.kind === 'ParensNode') return conjuncts((node as unknown as { node: OperationNode }).node);
  return [node];
}

export type Pin = { table: string | null; column: string; value: unknown };

/** `column = literal` (either way round), with the column's table when it is named. */
export function pinOf(node: OperationNode): Pin | null {
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

export function literal(node: OperationNode): { value: unknown } | null {
  if (node.kind === 'ValueNode') return { value: (node as unknown as { value: unknown }).value };
  return null;
}

export const partKey = (value: unknown): string | null =>
  typeof value === 'number' || typeof value === 'string' || typeof value === 'bigint' ? String(value) : null;

/** The pins of `conjuncts` that apply to `table` (named by it or its alias, or unnamed when it is alone). */
export function pinsFor(table: string, alias: string | null, alone: boolean, nodes: OperationNode[]): Pin[] {
  return nodes.map(pinOf).filter((p): p is Pin => p !== null && (p.table === null ? alone : p.table === table || p.table === alias));
}

/** Every object in a tree (Kysely's nodes are plain frozen objects). */
export function* walk(node: unknown): Generator<Record<string, unknown>> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  const record = node as Record<string, unknown>;
  yield record;
  for (const value of Object.values(record)) if (value && typeof value === 'object') yield* walk(value);
}
