import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** A `scrape()` of `/metrics` with the bearer token; `app` is read at call time (test apps start in beforeAll). */
export const metricsScraper = (app: () => FastifyInstance, token: string) => async (): Promise<string> => {
  const res = await app().inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** A series' value in a scrape, or NaN when it is not there. */
export const seriesValue = (text: string, series: string): number => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : Number.NaN;
};
