import type { FormEvent, ReactNode } from 'react';

/**
 * The form that adds a passkey, on a member's page and in the admin's Security tab alike: the
 * passkey's name (one may keep several), then the button; `onSubmit` runs the WebAuthn ceremony.
 * `children` follow the button inside the form.
 */
export function PasskeyNameForm({
  name,
  onName,
  onSubmit,
  busy,
  children,
}: {
  name: string;
  onName: (name: string) => void;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  children?: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="passkey-name" className="field-label">
          Passkey name
        </label>
        <input id="passkey-name" className="field-input" value={name} maxLength={100} onChange={(e) => onName(e.target.value)} />
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        Add a passkey
      </button>
      {children}
    </form>
  );
}
