import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, type Server, test } from './fixtures';

/** docs/decisions/020: paged galleries and comments, with and without JavaScript. */
const at = (i: number) => new Date(Date.UTC(2031, 0, 1) + i * 60_000).toISOString();

async function grow(server: Server): Promise<number> {
  const db = server.db;
  const existing = await db.selectFrom('content_items').select('id').where('title', '=', 'Paged Exhibit 0').executeTakeFirst();
  if (existing) return existing.id;
  const rows = Array.from({ length: 60 }, (_, i) => ({
    title: `Paged Exhibit ${i}`,
    description: `<p>Exhibit ${i}</p>`,
    type: 'exhibition',
    category: 'Paging',
    createdAt: at(i),
  }));
  await db.insertInto('content_items').values(rows).execute();
  const { id } = await db.selectFrom('content_items').select('id').where('title', '=', 'Paged Exhibit 0').executeTakeFirstOrThrow();
  const comments = Array.from({ length: 30 }, (_, i) => ({
    contentItemId: id,
    authorName: `Paged Fellow ${i}`,
    authorEmail: `paged${i}@example.com`,
    comment: `Paged remark ${i}`,
    isApproved: 1,
    createdAt: at(i),
    updatedAt: at(i),
  }));
  await db.insertInto('comments').values(comments).execute();
  return id;
}

const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice']).analyze()).violations.map(
    (v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`,
  );

test.describe('paged lists (decision 020)', () => {
  test('without JavaScript the gallery pages through every exhibition by its Next links', async ({ server, newPage }) => {
    await grow(server);
    const total = Number(
      (
        await server.db
          .selectFrom('content_items')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto('/exhibitions');
    await expect(page.getByRole('heading', { name: `${total} Exhibitions Available` })).toBeVisible();
    const seen = new Set<string>();
    for (let n = 1; ; n++) {
      await expect(page.getByText(`Page ${n} of ${Math.ceil(total / 24)}`)).toBeVisible();
      for (const href of await page.locator('main a[href^="/exhibitions/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
        seen.add(href ?? '');
      const next = page.getByRole('link', { name: 'Next page' });
      if ((await next.count()) === 0) break;
      await next.click();
      await expect(page).toHaveURL(new RegExp(`/exhibitions\\?page=${n + 1}$`));
    }
    expect(seen.size).toBe(total);
  });

  test('comments: Show more appends the next page in place, and is a link to it without JavaScript', async ({ server, page, newPage }) => {
    const id = await grow(server);
    await page.goto(`/exhibitions/${id}`);
    const comments = page.getByTestId('comment');
    await expect(comments).toHaveCount(20);
    await expect(comments.first()).toContainText('Paged Fellow 29');
    await page.getByTestId('show-more-comments').click();
    await expect(comments).toHaveCount(30);
    await expect(comments.last()).toContainText('Paged Fellow 0');
    await expect(page.getByTestId('show-more-comments')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/exhibitions/${id}$`));
    expect(await axe(page)).toEqual([]);

    const plain = await newPage({ javaScriptEnabled: false });
    await plain.goto(`/exhibitions/${id}`);
    await plain.getByRole('link', { name: /Show more/ }).click();
    await expect(plain).toHaveURL(new RegExp(`/exhibitions/${id}\\?comments=2$`));
    await expect(plain.getByTestId('comment')).toHaveCount(10);
    await expect(plain.getByTestId('comment').first()).toContainText('Paged Fellow 9');
  });

  test('a later gallery page is accessible and links back', async ({ server, page }) => {
    await grow(server);
    await page.goto('/exhibitions?page=2', { waitUntil: 'networkidle' });
    await expect(page.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/exhibitions');
    expect(await axe(page)).toEqual([]);
    await page.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/exhibitions$/);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  });
});
