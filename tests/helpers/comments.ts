import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { idOf, injectJson } from './test-app';

// Exhibitions and their comments as the cache tests meet them: the public lists, and a visitor's comment.

/** A tRPC query's input as its address carries it. */
export const trpcInput = (input: unknown) => encodeURIComponent(JSON.stringify(input));

/** The ids of the first two exhibitions the public list answers (the seed has at least two). */
export async function twoExhibitions(app: FastifyInstance): Promise<[number, number]> {
  const content = (await app.inject({ method: 'GET', url: '/api/content' })).json<{ id: number }[]>();
  expect(content.length).toBeGreaterThanOrEqual(2);
  return [content[0].id, content[1].id];
}

/** The two public lists of an exhibition's approved comments: the REST one and the tRPC one. */
export const commentLists = (contentItemId: number): string[] => [
  `/api/content/${contentItemId}/comments`,
  `/trpc/public.comments.list?input=${trpcInput({ contentItemId })}`,
];

/** A visitor's comment on an exhibition, pending until approved: answered 201; answers its id. */
export async function sendComment(
  app: FastifyInstance,
  contentItemId: number,
  comment: { authorName: string; authorEmail: string; comment: string },
): Promise<number> {
  const sent = await injectJson(app, 'POST', `/api/content/${contentItemId}/comments`, comment);
  expect(sent.status).toBe(201);
  return idOf(sent.json);
}

/**
 * An approval test's start: Grace's pending comment (`comment`) on the first exhibition. Answers
 * that exhibition, the comment's id, the lists that show it once approved (`shows`) and the second
 * exhibition's lists, which never do (`otherLists`).
 */
export async function gracePending(app: FastifyInstance, comment: string) {
  const [one, two] = await twoExhibitions(app);
  const id = await sendComment(app, one, { authorName: 'Grace', authorEmail: 'grace@example.com', comment });
  return { one, id, shows: commentLists(one), otherLists: commentLists(two) };
}
