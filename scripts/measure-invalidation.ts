/**
 * `node --import tsx scripts/measure-invalidation.ts [--url postgres://...] [--rounds 500]`: the two
 * ways for a write in one process to reach the read caches of the others
 * (docs/decisions/018-shared-state.md), measured on one PostgreSQL server (a throwaway one started
 * from Debian's package, as the tests do, unless --url names one):
 *   1. the version row read before each cached answer: the round trip of that read;
 *   2. LISTEN/NOTIFY: from the writer's COMMIT acknowledged to the notification's arrival in
 *      another process (a listener in a child process, as another app process would be), idle
 *      and with the listener's event loop kept busy (1 ms of work every 2 ms, a serving process).
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import pg from 'pg';
import { createDatabase, dropDatabase } from '../tests/helpers/postgres-databases';
import { startPostgres } from '../tests/helpers/postgres-server';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : undefined;
};

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (ms: number) => `${ms.toFixed(3)} ms`;

if (process.argv[2] === '--listener') {
  // The other process: LISTEN, and report when each notification reached this event loop.
  const client = new pg.Client({ connectionString: process.argv[3] });
  await client.connect();
  const busy = process.argv[4] === 'busy';
  if (busy)
    setInterval(() => {
      const until = performance.now() + 1;
      while (performance.now() < until);
    }, 2);
  client.on('notification', (n) => process.send?.({ seq: Number(n.payload), at: performance.timeOrigin + performance.now() }));
  await client.query('listen bac_cache');
  process.send?.('ready');
} else {
  await main();
}

async function main() {
  const rounds = Number(arg('rounds') ?? 500);
  const server = arg('url') ? null : await startPostgres();
  const serverUrl = arg('url') ?? server!.url;
  const url = await createDatabase(serverUrl, 'bac_measure_invalidation');
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  try {
    await pool.query('create table if not exists cache_version (id integer primary key, version bigint not null)');
    await pool.query('insert into cache_version values (1, 0) on conflict do nothing');

    // 1. The version read, one at a time, through a pool (what a cached answer waits for).
    const reads: number[] = [];
    for (let i = 0; i < rounds * 4; i++) {
      const t = performance.now();
      await pool.query('select max(version) as version from cache_version');
      reads.push(performance.now() - t);
    }
    reads.sort((x, y) => x - y);
    console.log(`version read (pool, sequential, ${reads.length}): p50 ${fmt(pct(reads, 50))}, p99 ${fmt(pct(reads, 99))}`);

    // 2. NOTIFY sent in the writing transaction, delivered at its commit.
    for (const mode of ['idle', 'busy'] as const) {
      const listener = fork(import.meta.filename, ['--listener', url, mode], { execArgv: ['--import', 'tsx'] });
      const arrivals = new Map<number, number>();
      listener.on('message', (m: unknown) => {
        if (typeof m === 'object' && m !== null && 'seq' in m && 'at' in m) arrivals.set(Number(m.seq), Number(m.at));
      });
      await once(listener, 'message');
      const writer = await pool.connect();
      const acks = new Map<number, number>();
      for (let seq = 0; seq < rounds; seq++) {
        await writer.query('begin');
        await writer.query('update cache_version set version = version + 1 where id = 1');
        await writer.query(`select pg_notify('bac_cache', $1)`, [String(seq)]);
        await writer.query('commit');
        acks.set(seq, performance.timeOrigin + performance.now());
        await new Promise((r) => setTimeout(r, 2));
      }
      writer.release();
      await new Promise((r) => setTimeout(r, 200));
      listener.kill();
      const delays = [...acks].map(([seq, ack]) => (arrivals.get(seq) ?? Number.POSITIVE_INFINITY) - ack).sort((x, y) => x - y);
      const late = delays.filter((d) => d > 0).length;
      console.log(
        `NOTIFY, listener ${mode} (${rounds}): arrival minus the writer's COMMIT acknowledgement p50 ${fmt(pct(delays, 50))}, p99 ${fmt(pct(delays, 99))}, max ${fmt(delays[delays.length - 1])}; ` +
          `arrived after the acknowledgement: ${late} of ${rounds} (${((100 * late) / rounds).toFixed(1)}%)`,
      );
    }
  } finally {
    await pool.end();
    await dropDatabase(serverUrl, 'bac_measure_invalidation');
    await server?.stop();
  }
}
