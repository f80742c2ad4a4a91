import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { eventCreateInput } from '~/shared/schemas/events';
import { createOrResetAdmin } from '~/server/services/admin-accounts';
import { createEvent } from '~/server/services/events';
import { eventInput } from '../helpers/events';
import { DEMO_CARD, payAsVisitor } from './member-sign-in';
import { adminTab, expect, expectToast, logInAsAdmin, MOBILE, prepareAdmin, type Server, snap, test } from './fixtures';

// The events' visitor pages and the door (docs/decisions/057): registering without JavaScript,
// the ticket letter's page, cancelling from it, and the admin check-in page for phones.

const HOUR = 3600_000;
const DESKTOP = { width: 1280, height: 900 };

async function makeEvent(server: Server, slug: string, hoursAhead: number) {
  const starts = new Date(Date.now() + hoursAhead * HOUR);
  const input = eventCreateInput.parse(
    eventInput(slug, { startsAt: starts.toISOString(), endsAt: new Date(starts.getTime() + 2 * HOUR).toISOString(), capacity: 20 }),
  );
  return createEvent(server.db, input);
}

/** The ticket page's token, from the ticket letter in the outbox. */
async function ticketToken(server: Server, email: string): Promise<string> {
  const letter = await server.db
    .selectFrom('mail_outbox')
    .select('text')
    .where('recipient', '=', email)
    .where('kind', '=', 'event-ticket')
    .executeTakeFirstOrThrow();
  return /\/events-symposiums\/ticket\/([A-Za-z0-9_-]+)/.exec(letter.text)?.[1] ?? '';
}

