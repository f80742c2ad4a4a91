import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { goodCard } from './payments';
import { proposalFiller } from './research-proposal';
import { injectJson } from './test-app';

const translator = '/api/experiments/job-title-translator';

type AdminCall = (method: 'PATCH', url: string) => Promise<{ status: number }>;

/** A comment by `name` at `email` on the first exhibition, approved by the administrator: its id. */
export async function approvedComment(app: FastifyInstance, admin: AdminCall, email: string, name: string): Promise<number> {
  const content = (await injectJson(app, 'GET', '/api/content')).json as { id: number }[];
  const comment = await injectJson(app, 'POST', `/api/content/${content[0].id}/comments`, {
    authorName: name,
    authorEmail: email,
    comment: `A remark by ${name}.`,
  });
  expect(comment.status).toBe(201);
  const commentId = (comment.json as { id: number }).id;
  expect((await admin('PATCH', `/api/admin/comments/${commentId}/approve`)).status).toBe(200);
  return commentId;
}

/**
 * The public forms a person can fill with their address, each sent once: an application, a
 * volunteer form, a research proposal, a viral share, a roast with an ego report and a demo
 * payment (its row and letters). What the privacy tools must then find, export and erase.
 */
export async function fillEveryForm(app: FastifyInstance, email: string, name: string): Promise<void> {
  const created = (url: string, body: unknown) => injectJson(app, 'POST', url, body).then((r) => expect(r.status, url).toBe(201));
  await created('/api/membership', { firstName: name, email, message: `Hello from ${name}` });
  await created('/api/volunteer-application', { name, email, motivation: 'Curiosity.' });
  await created('/api/research-proposal', { name, email, title: `${name}'s proposal`, ...proposalFiller });
  await created('/api/viral-share', { email, firstName: name, shareType: 'email' });
  const roast = await injectJson(app, 'POST', translator, { jobTitle: 'Chief Synergy Officer' });
  const { shareableId } = roast.json as { shareableId: string };
  await created(`${translator}/ego-report`, { shareableId, egoRating: 3, userEmail: email });
  const intent = await injectJson(app, 'POST', '/api/create-payment-intent', { membershipType: 'full' });
  const { clientSecret } = intent.json as { clientSecret: string };
  expect((await injectJson(app, 'POST', '/api/update-payment-intent', { clientSecret, email, firstName: name })).status).toBe(200);
  expect((await injectJson(app, 'POST', '/api/demo-payments/confirm', { clientSecret, ...goodCard })).status).toBe(200);
}
