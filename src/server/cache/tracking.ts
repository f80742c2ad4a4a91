import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReadDep } from './tags/effects';

/** What one answer being computed has read so far, and where the write log stood when it began. */
export type ReadTracker = { startSeq: number; deps: ReadDep[] };

/**
 * Which answer a statement is read for (docs/decisions/019-read-cache-tags.md): the database's
 * read recorder calls `note` for every select, in the async context of the code that runs it, so
 * what a render reads (and whatever it starts) lands on its own tracker without passing it down.
 */
export class ReadTracking {
  private readonly current = new AsyncLocalStorage<ReadTracker>();

  begin(startSeq: number): ReadTracker {
    return { startSeq, deps: [] };
  }

  track<T>(tracker: ReadTracker, fn: () => T): T {
    return this.current.run(tracker, fn);
  }

  note(deps: readonly ReadDep[]): void {
    const tracker = this.current.getStore();
    if (tracker) for (const dep of deps) tracker.deps.push(dep);
  }
}

/** Each dependency once; one on a whole table covers its parts. */
export function dedupe(deps: readonly ReadDep[]): ReadDep[] {
  const seen = new Map<string, ReadDep>();
  for (const dep of deps) seen.set(`${dep.table}|${dep.hidden ? 'h' : ''}|${dep.part ?? ''}`, dep);
  const wholeTables = new Set([...seen.values()].filter((d) => d.part === null).map((d) => `${d.table}|${d.hidden}`));
  return [...seen.values()].filter(
    (d) => d.part === null || (!wholeTables.has(`${d.table}|${d.hidden}`) && !wholeTables.has(`${d.table}|true`)),
  );
}
