import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DB } from './db/database';
import { countHit, occasionalSweep, readCount } from './db/rate-limits';

declare module 'fastify' {
  interface FastifyRequest {
    /** The counter the throttle is about to count (read by the limiter's key generator). */
    throttleKey: string;
  }
}

export type ThrottleRule = { max: number; windowMs: number };

/** Counts one hit on `key`; answers the seconds to wait when the rule's max is passed, else 0. */
export type Throttle = (key: string, rule: ThrottleRule) => Promise<number>;

/**
 * Public writes are throttled by @fastify/rate-limit (D8), called from the one place every write
 * passes, the tRPC middleware that the REST mirror reaches too, so both doors count on one
 * counter (`write:<procedure>:<address>`) and answer the same 429. Its store interface is where a
 * store shared by several processes plugs in (`store`).
 */
export async function registerThrottle(
  app: FastifyInstance,
  store?: FastifyRateLimitStoreCtor,
): Promise<(req: FastifyRequest) => Throttle> {
  await app.register(rateLimit, { global: false, ...(store && { store }) });
  app.decorateRequest('throttleKey', '');
  const limiters = new Map<string, ReturnType<FastifyInstance['createRateLimit']>>();
  const limiterFor = ({ max, windowMs }: ThrottleRule) => {
    const id = `${max}/${windowMs}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (req) => req.throttleKey });
      limiters.set(id, limiter);
    }
    return limiter;
  };
  return (req) => async (key, rule) => {
    // The limiter reads the key synchronously when called, so calls of one batch cannot mix keys.
    req.throttleKey = key;
    const result = await limiterFor(rule)(req);
    return !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : 0;
  };
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store counting in the `rate_limits` table (PostgreSQL): every process on
 * the database counts on one counter per key, by one atomic upsert per hit
 * (docs/decisions/018-shared-state.md). SQLite keeps the library's memory store (one process).
 */
export function databaseRateLimitStore(db: DB): FastifyRateLimitStoreCtor {
  const sweep = occasionalSweep(db);
  // Keys are `write:<procedure>:<address>` and `pageview:<address>`: each names its own rule,
  // so the limiters (one per rule) can share one key space.
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      sweep();
      countHit(db, `throttle:${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: StoreCallback): void {
      readCount(db, `throttle:${key}`).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}
