import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations';
import { type DB, migrateToLatest, openDatabase, openPostgres } from '~/server/db/database';
import { createDatabase, dropDatabase, postgresTestTarget, testDatabaseName } from '../helpers/postgres-databases';

// Migration 0009 (docs/decisions/028): payments recorded before members existed become members, by
// the app's own rule, on SQLite and on PostgreSQL.
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0009'));

let db: DB;
let close: () => Promise<void>;
beforeAll(async () => {
  const server = postgresTestTarget();
  if (!server) {
    db = openDatabase(':memory:').db;
    close = () => db.destroy();
  } else {
    const key = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-members-migration-'));
    const name = testDatabaseName(key);
    db = openPostgres(await createDatabase(server, name), 2).db;
    close = async () => {
      await db.destroy();
      await dropDatabase(server, name);
      fs.rmSync(key, { recursive: true, force: true });
    };
  }
  await migrateToLatest(db, { list: before });
});
afterAll(() => close());

describe('0009_members on existing payments', () => {
  it('makes one member per address (any case), extending renewals from the end, and skips the checkout placeholder', async () => {
    const pay = (id: string, email: string, membershipType: string, createdAt: string, firstName = 'Ada') =>
      db.insertInto('payments').values({ stripePaymentIntentId: id, email, firstName, membershipType, amount: 4700, createdAt }).execute();
    await pay('pi_a1', 'Ada@Example.com', 'full', '2025-01-15T10:00:00.000Z');
    await pay('pi_a2', 'ada@example.com', 'distinguished', '2025-12-01T10:00:00.000Z');
    await pay('pi_b1', 'bob@example.com', 'basic', '2023-03-01T08:00:00.000Z', 'Bob');
    await pay('pi_b2', 'bob@example.com', 'basic', '2025-06-01T08:00:00.000Z', 'Bob');
    await pay('pi_p', 'pending@checkout.invalid', 'basic', '2025-02-01T08:00:00.000Z', 'Pending');
    expect(await migrateToLatest(db)).toContain('0009_members');

    const members = await db.selectFrom('members').selectAll().orderBy('email').execute();
    expect(members.map((m) => m.email)).toEqual(['ada@example.com', 'bob@example.com']);
    expect(members[0]).toMatchObject({
      firstName: 'Ada',
      plan: 'distinguished',
      firstJoinedAt: '2025-01-15T10:00:00.000Z',
      periodStart: '2026-01-15T10:00:00.000Z',
      periodEnd: '2027-01-15T10:00:00.000Z',
      status: 'active',
      reminderStage: 0,
    });
    expect(members[1]).toMatchObject({
      firstJoinedAt: '2023-03-01T08:00:00.000Z',
      periodStart: '2025-06-01T08:00:00.000Z',
      periodEnd: '2026-06-01T08:00:00.000Z',
    });
    const payments = await db
      .selectFrom('payments')
      .select(['stripePaymentIntentId', 'memberId', 'refundedAmount', 'disputedAt'])
      .orderBy('id')
      .execute();
    expect(payments).toEqual([
      { stripePaymentIntentId: 'pi_a1', memberId: members[0].id, refundedAmount: 0, disputedAt: null },
      { stripePaymentIntentId: 'pi_a2', memberId: members[0].id, refundedAmount: 0, disputedAt: null },
      { stripePaymentIntentId: 'pi_b1', memberId: members[1].id, refundedAmount: 0, disputedAt: null },
      { stripePaymentIntentId: 'pi_b2', memberId: members[1].id, refundedAmount: 0, disputedAt: null },
      { stripePaymentIntentId: 'pi_p', memberId: null, refundedAmount: 0, disputedAt: null },
    ]);
  });
});
