import { useState } from 'react';
import { toast } from '~/client/lib/toast';
import { trpc } from '~/client/lib/trpc';
import { useConfirm } from '../ui/modal';

type Found = Awaited<ReturnType<ReturnType<typeof trpc.admin.privacy.find.useMutation>['mutateAsync']>>;

const SECTIONS: { key: Exclude<keyof Found, 'email'>; label: string }[] = [
  { key: 'comments', label: 'Comments' },
  { key: 'reactions', label: 'Reactions' },
  { key: 'applications', label: 'Contact forms' },
  { key: 'volunteers', label: 'Volunteer applications' },
  { key: 'proposals', label: 'Research proposals' },
  { key: 'supporters', label: 'Brain Supporters' },
  { key: 'egoReports', label: 'Ego reports' },
  { key: 'payments', label: 'Payments' },
  { key: 'refunds', label: 'Refunds' },
  { key: 'members', label: 'Member record' },
  { key: 'letters', label: 'Letters' },
  { key: 'auditEntries', label: 'Audit entries' },
  { key: 'invitations', label: 'Staff invitations' },
  { key: 'staffAccount', label: 'Staff account (kept: remove it in the Staff tab)' },
  { key: 'blocks', label: 'Moderation blocks (kept)' },
];

/** Saves the export as one JSON file (a download made in the browser: the address never sits in a URL). */
function downloadJson(data: Found) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `personal-data-${new Date().toISOString().slice(0, 10)}.json`;
  a.click();
  URL.revokeObjectURL(url);
}

/** People's Data (docs/decisions/029): find, download and erase what the club holds about an address. */
export function PrivacyTab() {
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const find = trpc.admin.privacy.find.useMutation();
  const exporter = trpc.admin.privacy.export.useMutation();
  const erase = trpc.admin.privacy.erase.useMutation();
  const confirm = useConfirm();
  const total = found ? SECTIONS.reduce((n, s) => n + found[s.key].length, 0) : 0;

  return (
    <section aria-labelledby="privacy-title">
      <h2 id="privacy-title" className="mb-2 text-2xl font-bold">
        People’s Data
      </h2>
      <p className="mb-4 text-base text-ink-soft">
        Everything the Club holds about one email address: download it for the person who asked, or erase it. Payments stay in the accounts
        with the name and address replaced.
      </p>
      <form
        className="mb-6 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          find.mutate(
            { email },
            {
              onSuccess: setFound,
              onError: (error) => toast({ title: 'Search failed', description: error.message, variant: 'destructive' }),
            },
          );
        }}
      >
        <div>
          <label htmlFor="privacy-email" className="field-label">
            Email address
          </label>
          <input
            id="privacy-email"
            type="email"
            required
            className="field-input"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="off"
          />
        </div>
        <button type="submit" className="btn-primary" disabled={find.isPending || !email.trim()}>
          Find
        </button>
      </form>
      {found && (
        <div data-testid="privacy-result">
          <p className="mb-3" role="status">
            {total === 0 ? `Nothing is held about ${found.email}.` : `${total} records about ${found.email}:`}
          </p>
          <table className="mb-4">
            <tbody>
              {SECTIONS.map((s) => (
                <tr key={s.key}>
                  <th scope="row" className="pr-4 text-left font-bold">
                    {s.label}
                  </th>
                  <td data-testid={`privacy-count-${s.key}`}>{found[s.key].length}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-secondary"
              disabled={exporter.isPending}
              onClick={() =>
                exporter.mutate(
                  { email: found.email },
                  {
                    onSuccess: downloadJson,
                    onError: (error) => toast({ title: 'Export failed', description: error.message, variant: 'destructive' }),
                  },
                )
              }
            >
              Download as JSON
            </button>
            <button
              type="button"
              className="btn-primary"
              disabled={erase.isPending || total === 0}
              onClick={() => void eraseAfterConfirm()}
            >
              Erase
            </button>
          </div>
        </div>
      )}
    </section>
  );

  async function eraseAfterConfirm() {
    if (!found) return;
    const ok = await confirm({
      title: `Erase everything about ${found.email}?`,
      description:
        'Comments, reactions, forms, letters and invitations are deleted; payments are kept with the name and address replaced; a staff account and blocks on the address stay. This cannot be undone.',
      confirmLabel: 'Erase',
    });
    if (!ok) return;
    erase.mutate(
      { email: found.email, confirm: 'ERASE' },
      {
        onSuccess: ({ kept }) => {
          const left = [kept.staffAccount > 0 && 'its staff account', kept.blocks > 0 && 'the blocks on it'].filter(Boolean);
          toast({
            title: 'Erased',
            description: left.length ? `Kept: ${left.join(' and ')}.` : 'Nothing about this address remains.',
          });
          setFound(null);
        },
        onError: (error) => toast({ title: 'Erasure failed', description: error.message, variant: 'destructive' }),
      },
    );
  }
}
