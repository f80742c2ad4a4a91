import { expect, expectToast, logInAsAdmin, openFirstComment, prepareAdmin, type Server, test } from './fixtures';

// People's own data (docs/decisions/029): no visitor's address in any public page or answer, and a
// reaction belongs to the browser that made it.

/** Every address a visitor has given the club, from every table that holds one. */
async function visitorAddresses(server: Server): Promise<string[]> {
  const db = server.db;
  const lists = await Promise.all([
    db.selectFrom('comments').select('authorEmail as e').execute(),
    db.selectFrom('comment_reactions').select('userEmail as e').execute(),
    db.selectFrom('membership_applications').select('email as e').execute(),
    db.selectFrom('viral_shares').select('email as e').execute(),
    db.selectFrom('volunteer_applications').select('email as e').execute(),
    db.selectFrom('research_proposals').select('email as e').execute(),
    db.selectFrom('payments').select('email as e').execute(),
  ]);
  return [...new Set(lists.flat().map((r) => r.e.toLowerCase()))];
}

test('no public page or public API answer carries a visitor’s address', async ({ request, server }) => {
  const item = await server.db.selectFrom('content_items').select('id').orderBy('id').executeTakeFirstOrThrow();
  // Make sure there is something to leak: an approved comment with a reaction, both with addresses.
  const comment = await server.db
    .insertInto('comments')
    .values({
      contentItemId: item.id,
      authorName: 'Crawl Author',
      authorEmail: 'crawl.author@example.com',
      comment: 'Seen.',
      isApproved: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const added = await request.post('/api/reactions', {
    data: { commentId: comment.id, reaction: 'heart', userEmail: 'crawl.reactor@example.com' },
  });
  expect(added.status()).toBe(201);
  const addresses = await visitorAddresses(server);
  expect(addresses).toEqual(expect.arrayContaining(['crawl.author@example.com', 'crawl.reactor@example.com']));
  expect(addresses.length).toBeGreaterThan(2);

  // Pages: every URL of the sitemap (the seeded exhibitions, their comments, ...) and the privacy page.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(pages).toContain(`/exhibitions/${item.id}`);
  expect(pages).toContain('/privacy');
  // Public GET rows of the API, their ids filled from the seeded club.
  const openapi = (await (await request.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  const apis: string[] = [];
  for (const [path, operations] of Object.entries(openapi.paths)) {
    if (!operations.get || path.startsWith('/api/admin') || path.includes('docs')) continue;
    const filled = path.replace('{commentId}', String(comment.id)).replace('{id}', String(item.id));
    if (!filled.includes('{')) apis.push(filled);
  }
  expect(apis).toContain(`/api/reactions/${comment.id}`);
  const approved = await server.db.selectFrom('comments').select('id').where('isApproved', '=', 1).execute();
  for (const c of approved) apis.push(`/api/reactions/${c.id}`);

  const leaks: string[] = [];
  for (const url of [...pages, ...apis]) {
    const body = (await (await request.get(url)).text()).toLowerCase();
    for (const address of addresses) if (body.includes(address)) leaks.push(`${url}: ${address}`);
  }
  expect(leaks).toEqual([]);
  expect(pages.length + apis.length).toBeGreaterThan(20);
});

test('a reaction is its browser’s: another browser with the same address neither sees it as its own nor removes it', async ({
  browser,
  server,
}) => {
  const first = await browser.newPage();
  await first.addInitScript(() => localStorage.setItem('bac.reactionEmail', 'twin@example.com'));
  const comment = await openFirstComment(first, server);
  const heart = comment.locator('[data-reaction="heart"]');
  const count = Number(await heart.getByTestId('reaction-count').textContent());
  await heart.click();
  await expectToast(first, 'Reaction Added');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  const token = await first.evaluate(() => localStorage.getItem('bac.reactionToken'));
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // The same address in another browser (another token): not pressed, and pressing it is refused
  // with the reason (a 409, docs/decisions/038): it neither adds nor removes anything.
  const second = await browser.newPage();
  await second.addInitScript(() => localStorage.setItem('bac.reactionEmail', 'twin@example.com'));
  const other = await openFirstComment(second, server);
  const otherHeart = other.locator('[data-reaction="heart"]');
  await expect(otherHeart.getByTestId('reaction-count')).toHaveText(String(count + 1));
  await expect(otherHeart).toHaveAttribute('aria-pressed', 'false');
  await otherHeart.click();
  await expectToast(second, 'Reaction Failed', 'from another browser');
  await expect(otherHeart.getByTestId('reaction-count')).toHaveText(String(count + 1));

  // The first browser still owns it and withdraws it.
  await first.reload();
  const again = await openFirstComment(first, server);
  await expect(again.locator('[data-reaction="heart"]')).toHaveAttribute('aria-pressed', 'true');
  await again.locator('[data-reaction="heart"]').click();
  await expectToast(first, 'Reaction Removed');
  await expect(again.locator('[data-reaction="heart"] [data-testid="reaction-count"]')).toHaveText(String(count));
  await first.close();
  await second.close();
});

test('an Owner finds, downloads and erases everything about an address from the panel', async ({ page, request, server }) => {
  await prepareAdmin(server);
  const email = 'panel.person@example.com';
  expect((await request.post('/api/membership', { data: { firstName: 'Panel', email, message: 'Please forget me.' } })).status()).toBe(201);
  expect((await request.post('/api/viral-share', { data: { email, firstName: 'Panel', shareType: 'email' } })).status()).toBe(201);

  await logInAsAdmin(page);
  await page.goto('/admin?tab=privacy');
  await expect(page.getByRole('heading', { name: 'People’s Data' })).toBeVisible();
  await page.getByLabel('Email address').fill('Panel.Person@Example.com');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByTestId('privacy-count-applications')).toHaveText('1');
  await expect(page.getByTestId('privacy-count-supporters')).toHaveText('1');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as JSON' }).click();
  const file = await download;
  const exported = JSON.parse(await (await import('node:fs/promises')).readFile(await file.path(), 'utf8')) as Record<string, unknown[]>;
  expect(exported.applications).toHaveLength(1);
  expect(exported.email).toBe(email);

  await page.getByRole('button', { name: 'Erase', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Erase', exact: true }).click();
  await expectToast(page, 'Erased');
  expect(await server.db.selectFrom('membership_applications').select('id').where('email', '=', email).execute()).toEqual([]);
  expect(await server.db.selectFrom('viral_shares').select('id').where('email', '=', email).execute()).toEqual([]);
  const audit = await server.db.selectFrom('admin_audit_log').selectAll().where('kind', '=', 'privacy').execute();
  expect(audit.map((e) => e.action).sort()).toEqual(['download', 'erase']);
  expect(JSON.stringify(audit)).not.toContain(email);
});
