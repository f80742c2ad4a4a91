import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as Dialog from '@radix-ui/react-dialog';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

/*
 * The admin panel's dialogs are Radix Dialog and AlertDialog (docs/decisions/012): focus moves in and stays
 * in, Escape closes (as Cancel), the page behind neither scrolls nor is read by screen readers, and
 * focus returns to where it was. Only the admin chunk imports this file: visitors download none of it.
 *
 * Toasts stay above and usable while a dialog is open: the toast viewport sits at z-index 100 (the
 * dialogs at 60), it carries `aria-live` so Radix's aria-hidden of the page around the dialog leaves
 * it alone, and the toast's own pointer-events stay on while Radix turns them off on the page.
 */

const OVERLAY = 'fixed inset-0 z-[60] flex items-center justify-center overflow-y-auto bg-[rgb(43_33_24/0.6)] p-3';
const PANEL =
  'max-h-[92vh] w-full min-w-0 overflow-y-auto rounded-sm border-2 [overflow-wrap:anywhere] [&_*]:[overflow-wrap:anywhere] border-gold bg-paper p-5 text-ink shadow-2xl outline-none sm:p-7';

/** Where focus was when a dialog opened, to go back to when it closes (Radix returns it only to a Radix trigger). */
function useReturnFocus() {
  const previous = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      remember: () => {
        previous.current =
          document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      },
      restore: (event: Event) => {
        event.preventDefault();
        const target = previous.current;
        previous.current = null;
        if (target?.isConnected) target.focus();
      },
    }),
    [],
  );
}

/**
 * A modal dialog. Forms start at their first field, other dialogs at their first control. A click
 * outside does not close it (a half-written form would be lost): Cancel, × and Escape do.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  wide = false,
  describedBy,
  onCloseAutoFocus,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  describedBy?: string;
  /** Where focus goes on close; by default back to where it was when the dialog opened. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const focus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={OVERLAY}>
          <Dialog.Content
            aria-describedby={describedBy}
            className={`${PANEL} ${wide ? 'max-w-3xl' : 'max-w-md'}`}
            onOpenAutoFocus={(e) => {
              focus.remember();
              const root = e.currentTarget instanceof HTMLElement ? e.currentTarget : null;
              const first = root?.querySelector<HTMLElement>(
                'form input:not([type=hidden]), form select, form textarea, form [contenteditable=true]',
              );
              if (first) {
                e.preventDefault();
                first.focus();
              }
            }}
            onCloseAutoFocus={onCloseAutoFocus ?? focus.restore}
            onPointerDownOutside={(e) => e.preventDefault()}
            onInteractOutside={(e) => e.preventDefault()}
          >
            <div className="mb-4 flex items-start justify-between gap-4">
              <Dialog.Title className="min-w-0 text-2xl font-bold">{title}</Dialog.Title>
              <Dialog.Close aria-label="Close" className="rounded-sm px-2 text-2xl leading-none text-ink-soft hover:text-ink">
                ×
              </Dialog.Close>
            </div>
            {children}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type ConfirmRequest = { title: string; description: string; confirmLabel?: string };
type Pending = ConfirmRequest & { resolve: (ok: boolean) => void };

const ConfirmContext = createContext<(request: ConfirmRequest) => Promise<boolean>>(async () => false);

/** `const confirm = useConfirm(); if (await confirm({...})) ...`: every delete asks first. */
export const useConfirm = () => useContext(ConfirmContext);

/** The confirmation dialog (Radix AlertDialog): focus starts on Cancel; Escape cancels. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  // The last request stays on screen while the dialog closes.
  const [shown, setShown] = useState<ConfirmRequest | null>(null);
  const focus = useReturnFocus();
  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        focus.remember();
        setShown(request);
        setPending({ ...request, resolve });
      }),
    [focus],
  );
  const settle = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <AlertDialog.Root open={pending !== null} onOpenChange={(next) => !next && settle(false)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={OVERLAY}>
            <AlertDialog.Content className={`${PANEL} max-w-md`} onCloseAutoFocus={focus.restore}>
              <AlertDialog.Title className="mb-4 text-2xl font-bold">{shown?.title}</AlertDialog.Title>
              <AlertDialog.Description className="text-lg text-ink-soft">{shown?.description}</AlertDialog.Description>
              <div className="mt-6 flex flex-wrap justify-end gap-3">
                <AlertDialog.Cancel className="btn-secondary">Cancel</AlertDialog.Cancel>
                <AlertDialog.Action className="btn-primary" onClick={() => settle(true)}>
                  {shown?.confirmLabel ?? 'Delete'}
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Overlay>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </ConfirmContext.Provider>
  );
}
