import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves in and stays in (Tab wraps), Escape closes it (as Cancel), the page
 * behind does not scroll, and focus returns to where it was. Not the native <dialog>: its top
 * layer would hide the toasts that report uploads and failures while a form is open.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  wide = false,
  role = 'dialog',
  describedBy,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open || !panel.current) return;
    const root = panel.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
    // Forms start at their first field; other dialogs at their first control.
    if (!root.contains(document.activeElement)) (root.querySelector<HTMLElement>('form input, form select, form textarea') ?? focusables()[0] ?? root).focus();
    const onKey = (e: KeyboardEvent) => {
      // A control inside that handles Escape itself (the editor's link box) prevents the default.
      if (e.key === 'Escape' && !e.defaultPrevented) {
        e.preventDefault();
        closeRef.current();
      }
      if (e.key === 'Tab') {
        const list = focusables();
        if (list.length === 0) return;
        const first = list[0];
        const last = list[list.length - 1];
        if (e.shiftKey && (document.activeElement === first || !root.contains(document.activeElement))) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && (document.activeElement === last || !root.contains(document.activeElement))) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-[rgb(43_33_24/0.6)] p-3">
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`max-h-[92vh] w-full overflow-y-auto rounded-sm border-2 border-gold bg-paper p-5 text-ink shadow-2xl outline-none sm:p-7 ${wide ? 'max-w-3xl' : 'max-w-md'}`}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-2xl font-bold">
            {title}
          </h2>
          <button type="button" onClick={onClose} aria-label="Close" className="rounded-sm px-2 text-2xl leading-none text-ink-soft hover:text-ink">
            ×
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

type ConfirmRequest = { title: string; description: string; confirmLabel?: string };
type Pending = ConfirmRequest & { resolve: (ok: boolean) => void };

const ConfirmContext = createContext<(request: ConfirmRequest) => Promise<boolean>>(async () => false);

/** `const confirm = useConfirm(); if (await confirm({...})) ...`: every delete asks first. */
export const useConfirm = () => useContext(ConfirmContext);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const descriptionId = useId();
  const confirm = useCallback(
    (request: ConfirmRequest) => new Promise<boolean>((resolve) => setPending({ ...request, resolve })),
    [],
  );
  const settle = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Modal open={pending !== null} title={pending?.title ?? ''} onClose={() => settle(false)} role="alertdialog" describedBy={descriptionId}>
        <p id={descriptionId} className="text-lg text-ink-soft">
          {pending?.description}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => settle(false)} autoFocus>
            Cancel
          </button>
          <button type="button" className="btn-primary" onClick={() => settle(true)}>
            {pending?.confirmLabel ?? 'Delete'}
          </button>
        </div>
      </Modal>
    </ConfirmContext.Provider>
  );
}
