import { describe, expect, it } from 'vitest';
import type { EventItem } from '~/shared/schemas/events';
import { useBuiltClientApp } from '../helpers/admin-session';
import { eventInput } from '../helpers/events';

// Pages rendered by the server from the built client (`npm run build` first): the search page
// finds an event under its kind's label (docs/decisions/061), and the check-in page answers an id
// that names no event with the not-found page (docs/decisions/057).

const { t, admin, page, cookie } = useBuiltClientApp();

describe('the search page', () => {
  it('lists an event under "Events & Symposiums", linked to its page, and follows a retitling at once', async () => {
    const created = await admin('POST', '/api/admin/events', eventInput('capybara-soiree', { title: 'The Capybara Soirée' }));
    expect(created.status).toBe(201);
    const { id } = created.json as unknown as EventItem;
    const res = await page('/search?q=capybara');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<h2 id="search-group-event"[^>]*>Events &amp; Symposiums/);
    expect(res.body).toContain(`href="/events-symposiums/${id}"`);
    // The link leads to the event's page.
    const detail = await page(`/events-symposiums/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain('The Capybara Soirée');
    expect((await admin('PATCH', `/api/admin/events/${id}`, { title: 'The Wombat Soirée' })).status).toBe(200);
    expect((await page('/search?q=capybara')).body).not.toContain(`href="/events-symposiums/${id}"`);
    expect((await page('/search?q=wombat')).body).toContain(`href="/events-symposiums/${id}"`);
  });
});

describe('the check-in page', () => {
  it('answers 404 for an id that is not a number, and the page for an event', async () => {
    const [event] = (await t.app.inject({ method: 'GET', url: '/api/events' })).json<EventItem[]>();
    const signedIn = { cookie: cookie() };
    const ok = await page(`/admin/check-in/${event.id}`, signedIn);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('Check-in');
    for (const id of ['abc', '0', '1e3', '-1', '12abc']) {
      const res = await page(`/admin/check-in/${id}`, signedIn);
      expect(res.statusCode, id).toBe(404);
    }
    // Signed out, the sign-in comes first, whatever the id.
    const out = await page('/admin/check-in/abc');
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toMatch(/^\/admin-login/);
  });
});
