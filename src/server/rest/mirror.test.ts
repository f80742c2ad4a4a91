import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { mirror } from './mirror';

describe('REST mirror', () => {
  it('hands path parameters to the procedure URL-decoded', async () => {
    const app = Fastify();
    mirror(app, { readSession: async () => null } as never, [
      {
        method: 'DELETE',
        url: '/api/reactions/:commentId/:email/:reaction',
        summary: 'test',
        tags: ['test'],
        call: async (_caller, { params }) => params,
      },
    ]);
    const res = await app.inject({ method: 'DELETE', url: '/api/reactions/7/ada%2Blovelace%40example.com/thumbs_up' });
    expect(res.json()).toEqual({ commentId: '7', email: 'ada+lovelace@example.com', reaction: 'thumbs_up' });
    await app.close();
  });
});
