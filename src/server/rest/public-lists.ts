import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { publicPageInput } from '../../shared/schemas/public-lists';
import { PUBLIC_PAGE_SIZE, PUBLIC_PAGE_SIZE_MAX } from '../../shared/public-lists';
import { LIST_CHUNK } from '../db/public-lists';

/**
 * The spec's public list rows (issue 22, docs/decisions/020): without `?page=` or `?pageSize=`
 * they answer the whole list as the spec says; a long one is written to the socket as it is read
 * (a JSON array in chunks of 500 rows), so the answer is never held twice in memory. With either
 * they answer one page, as the admin lists do (docs/decisions/015).
 */
export const PUBLIC_PAGED_DESCRIPTION =
  'Without `page` or `pageSize`: every row (as the spec describes). With `page` and/or `pageSize`: one page ' +
  `(${PUBLIC_PAGE_SIZE} rows by default, at most ${PUBLIC_PAGE_SIZE_MAX}), in the list's order, as \`{ items, total, page, pageSize, pageCount }\`.`;

/** Does the query ask for a page? */
export const wantsPublicPage = (query: Record<string, string>): boolean => 'page' in query || 'pageSize' in query;

/** The page input from the query string (the procedure validates it). */
export const publicPageQuery = (query: Record<string, string>): z.input<typeof publicPageInput> => ({
  page: query.page,
  pageSize: query.pageSize,
});

type Chunked<Item> = { count: number; chunks: () => AsyncGenerator<Item[]> };

/**
 * The whole list: as an array when it fits in one chunk (the usual JSON answer, which the read
 * cache keeps), otherwise streamed into `reply` (answered with `reply` itself).
 */
export async function wholeList<Item>(reply: FastifyReply, list: Chunked<Item>): Promise<Item[] | FastifyReply> {
  if (list.count <= LIST_CHUNK) {
    const items: Item[] = [];
    for await (const chunk of list.chunks()) items.push(...chunk);
    return items;
  }
  async function* json() {
    yield '[';
    let first = true;
    for await (const chunk of list.chunks()) {
      let text = '';
      for (const item of chunk) {
        text += (first ? '' : ',') + JSON.stringify(item);
        first = false;
      }
      yield text;
    }
    yield ']';
  }
  return reply.type('application/json; charset=utf-8').send(Readable.from(json(), { objectMode: false }));
}
