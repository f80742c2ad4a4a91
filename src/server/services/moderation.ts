import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { z } from 'zod';
import { wordMatcher } from '~/shared/moderation';
import type { blockInput, wordInput } from '~/shared/schemas/moderation';
import type { WriteEffect } from '../cache/tags/effects';
import { toFlag } from '../db/columns';
import { type DB, inBatches, inTransaction } from '../db/database';
import { conflict, forbidden, notFound } from '../errors';
import { type AuditActor, recordAudit } from './audit-log';
import { normaliseEmail } from '~/shared/schemas/fields';

/**
 * Moderation rules (docs/decisions/027): blocked emails and address ranges, and the word list.
 * A block refuses its author's new comments and reactions and hides their pending comments from
 * the queue; lifting it shows them again. A word holds a comment for review (marked in the queue)
 * or refuses it.
 */

type Actor = AuditActor;

export const BLOCKED_MESSAGE =
  'Comments and reactions from this address are not accepted. If you think this is a mistake, write to the club.';
export const REFUSED_WORD_MESSAGE = 'Your comment contains language the club does not accept. Please rephrase it.';

type Block = { kind: 'email' | 'address'; value: string };

const familyOf = (ip: string): 'ipv4' | 'ipv6' | null => (isIPv4(ip) ? 'ipv4' : isIPv6(ip) ? 'ipv6' : null);

