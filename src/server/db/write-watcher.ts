import {
  AliasNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  TableNode,
  type UnknownRow,
} from 'kysely';

/**
 * The names of the tables a statement writes, from Kysely's query tree; `null` for a read. Raw
 * SQL (`sql\`...\``) is read by its first words, so a hand-written `update`/`delete` counts too.
 */
export function writtenTables(node: RootOperationNode): string[] | null {
  switch (node.kind) {
    case 'InsertQueryNode':
      return tableNames(node.into);
    case 'UpdateQueryNode':
      return tableNames(node.table);
    case 'DeleteQueryNode':
      return node.from.froms.flatMap(tableNames);
    case 'MergeQueryNode':
      return tableNames(node.into);
    case 'RawNode': {
      const text = node.sqlFragments.join('?').trimStart().toLowerCase();
      if (/^(select|with|pragma|explain)\b/.test(text)) return null;
      const table = /^(?:insert\s+(?:or\s+\w+\s+)?into|replace\s+into|update|delete\s+from)\s+["`]?(\w+)/.exec(text)?.[1];
      // Anything else written by hand (DDL, vacuum, a table given as a parameter) counts as a
      // write to every table: too broad is safe, too narrow would serve a stale answer.
      return [table ?? '*'];
    }
    case 'SelectQueryNode':
      return null;
    default:
      // Schema changes (create/alter/drop) and anything new: a write to every table.
      return ['*'];
  }
}

function tableNames(node: OperationNode | undefined): string[] {
  if (!node) return ['*'];
  if (TableNode.is(node)) return [node.table.identifier.name];
  if (AliasNode.is(node)) return tableNames(node.node);
  return ['*'];
}

/**
 * Tells `onWrite` about every statement that writes, both before it runs and after it has run:
 * a read that started before the write cannot store its (older) answer, and neither can one
 * that ran while the write was in flight on another connection.
 */
export class WriteWatcherPlugin implements KyselyPlugin {
  private readonly pending = new WeakMap<object, string[]>();

  constructor(private readonly onWrite: (tables: string[]) => void) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(node);
    if (tables) {
      this.pending.set(queryId, tables);
      this.onWrite(tables);
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.pending.get(queryId);
    if (tables) this.onWrite(tables);
    return result;
  }
}
