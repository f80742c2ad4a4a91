import {
  accountAddressInput,
  accountCodeInput,
  accountEraseInput,
  accountLinkInput,
  accountPasskeyLoginInput,
  accountPasskeyRegisterInput,
  accountPasskeyRemoveInput,
  accountRequestCodeInput,
  accountVerifyCodeInput,
} from '~/shared/schemas/account';
import { clearedMemberCookie } from '~/server/auth/member-session';
import type { Context } from '~/server/context';
import { accountOverview, eraseMemberData, exportMemberData, memberActor, memberDataHtml } from '~/server/services/account';
import { recordAudit } from '~/server/services/audit-log';
import {
  confirmAddressChange,
  confirmFreshCode,
  memberPasskeyLogin,
  memberPasskeyOptions,
  memberPasskeySignInOptions,
  registerMemberPasskey,
  removeMemberPasskey,
  requestSignInCode,
  sendMemberCode,
  signOutMember,
  signOutMemberEverywhere,
  useSignInLink,
  verifySignInCode,
} from '~/server/services/member-auth';
import { memberCard } from '~/server/services/member-card';
import { memberReceipt, memberReceipts } from '~/server/services/member-receipts';
import { confirmDemoAutoRenew, finishAutoRenew, renewalState, startAutoRenew, stopAutoRenew } from '~/server/services/member-renewal';
import { memberReceiptInput } from '~/shared/schemas/member-receipts';
import { confirmDemoAutoRenewInput, finishAutoRenewInput } from '~/shared/schemas/member-renewal';
import { accountOverviewOutput } from '~/shared/schemas/account-answers';
import { memberCardOutput } from '~/shared/schemas/member-card';
import { memberReceiptOutput, memberReceiptsOutput } from '~/shared/schemas/member-receipts';
import { renewalStateOutput } from '~/shared/schemas/member-renewal';
import { taggedRow } from './rest-rows';
import { memberEntryProcedure, memberFreshProofProcedure, memberProcedure, router } from './trpc';

// A member's own door (docs/decisions/054-members-door.md): `account.*`. The reads of the member's
// own data have REST rows under /api/account, with the member's cookie as their security
// (docs/decisions/062); signing in, the writes and the data's download and erasure stay the page's.
// Every answer is `private, no-store` (the member door in trpc.ts). The members' writes are theirs, not an administrator's: the two that hand out or erase
// the data are written to the audit log by the service, for the committee.

const row = taggedRow('account');
const SIGNED_OUT = '401 without a member session (the member cookie; a staff session is not one).';

const client = (ctx: Context) => ({ ip: ctx.client.ip, userAgent: ctx.client.userAgent });
const signedIn = (ctx: Context, cookie: string) => {
  ctx.setResponseHeader('set-cookie', cookie);
  return { ok: true as const };
};