/** Node's BlockList over the address blocks: one check covers single addresses and ranges of either family. */
function addressList(blocks: Block[]): BlockList {
  const list = new BlockList();
  for (const b of blocks) {
    if (b.kind !== 'address') continue;
    const [address = '', prefix] = b.value.split('/');
    const family = familyOf(address);
    if (!family) continue;
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/** An IPv4 client seen through an IPv6 socket (::ffff:203.0.113.7) is checked as the IPv4 it is. */
const plainIp = (ip: string) => (ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip);

function isBlockedBy(blocks: Block[], who: { email?: string | null; ip?: string | null }): boolean {
  const email = who.email == null ? who.email : normaliseEmail(who.email);
  if (email && blocks.some((b) => b.kind === 'email' && b.value === email)) return true;
  const ip = who.ip ? plainIp(who.ip) : null;
  const family = ip ? familyOf(ip) : null;
  return Boolean(ip && family && addressList(blocks).check(ip, family));
}

const readBlocks = (db: DB): Promise<Block[]> => db.selectFrom('moderation_blocks').select(['kind', 'value']).execute();

/** The rules as one comment or reaction is checked against them: made once per version of the lists. */
type Rules = {
  emails: ReadonlySet<string>;
  addresses: BlockList;
  refused: (text: string) => string | null;
  held: (text: string) => string | null;
};

async function readRules(db: DB): Promise<Rules> {
  const blocks = await readBlocks(db);
  const words = await db.selectFrom('moderation_words').select(['word', 'action']).execute();
  return {
    emails: new Set(blocks.filter((b) => b.kind === 'email').map((b) => b.value)),
    addresses: addressList(blocks),
    refused: wordMatcher(words.filter((w) => w.action === 'refuse').map((w) => w.word)),
    held: wordMatcher(words.filter((w) => w.action === 'hold').map((w) => w.word)),
  };
}

function isBlockedByRules(rules: Rules, who: { email?: string | null; ip?: string | null }): boolean {
  const email = who.email == null ? who.email : normaliseEmail(who.email);
  if (email && rules.emails.has(email)) return true;
  const ip = who.ip ? plainIp(who.ip) : null;
  const family = ip ? familyOf(ip) : null;
  return Boolean(ip && family && rules.addresses.check(ip, family));
}

/** The tables the rules are read from: a write to either (or to what the watcher cannot read) drops the copy. */
const RULE_TABLES: ReadonlySet<string> = new Set(['moderation_blocks', 'moderation_words', '*']);

/**
 * How long, at most, a change another process made to the rules may go unseen here (several
 * processes on one PostgreSQL database): the shared version is checked at most this often.
 */
export const SHARED_RULES_CHECK_MS = 1000;

/** The read cache's shared version (src/server/cache/read-cache.ts), as the rules use it. */
type SharedVersion = { readonly shared: boolean; sync: () => Promise<void> };

/**
 * The block list and the word list, kept in memory (docs/decisions/027): every new comment is checked
 * against them, and they change rarely. The copy is dropped
 *   - in this process, by the write watcher (src/server/db/shared-version.ts) as soon as a
 *     statement changes either table, and again when its transaction commits: the next comment
 *     after an administrator's change was acknowledged reads the new lists;
 *   - from other processes (PostgreSQL), through the read cache's shared version: the tables are
 *     public for it, so a change bumps their tags in `cache_tags`, and the read cache's sync hands
 *     them on ({@link noteWrite}). Before the copy is used, the version is read if it was not in the
 *     last {@link SHARED_RULES_CHECK_MS} ms (one read, shared with the read cache's own): another
 *     process's change applies here within about that bound.
 * A copy being read when a change is noted is dropped with it.
 */
export class ModerationRules {
  private rules: Promise<Rules> | null = null;
  private checkedAt = -Infinity;
  /** Counters for the bench and the tests. */
  readonly stats = { reads: 0, versionChecks: 0 };

  constructor(
    private readonly db: DB,
    private readonly version: SharedVersion | null = null,
    private readonly checkMs = SHARED_RULES_CHECK_MS,
  ) {}

  /** A write changed these (null: anything may have changed). */
  noteWrite(effects: readonly WriteEffect[] | null): void {
    if (effects === null || effects.some((e) => RULE_TABLES.has(e.table))) this.rules = null;
  }

  private async current(): Promise<Rules> {
    if (this.version?.shared && performance.now() - this.checkedAt >= this.checkMs) {
      this.checkedAt = performance.now();
      this.stats.versionChecks++;
      await this.version.sync();
    }
    if (this.rules) return this.rules;
    this.stats.reads++;
    const rules = readRules(this.db);
    this.rules = rules;
    // A failed read is not kept: the next caller reads again.
    rules.catch(() => {
      if (this.rules === rules) this.rules = null;
    });
    return rules;
  }

  /** Refuses a new comment or reaction from a blocked email or address (403, with a clear message). */
  async assertNotBlocked(who: { email?: string | null; ip?: string | null }): Promise<void> {
    if (isBlockedByRules(await this.current(), who)) throw forbidden(BLOCKED_MESSAGE);
  }

  /** What the word list says of a comment: refused (403), held (the word), or nothing. */
  async screenWords(text: string): Promise<string | null> {
    const rules = await this.current();
    if (rules.refused(text)) throw forbidden(REFUSED_WORD_MESSAGE);
    return rules.held(text);
  }
}

/** Refuses a new comment or reaction from a blocked email or address, reading the blocks from `db` (a transaction's own view). */
export async function assertNotBlocked(db: DB, who: { email?: string | null; ip?: string | null }): Promise<void> {
  if (isBlockedBy(await readBlocks(db), who)) throw forbidden(BLOCKED_MESSAGE);
}

/** Marks every pending comment hidden or not by the blocks as they now stand. */
async function rehidePending(trx: DB): Promise<void> {
  const blocks = await readBlocks(trx);
  const pending = await trx
    .selectFrom('comments')
    .select(['id', 'authorEmail', 'authorIp', 'hidden'])
    .where('isApproved', '=', toFlag(false))
    .execute();
  const toHide: number[] = [];
  const toShow: number[] = [];
  for (const c of pending) {
    const hide = isBlockedBy(blocks, { email: c.authorEmail, ip: c.authorIp });
    if (hide && !c.hidden) toHide.push(c.id);
    if (!hide && c.hidden) toShow.push(c.id);
  }
  for (const [ids, hidden] of [
    [toHide, 1],
    [toShow, 0],
  ] as const) {
    await inBatches(ids, 500, (batch) => trx.updateTable('comments').set({ hidden }).where('id', 'in', batch).execute());
  }
}

/** The Comment Moderation tab's rules: the blocks and the word list. */
export async function listModeration(db: DB) {
  const blocks = await db.selectFrom('moderation_blocks').selectAll().orderBy('id', 'desc').execute();
  const words = await db.selectFrom('moderation_words').selectAll().orderBy('word').execute();
  const hidden = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('isApproved', '=', toFlag(false))
    .where('hidden', '=', 1)
    .executeTakeFirstOrThrow();
  return { blocks, words, hiddenPending: Number(hidden.n) };
}

/** Blocks an email or an address range; their pending comments leave the queue. */
export async function addBlock(db: DB, actor: Actor, input: z.output<typeof blockInput>) {
  return inTransaction(db, async (trx) => {
    const exists = await trx
      .selectFrom('moderation_blocks')
      .select('id')
      .where('kind', '=', input.kind)
      .where('value', '=', input.value)
      .executeTakeFirst();
    if (exists) throw conflict('This is blocked already');
    const row = await trx
      .insertInto('moderation_blocks')
      .values({
        kind: input.kind,
        value: input.value,
        note: input.note ?? null,
        createdBy: actor.email,
        createdAt: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await rehidePending(trx);
    await recordAudit(trx, actor, { kind: 'moderation', action: 'block', entityId: row.id, detail: `${input.kind} ${input.value}` });
    return { id: row.id, message: 'Blocked' };
  });
}

/** Lifts a block; pending comments no other block covers come back to the queue. */
export async function removeBlock(db: DB, actor: Actor, id: number) {
  return inTransaction(db, async (trx) => {
    const row = await trx.deleteFrom('moderation_blocks').where('id', '=', id).returning(['kind', 'value']).executeTakeFirst();
    if (!row) throw notFound('Block not found');
    await rehidePending(trx);
    await recordAudit(trx, actor, { kind: 'moderation', action: 'unblock', entityId: id, detail: `${row.kind} ${row.value}` });
    return { id, message: 'Block lifted' };
  });
}

export async function addWord(db: DB, actor: Actor, input: z.output<typeof wordInput>) {
  return inTransaction(db, async (trx) => {
    const exists = await trx.selectFrom('moderation_words').select('id').where('word', '=', input.word).executeTakeFirst();
    if (exists) throw conflict('This word is on the list already');
    const row = await trx
      .insertInto('moderation_words')
      .values({ word: input.word, action: input.action, createdBy: actor.email, createdAt: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { kind: 'moderation', action: 'create', entityId: row.id, detail: `${input.action}: ${input.word}` });
    return { id: row.id, message: 'Word added' };
  });
}

export async function removeWord(db: DB, actor: Actor, id: number) {
  return inTransaction(db, async (trx) => {
    const row = await trx.deleteFrom('moderation_words').where('id', '=', id).returning(['word', 'action']).executeTakeFirst();
    if (!row) throw notFound('Word not found');
    await recordAudit(trx, actor, { kind: 'moderation', action: 'delete', entityId: id, detail: `${row.action}: ${row.word}` });
    return { id, message: 'Word removed' };
  });
}
