import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { ReadDep } from '../cache/tags/effects';
import { readDeps } from '../cache/tags/read-deps';

/**
 * Tells `onRead` what every read statement shows (its tables, and the part of each its where
 * pins; src/server/cache/tags/read-deps.ts), from Kysely's query tree, as it is compiled: in the async
 * context of the code that runs it, so the read cache can note it against the answer being
 * computed. Writes are watched at the driver (src/server/db/write-watching.ts), where the rows
 * they touch and their transaction's commit can be seen.
 */
export class ReadRecorderPlugin implements KyselyPlugin {
  constructor(private readonly onRead: (deps: ReadDep[]) => void) {}

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const deps = readDeps(node);
    if (deps) this.onRead(deps);
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