export const accountRouter = router({
  /** Sends a code and a link to the address; the same answer whether or not it holds a membership. */
  requestCode: memberEntryProcedure
    .input(accountRequestCodeInput)
    .mutation(({ ctx, input }) => requestSignInCode(ctx, client(ctx), input.email)),
  verifyCode: memberEntryProcedure
    .input(accountVerifyCodeInput)
    .mutation(async ({ ctx, input }) => signedIn(ctx, await verifySignInCode(ctx, client(ctx), input.email, input.code))),
  useLink: memberEntryProcedure
    .input(accountLinkInput)
    .mutation(async ({ ctx, input }) => signedIn(ctx, await useSignInLink(ctx, client(ctx), input.token))),
  passkeyOptions: memberEntryProcedure.mutation(({ ctx }) => memberPasskeySignInOptions(ctx, client(ctx))),
  passkeyLogin: memberEntryProcedure
    .input(accountPasskeyLoginInput)
    .mutation(async ({ ctx, input }) => signedIn(ctx, await memberPasskeyLogin(ctx, client(ctx), input.response))),

  /** Whether this browser is signed in as a member (the page's first question); never a 401. */
  session: memberEntryProcedure.query(async ({ ctx }) => {
    const member = await ctx.memberDoor.read();
    return member ? { signedIn: true as const, email: member.email } : { signedIn: false as const };
  }),
  overview: memberProcedure
    .meta(
      row('GET', '/api/account', accountOverviewOutput, {
        operationId: 'getAccount',
        summary: 'The signed-in member’s own page: membership, payments and refunds, letters, passkeys',
        description: `${SIGNED_OUT} 404 when the membership is no longer held.`,
        errors: [404],
      }),
    )
    .query(({ ctx }) => accountOverview(ctx.db, ctx.member, ctx.now())),
  signOut: memberProcedure.mutation(async ({ ctx }) => {
    await signOutMember(ctx.db, ctx.member);
    ctx.setResponseHeader('set-cookie', clearedMemberCookie(ctx.config));
    return { ok: true as const, message: 'You are signed out.' };
  }),
  signOutEverywhere: memberProcedure.mutation(async ({ ctx }) => {
    const ended = await signOutMemberEverywhere(ctx.db, ctx.member);
    ctx.setResponseHeader('set-cookie', clearedMemberCookie(ctx.config));
    return { ok: true as const, message: `You are signed out on every device (${ended} session${ended === 1 ? '' : 's'}).` };
  }),

  passkeyRegisterOptions: memberProcedure.mutation(({ ctx }) => memberPasskeyOptions(ctx, ctx.member)),
  passkeyRegister: memberProcedure
    .input(accountPasskeyRegisterInput)
    .mutation(({ ctx, input }) => registerMemberPasskey(ctx, ctx.member, input.name, input.response)),
  passkeyRemove: memberProcedure
    .input(accountPasskeyRemoveInput)
    .mutation(({ ctx, input }) => removeMemberPasskey(ctx, ctx.member, input.id)),

  /** A fresh code to the member's address, before a download or erasure. */
  requestFreshCode: memberProcedure.mutation(({ ctx }) => sendMemberCode(ctx, ctx.member, 'fresh-proof')),
  confirmFreshCode: memberProcedure.input(accountCodeInput).mutation(({ ctx, input }) => confirmFreshCode(ctx, ctx.member, input.code)),
  /** A code to the new address; the letters move there once it is confirmed. */
  requestAddressChange: memberProcedure
    .input(accountAddressInput)
    .mutation(({ ctx, input }) => sendMemberCode(ctx, ctx.member, 'address-change', input.newEmail)),
  confirmAddress: memberProcedure.input(accountCodeInput).mutation(async ({ ctx, input }) => {
    const moved = await confirmAddressChange(ctx, ctx.member, input.code);
    await recordAudit(ctx.db, memberActor(ctx.member, ctx.client.ip), {
      kind: 'member',
      action: 'address-change',
      entityId: ctx.member.memberId,
    });
    return { ok: true as const, email: moved.email };
  }),

  /** Everything held about the member, as JSON and as a readable page (a mutation: nothing of it in a URL or a cache). */
  exportData: memberFreshProofProcedure.mutation(async ({ ctx }) => {
    const data = await exportMemberData(ctx.db, ctx.mail, ctx.member, ctx.client.ip, ctx.now());
    return { data, html: memberDataHtml(data, ctx.now()) };
  }),
  /** Erases the member's data (the privacy tool's rules: payments kept for the accounts, without the payer); signs out. */
  erase: memberFreshProofProcedure.input(accountEraseInput).mutation(async ({ ctx }) => {
    const erased = await eraseMemberData(ctx.db, ctx.mail, ctx.member, ctx.client.ip, ctx.now());
    ctx.setResponseHeader('set-cookie', clearedMemberCookie(ctx.config));
    return { ok: true as const, counts: erased.counts };
  }),

  // Receipts, renewing and the card (docs/decisions/055-member-receipts-renewal-card.md).
  receipts: memberProcedure
    .meta(
      row('GET', '/api/account/receipts', memberReceiptsOutput, {
        operationId: 'listAccountReceipts',
        summary: 'The signed-in member’s receipts: one per payment and one per refund',
        description: SIGNED_OUT,
      }),
    )
    .query(({ ctx }) => memberReceipts(ctx.db, ctx.member.memberId)),
  /** One printable receipt: a number that is not the member's own is 404, as one that does not exist. */
  receipt: memberProcedure
    .meta(
      row('GET', '/api/account/receipts/{number}', memberReceiptOutput, {
        operationId: 'getAccountReceipt',
        summary: 'One printable receipt of the signed-in member',
        description: `${SIGNED_OUT} 404 for a number that is not one of the member’s own, as for one that does not exist.`,
        errors: [404],
      }),
    )
    .input(memberReceiptInput)
    .query(({ ctx, input }) => memberReceipt(ctx.db, ctx.member.memberId, input.number)),
  /** The wallet-sized card: name, tier, valid-until and the QR code of its public check. */
  card: memberProcedure
    .meta(
      row('GET', '/api/account/card', memberCardOutput, {
        operationId: 'getAccountCard',
        summary: 'The signed-in member’s card: name, tier, valid-until, and the QR code of its public check',
        description: SIGNED_OUT,
      }),
    )
    .query(({ ctx }) => memberCard(ctx.db, ctx.secrets, ctx.config.publicUrl, ctx.member.memberId, ctx.now())),
  /** Renewing: the checkout link with the address and name filled in, and renewing automatically. */
  renewal: memberProcedure
    .meta(
      row('GET', '/api/account/renewal', renewalStateOutput, {
        operationId: 'getAccountRenewal',
        summary: 'Renewing: the checkout that renews, where a new year would start, and renewing automatically',
        description: SIGNED_OUT,
      }),
    )
    .query(({ ctx }) => renewalState(ctx.db, ctx.payments, ctx.member.memberId, ctx.now())),
  /** Turning renewing automatically on, step 1: a card set-up at the provider (Stripe's SetupIntent). */
  autoRenewStart: memberProcedure.mutation(({ ctx }) => startAutoRenew(ctx, ctx.member.memberId, ctx.now())),
  /** Step 2 with Stripe: the browser confirmed the set-up; the provider is asked whether the card is saved. */
  autoRenewFinish: memberProcedure
    .input(finishAutoRenewInput)
    .mutation(({ ctx, input }) => finishAutoRenew(ctx, ctx.member.memberId, input.setupIntentId)),
  /** Step 2 with the demo provider: its own card form (a test card decides). */
  autoRenewConfirmDemo: memberProcedure
    .input(confirmDemoAutoRenewInput)
    .mutation(({ ctx, input }) => confirmDemoAutoRenew(ctx, ctx.member.memberId, input)),
  /** One press: the saved card is forgotten, here and at the provider. */
  autoRenewStop: memberProcedure.mutation(({ ctx }) => stopAutoRenew(ctx, ctx.member.memberId)),
});
