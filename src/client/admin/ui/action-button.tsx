import { type ReactNode, useState } from 'react';

/**
 * A button that runs an action (a request, whose failure the action reports itself), disabled while
 * the action runs so that a second click does not send it again.
 */
export function ActionButton({
  action,
  className,
  'aria-label': label,
  children,
}: {
  action: () => Promise<unknown>;
  className: string;
  'aria-label'?: string;
  children: ReactNode;
}) {
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      await action();
    } finally {
      setRunning(false);
    }
  };
  return (
    <button type="button" className={className} onClick={() => void run()} disabled={running} aria-label={label}>
      {children}
    </button>
  );
}