/** Register Now without JavaScript: the page the post lands on shows the reference. */
async function registerWithoutScript(page: Page, slug: string, name: string, email: string): Promise<string> {
  await page.goto(`/events-symposiums/${slug}`);
  const form = page.getByTestId('registration-form');
  await form.getByLabel('Ticket').selectOption({ label: 'Student: Free' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email Address').fill(email);
  await form.getByRole('button', { name: 'Register Now' }).click();
  const section = page.locator('#register');
  await expect(section).toContainText(/BAC-[A-Z2-9]{4}-[A-Z2-9]{4}/);
  return /BAC-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec((await section.textContent()) ?? '')?.[0] ?? '';
}

/** Register Now with JavaScript for the Standard ticket, then pay by the demo card form: the amount asked. */
async function registerAndPay(page: Page, slug: string, name: string, email: string, toPay: string) {
  await page.goto(`/events-symposiums/${slug}`);
  const form = page.getByTestId('registration-form');
  const standard = await form.locator('option', { hasText: 'Standard' }).getAttribute('value');
  await form.getByLabel('Ticket').selectOption(standard ?? '');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email Address').fill(email);
  await form.getByRole('button', { name: 'Register Now' }).click();
  const pay = page.getByRole('form', { name: 'Pay for your ticket' });
  await expect(pay).toContainText(`To pay: ${toPay}`);
  await pay.getByLabel('Card number').fill(DEMO_CARD.number);
  await pay.getByLabel('Expiry (MM / YY)').fill(DEMO_CARD.expiry);
  await pay.getByLabel('CVC').fill(DEMO_CARD.cvc);
  await pay.getByRole('button', { name: `Pay ${toPay.replace(/ \(.*\)$/, '')}` }).click();
  await expect(page.getByText('Paid: your ticket is confirmed and on its way by letter.')).toBeVisible();
}

const registrationOf = (server: Server, email: string) =>
  server.db.selectFrom('event_registrations').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

const axeClean = async (page: Page, label: string) => {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
};

test.describe('events: tickets and the door', () => {
  test('a free ticket without JavaScript, its page, check-in once, cancellation, and axe at 375 and 1280 px', async ({
    server,
    newPage,
  }) => {
    test.setTimeout(180_000);
    await prepareAdmin(server);
    const event = await makeEvent(server, `door-${Date.now()}`, 24 * 30);
    const soon = await makeEvent(server, `soon-${Date.now()}`, 24);

    const visitor = await newPage({ javaScriptEnabled: false });
    const reference = await registerWithoutScript(visitor, event.slug, 'Ada Door', 'ada.door@example.com');
    expect(reference).not.toBe('');
    const token = await ticketToken(server, 'ada.door@example.com');
    const ticketRes = await visitor.goto(`/events-symposiums/ticket/${token}`);
    expect(ticketRes?.status()).toBe(200);
    expect(ticketRes?.headers()['cache-control']).toContain('no-store');
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(visitor.getByTestId('ticket-reference')).toHaveText(reference);
    await expect(visitor.getByTestId('ticket-status')).toHaveText('Confirmed');
    await expect(visitor.getByRole('img', { name: `Ticket code ${reference}` })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Add to Calendar' })).toHaveAttribute('href', `/calendar/${event.slug}.ics`);
    expect((await visitor.goto('/events-symposiums/ticket/no-such-ticket-aaaaaaaaaaaaaaa'))?.status()).toBe(404);

    // The door: accepted once, then "already checked in".
    const door = await newPage({ viewport: MOBILE });
    await logInAsAdmin(door);
    await door.goto(`/admin/check-in/${event.id}`);
    const field = door.getByLabel('Ticket reference');
    await expect(field).toBeFocused();
    await field.fill(reference.toLowerCase());
    await door.getByRole('button', { name: 'Check in' }).click();
    const status = door.getByRole('status');
    await expect(status).toContainText('Valid');
    await expect(status).toContainText('Ada Door');
    await expect(field).toHaveValue('');
    await snap(door, 'events-check-in-375');
    await field.fill(reference);
    await door.getByRole('button', { name: 'Check in' }).click();
    await expect(status).toContainText('Already checked in');
    await field.fill('BAC-NONE-NONE');
    await field.press('Enter');
    await expect(status).toContainText('Unknown ticket');

    // Cancelling without JavaScript: a second ticket, more than 48 hours before.
    const other = await registerWithoutScript(visitor, event.slug, 'Bea Cancel', 'bea.cancel@example.com');
    await visitor.goto(`/events-symposiums/ticket/${await ticketToken(server, 'bea.cancel@example.com')}`);
    await expect(visitor.getByTestId('ticket-reference')).toHaveText(other);
    await visitor.getByRole('button', { name: 'Cancel my ticket' }).click();
    await expect(visitor.getByRole('status')).toHaveText('Your ticket is cancelled.');
    await expect(visitor.getByTestId('ticket-status')).toHaveText('Cancelled');
    await expect(visitor.getByRole('button', { name: 'Cancel my ticket' })).toHaveCount(0);

    // Within 48 hours the spec's refusal is shown plainly, and the ticket stays.
    await registerWithoutScript(visitor, soon.slug, 'Cy Late', 'cy.late@example.com');
    const lateToken = await ticketToken(server, 'cy.late@example.com');
    await visitor.goto(`/events-symposiums/ticket/${lateToken}`);
    await visitor.getByRole('button', { name: 'Cancel my ticket' }).click();
    await expect(visitor.getByRole('alert')).toContainText('After that, we keep your seat warm.');
    await expect(visitor.getByTestId('ticket-status')).toHaveText('Confirmed');

    // A claim link that matches no offer says so.
    await visitor.goto('/events-symposiums/claim/no-such-offer-aaaaaaaaaaaaaaaa');
    await visitor.getByRole('button', { name: 'Claim my seat' }).click();
    await expect(visitor.getByRole('alert')).toContainText('No waitlist offer has this link');

    // axe on the visitors' pages and the door, at both widths (with JavaScript: the hydrated pages).
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await newPage({ viewport });
      for (const path of ['/events-symposiums', `/events-symposiums/${event.slug}`, `/events-symposiums/ticket/${token}`]) {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        await axeClean(page, `${path} at ${viewport.width}`);
      }
      if (viewport === MOBILE) await snap(page, 'events-ticket-375');
      await logInAsAdmin(page);
      await page.goto(`/admin/check-in/${event.id}`);
      await expect(page.getByLabel('Ticket reference')).toBeFocused();
      await axeClean(page, `check-in at ${viewport.width}`);
    }
  });

  test('an Editor creates an event with two ticket types; a visitor pays by the demo card, a member the members’ price', async ({
    server,
    newPage,
  }) => {
    test.setTimeout(180_000);
    await prepareAdmin(server);
    const editor = { email: 'editor.events@club.example', password: 'quill-marmalade-lantern-42' };
    await createOrResetAdmin(server.db, editor.email, editor.password);
    await server.db.updateTable('admin_users').set({ role: 'editor' }).where('email', '=', editor.email).execute();
    const slug = `paper-${Date.now()}`;

    // The Editor's Events tab: a new event with a paid ticket (and a members' price) and a free one.
    const desk = await newPage();
    await logInAsAdmin(desk, editor);
    await expect(desk.getByText('(Editor)')).toBeVisible();
    await adminTab(desk, 'Events').click();
    await desk.getByRole('button', { name: 'Add Event' }).click();
    const form = desk.getByRole('form', { name: 'New event' });
    await form.getByLabel('Title').fill('A Symposium on Paper');
    await form.getByLabel('Address').fill(slug);
    await form.getByLabel('Type').fill('Evening Lecture');
    await form.getByLabel('Description').fill('Thinking on paper, together, with pencils.');
    const year = new Date().getFullYear() + 1;
    await form.getByLabel('Starts (London time)').fill(`${year}-05-01T18:00`);
    await form.getByLabel('Ends (London time)').fill(`${year}-05-01T20:00`);
    await form.getByLabel('Place').fill('The Reading Room, Bloomsbury');
    await form.getByLabel('Capacity').fill('30');
    await form.getByRole('button', { name: 'Add a ticket type' }).click();
    await form.getByLabel('Ticket name (ticket 1)').fill('Standard');
    await form.getByLabel('Price (£) (ticket 1)', { exact: true }).fill('20');
    await form.getByLabel('Members’ price (£) (ticket 1)', { exact: true }).fill('12.50');
    await form.getByLabel('Ticket name (ticket 2)').fill('Student');
    await form.getByLabel('Price (£) (ticket 2)', { exact: true }).fill('0');
    await form.getByRole('button', { name: 'Create Event' }).click();
    await expectToast(desk, 'Event created');
    const stored = await server.db.selectFrom('events').select(['id', 'title']).where('slug', '=', slug).executeTakeFirstOrThrow();
    const tickets = await server.db
      .selectFrom('event_ticket_types')
      .select(['name', 'price', 'membersPrice'])
      .where('eventId', '=', stored.id)
      .orderBy('name')
      .execute();
    expect(tickets).toEqual([
      { name: 'Standard', price: 2000, membersPrice: 1250 },
      { name: 'Student', price: 0, membersPrice: null },
    ]);

    // The public page lists both tickets, with its schema.org Event (made on the server); a visitor pays the full price by the demo card.
    const visitor = await newPage();
    await visitor.goto(`/events-symposiums/${slug}`);
    const jsonLd: unknown = JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'Event',
      name: 'A Symposium on Paper',
      location: { '@type': 'Place', name: 'The Reading Room, Bloomsbury' },
      offers: [
        { name: 'Standard', price: '20.00', priceCurrency: 'GBP' },
        { name: 'Student', price: '0.00', priceCurrency: 'GBP' },
      ],
    });
    await registerAndPay(visitor, slug, 'Vera Visitor', 'vera.visitor@example.com', '£20');
    const paid = await registrationOf(server, 'vera.visitor@example.com');
    expect(paid).toMatchObject({ status: 'confirmed', amount: 2000, memberPrice: 0 });
    await expect.poll(() => ticketToken(server, 'vera.visitor@example.com')).not.toBe('');

    // An active member (by the address their membership is under) is asked the members' price.
    await payAsVisitor(server, 'mel.member@example.com', 'Mel');
    const member = await newPage();
    await registerAndPay(member, slug, 'Mel Member', 'mel.member@example.com', '£12.50 (members’ price)');
    expect(await registrationOf(server, 'mel.member@example.com')).toMatchObject({ status: 'confirmed', amount: 1250, memberPrice: 1 });
    await snap(member, 'events-members-price-paid');

    // The page counts both seats.
    await member.goto(`/events-symposiums/${slug}`);
    await expect(member.getByTestId('event-registered').first()).toHaveText('2/30 registered');
  });
});
