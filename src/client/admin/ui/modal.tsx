import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useRef, useState } from 'react';

/**
 * A modal on the native <dialog>: focus is kept inside, Escape closes it (as Cancel), and the
 * page behind is inert.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  wide = false,
  role,
  describedBy,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  role?: 'alertdialog';
  describedBy?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className={`m-auto max-h-[92vh] w-[calc(100%-1.5rem)] overflow-y-auto rounded-sm border-2 border-gold bg-paper p-0 text-ink shadow-2xl backdrop:bg-[rgb(43_33_24/0.6)] ${
        wide ? 'max-w-3xl' : 'max-w-md'
      }`}
    >
      {open && (
        <div className="p-5 sm:p-7">
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
      )}
    </dialog>
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
