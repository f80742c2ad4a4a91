import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';
import { needsFreshProof } from '~/client/lib/request-error';

// The dialog (Radix, the passkey library on use) is loaded when first asked for: the login page's
// set-up step and the Security tab carry only this provider.
const FreshProofDialog = lazy(() => import('./fresh-proof-dialog'));

type WithProof = <T>(action: () => Promise<T>) => Promise<T>;

const FreshProofContext = createContext<WithProof>((action) => action());

/**
 * `const withProof = useFreshProof(); await withProof(() => mutation.mutateAsync(...))`: when the
 * server answers that the change needs fresh proof (docs/decisions/036), the dialog asks for the
 * password and the second factor, then the action is tried again. Cancelled, the server's refusal
 * stands (its message says what was needed).
 */
export const useFreshProof = () => useContext(FreshProofContext);

export function FreshProofProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<((confirmed: boolean) => void) | null>(null);
  // Loaded at the first request, then kept mounted, so closing gives focus back to where it was.
  const [loaded, setLoaded] = useState(false);
  const withProof = useCallback<WithProof>(async (action) => {
    try {
      return await action();
    } catch (error) {
      if (!needsFreshProof(error)) throw error;
      setLoaded(true);
      const confirmed = await new Promise<boolean>((resolve) => setPending(() => resolve));
      if (!confirmed) throw error;
      return action();
    }
  }, []);
  const finish = (confirmed: boolean) => {
    pending?.(confirmed);
    setPending(null);
  };
  return (
    <FreshProofContext.Provider value={withProof}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <FreshProofDialog open={pending !== null} onDone={finish} />
        </Suspense>
      )}
    </FreshProofContext.Provider>
  );
}
