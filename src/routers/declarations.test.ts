import { describe, expect, it } from 'vitest';
import { appRouter } from './index';
import { declaredProcedures, type DeclaredProcedure } from './meta';
import { ownerProcedure, publicWriteProcedure, router } from './trpc';

/** The admin writes that declare no audit entry (docs/decisions/015, 025). */
const undeclaredAudits = (procedures: DeclaredProcedure[]) =>
  procedures.filter((p) => p.meta.access === 'admin' && p.type === 'mutation' && !p.meta.audit).map((p) => p.path);

const procedures = declaredProcedures(appRouter._def.record);

describe('what the procedures declare (docs/decisions/025)', () => {
  it('every admin write declares its audit entry', () => {
    expect(procedures.filter((p) => p.meta.access === 'admin' && p.type === 'mutation').length).toBeGreaterThanOrEqual(20);
    expect(undeclaredAudits(procedures)).toEqual([]);
  });

  it('finds an admin write that forgets its audit entry', () => {
    const forgetful = router({
      fine: ownerProcedure.meta({ audit: { kind: 'mail', action: 'retry' } }).mutation(() => 'ok'),
      forgot: ownerProcedure.mutation(() => 'ok'),
      read: ownerProcedure.query(() => 'ok'),
      publicWrite: publicWriteProcedure.mutation(() => 'ok'),
    });
    expect(undeclaredAudits(declaredProcedures(forgetful._def.record))).toEqual(['forgot']);
  });

  /** The admin door's procedures open without a session: sign-in, its passkey step, the password reset, the invitation (026, 027). */
  const ADMIN_DOOR_OPEN = [
    'admin.auth.login',
    'admin.auth.passkeyOptions',
    'admin.auth.passkeyLogin',
    'admin.auth.requestPasswordReset',
    'admin.auth.resetPassword',
    'admin.staff.invitation',
    'admin.staff.acceptInvitation',
  ];

  it('takes each access level from the procedure kind, kept when a procedure adds its row (tRPC merges meta)', () => {
    const access = Object.fromEntries(procedures.map((p) => [p.path, p.meta.access]));
    expect(access['admin.auth.login']).toBe('adminEntry');
    expect(access['admin.comments.approve']).toBe('admin');
    expect(access['public.comments.create']).toBe('publicWrite');
    expect(access['public.shame.list']).toBe('public');
    expect(procedures.every((p) => p.meta.access !== undefined)).toBe(true);
    expect(
      procedures.filter((p) => p.path.startsWith('admin.') && !ADMIN_DOOR_OPEN.includes(p.path)).every((p) => p.meta.access === 'admin'),
    ).toBe(true);
  });

  it('asks for fresh proof before every change to how an account signs in, and the end of its other sessions (docs/decisions/036)', () => {
    const fresh = procedures.filter((p) => p.meta.freshProof).map((p) => p.path);
    expect(fresh.sort()).toEqual(
      [
        'admin.security.changePassword',
        'admin.security.passkeyOptions',
        'admin.security.passkeyRegister',
        'admin.security.passkeyRemove',
        'admin.security.recoveryCodesRenew',
        'admin.security.signOutOthers',
        'admin.security.totpRemove',
        'admin.security.totpStart',
        // A member's download and erasure of their own data, after a fresh code (docs/decisions/054).
        'account.exportData',
        'account.erase',
      ].sort(),
    );
    // The Security page's other writes: confirming itself, its passkey challenge, and confirming an
    // app whose secret only a caller with proof was given.
    const otherWrites = procedures.filter((p) => p.path.startsWith('admin.security.') && p.type === 'mutation' && !p.meta.freshProof);
    expect(otherWrites.map((p) => p.path).sort()).toEqual(
      ['admin.security.confirmIdentity', 'admin.security.confirmIdentityOptions', 'admin.security.totpConfirm'].sort(),
    );
  });

  it('declares each REST row once: one procedure per method and path, page forms aside', () => {
    const rows = procedures.flatMap((p) =>
      p.meta.rest && !('whenQueryHas' in p.meta.rest) ? [`${p.meta.rest.method} ${p.meta.rest.path}`] : [],
    );
    expect(rows.length).toBeGreaterThanOrEqual(51);
    expect(new Set(rows).size).toBe(rows.length);
    const pages = procedures.flatMap((p) =>
      p.meta.rest && 'whenQueryHas' in p.meta.rest ? [`${p.meta.rest.method} ${p.meta.rest.path}`] : [],
    );
    for (const page of pages) expect(rows).toContain(page);
  });
});
