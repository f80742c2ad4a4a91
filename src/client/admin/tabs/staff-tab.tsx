import { useState } from 'react';
import { formatCommentDate } from '~/shared/format';
import { staffInviteInput } from '~/shared/schemas/staff';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES, type StaffRole } from '~/shared/staff';
import { serverMessage } from '~/client/lib/request-error';
import { FormField, Options } from '~/client/lib/schema-form';
import { toast } from '~/client/lib/toast';
import { trpc } from '~/client/lib/trpc';
import { useSentForm } from '../lib/sent-form';
import { ListState } from '../ui/list-state';
import { useConfirm } from '../ui/modal';
import { TabSection } from '../ui/tab-section';

const isRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

/** Staff (docs/decisions/027), the Owners' tab: who has which role, invitations by email, role changes and removal. */
export function StaffTab() {
  const utils = trpc.useUtils();
  const staff = trpc.admin.staff.list.useQuery();
  const me = trpc.admin.staff.me.useQuery();
  const changeRole = trpc.admin.staff.changeRole.useMutation();
  const remove = trpc.admin.staff.remove.useMutation();
  const revoke = trpc.admin.staff.revokeInvitation.useMutation();
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      const result = await work();
      toast({ title: result.message });
      await utils.admin.staff.invalidate();
    } catch (error) {
      toast({ title: 'Not changed', description: serverMessage(error) ?? 'The change failed.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const onRole = (id: number, email: string, role: string) => {
    if (!isRole(role)) return;
    void run(() => changeRole.mutateAsync({ id, role }).then((r) => ({ message: `${email} is now ${ROLE_LABELS[r.role]}` })));
  };

  const onRemove = async (id: number, email: string) => {
    const ok = await confirm({
      title: `Remove ${email}?`,
      description: 'Their account and sessions end at once. They can be invited again later.',
      confirmLabel: 'Remove from staff',
    });
    if (ok) await run(() => remove.mutateAsync({ id }));
  };

  return (
    <TabSection tab="staff" intro="Who may use the administration, and with which role. The club always keeps at least one Owner.">
      <dl className="mb-6 grid gap-2 sm:grid-cols-3">
        {STAFF_ROLES.map((role) => (
          <div key={role} className="card p-3">
            <dt className="font-display font-bold">{ROLE_LABELS[role]}</dt>
            <dd className="text-base text-ink-soft">{ROLE_DESCRIPTIONS[role]}</dd>
          </div>
        ))}
      </dl>

      <InviteForm onInvited={() => void utils.admin.staff.invalidate()} />

      <h3 className="mt-8 text-2xl font-bold">Staff members</h3>
      <ListState isPending={staff.isPending} isError={staff.isError} isEmpty={staff.data?.members.length === 0} emptyText="No staff yet.">
        <ul className="grid gap-3">
          {staff.data?.members.map((m) => (
            <li key={m.id} className="card flex flex-wrap items-center justify-between gap-3 p-4" data-testid="staff-member">
              <div>
                <p className="font-display text-lg font-bold">
                  {m.name ?? m.email}
                  {m.id === me.data?.id && <span className="font-serif text-base font-normal"> (you)</span>}
                </p>
                <p className="text-base text-ink-soft">{m.email}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <label htmlFor={`role-${m.id}`} className="sr-only">
                  Role of {m.email}
                </label>
                <select
                  id={`role-${m.id}`}
                  className="field-input w-auto"
                  value={m.role}
                  disabled={busy}
                  onChange={(e) => onRole(m.id, m.email, e.target.value)}
                >
                  {STAFF_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="btn-secondary px-3 py-1.5 text-sm"
                  disabled={busy}
                  onClick={() => void onRemove(m.id, m.email)}
                >
                  Remove<span className="sr-only"> {m.email}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      </ListState>

      <h3 className="mt-8 text-2xl font-bold">Invitations waiting</h3>
      {staff.data && staff.data.invitations.length === 0 ? (
        <p className="text-ink-soft">No invitation waits for an answer.</p>
      ) : (
        <ul className="grid gap-3">
          {staff.data?.invitations.map((i) => (
            <li key={i.id} className="card flex flex-wrap items-center justify-between gap-3 p-4" data-testid="staff-invitation">
              <div>
                <p className="font-display text-lg font-bold">{i.email}</p>
                <p className="text-base text-ink-soft">
                  {ROLE_LABELS[i.role]} · invited by {i.invitedBy} ·{' '}
                  {i.expired ? 'expired' : `valid until ${formatCommentDate(i.expiresAt)}`}
                </p>
              </div>
              <button
                type="button"
                className="btn-secondary px-3 py-1.5 text-sm"
                disabled={busy}
                onClick={() => void run(() => revoke.mutateAsync({ id: i.id }))}
              >
                Withdraw<span className="sr-only"> the invitation of {i.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </TabSection>
  );
}

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const form = useSentForm({
    procedure: trpc.admin.staff.invite,
    initial: { email: '', role: 'editor' },
    schema: staffInviteInput,
    idPrefix: 'invite',
    description: 'The letter is in the outbox; the link works once.',
    failed: { title: 'Not invited', fallback: 'The invitation failed.' },
    onDone: onInvited,
  });
  return (
    <form {...form.formProps} className="card grid gap-4 p-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end" aria-labelledby="invite-heading">
      <h3 id="invite-heading" className="text-2xl font-bold sm:col-span-3">
        Invite a staff member
      </h3>
      <FormField form={form} name="email" label="Email">
        <input {...form.field('email')} type="email" autoComplete="off" className="field-input" />
      </FormField>
      <FormField form={form} name="role" label="Role">
        <select {...form.field('role')} className="field-input">
          <Options values={STAFF_ROLES} label={(role) => ROLE_LABELS[role]} />
        </select>
      </FormField>
      <button type="submit" className="btn-primary" disabled={form.sending}>
        {form.sending ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  );
}
