import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { checkInOutput } from '~/shared/schemas/events';
import { serverMessage } from '~/client/lib/request-error';
import { trpc } from '~/client/lib/trpc';

type Answer = z.output<typeof checkInOutput>;

const LOOK: Record<Answer['result'], { title: string; className: string }> = {
  valid: { title: 'Valid', className: 'border-green-800 bg-green-50 text-green-900' },
  'already-checked-in': { title: 'Already checked in', className: 'border-amber-800 bg-amber-50 text-amber-900' },
  cancelled: { title: 'Cancelled', className: 'border-burgundy bg-red-50 text-burgundy' },
  unknown: { title: 'Unknown ticket', className: 'border-burgundy bg-red-50 text-burgundy' },
};

/** What the browser's BarcodeDetector offers (not yet in TypeScript's DOM types). */
type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;
const detectorClass = (): DetectorClass | undefined =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window
    ? (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector
    : undefined;

/**
 * The door (docs/decisions/057): a phone-sized page for Owners and Editors. The reference is typed
 * or read from the ticket's QR code with the camera where the browser has BarcodeDetector; each
 * answer is announced (role=status) and the field is cleared and focused for the next ticket.
 */
export function CheckInPage({ eventId }: { eventId: number }) {
  const [reference, setReference] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [canScan, setCanScan] = useState(false);
  const [scanning, setScanning] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const checkIn = trpc.admin.events.checkIn.useMutation({
    onSuccess: (a) => {
      setAnswer(a);
      setReference('');
      input.current?.focus();
    },
  });
  // Only after hydration: the server cannot know what the phone's browser has.
  useEffect(() => setCanScan(detectorClass() !== undefined), []);

  const submit = (ref: string) => {
    if (!ref.trim() || checkIn.isPending) return;
    checkIn.mutate({ eventId, reference: ref.trim() });
  };

  useEffect(() => {
    if (!scanning) return;
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    const loop = async () => {
      const v = video.current;
      if (stopped || !v) return;
      try {
        const codes = v.readyState >= 2 ? await detector.detect(v) : [];
        const value = codes[0]?.rawValue;
        if (value) {
          setScanning(false);
          submit(value);
          return;
        }
      } catch {
        // A frame the detector could not read: try the next one.
      }
      setTimeout(() => void loop(), 200);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then((s) => {
        stream = s;
        if (stopped || !video.current) return;
        video.current.srcObject = s;
        void video.current.play();
        void loop();
      })
      .catch(() => {
        setScanning(false);
        setAnswer({
          result: 'unknown',
          message: 'The camera could not be opened: type the reference instead.',
          name: null,
          quantity: null,
          checkedInAt: null,
        });
      });
    return () => {
      stopped = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
    // submit reads the latest state through the mutation; the loop restarts only with scanning.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scanning]);

  const look = answer ? LOOK[answer.result] : null;
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-6">
      <h1 className="text-3xl font-bold">Check-in</h1>
      <p className="mt-1 text-lg">
        <a href="/admin?tab=events" className="text-burgundy underline underline-offset-4">
          Back to Events
        </a>
      </p>
      <form
        className="mt-6 space-y-4"
        onSubmit={(ev) => {
          ev.preventDefault();
          submit(reference);
        }}
      >
        <label htmlFor="check-in-reference" className="block text-xl font-bold">
          Ticket reference
        </label>
        <input
          id="check-in-reference"
          ref={input}
          // The door's one task: the field is ready the moment the page opens.
          autoFocus
          value={reference}
          onChange={(ev) => setReference(ev.target.value)}
          className="field-input w-full py-4 text-2xl uppercase tracking-wider"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="BAC-XXXX-XXXX"
          maxLength={100}
          required
        />
        <div className="flex gap-3">
          <button type="submit" className="btn-primary min-h-14 flex-1 text-xl" disabled={checkIn.isPending}>
            Check in
          </button>
          {canScan && (
            <button type="button" className="btn-secondary min-h-14 flex-1 text-xl" onClick={() => setScanning((s) => !s)}>
              {scanning ? 'Stop' : 'Scan'}
            </button>
          )}
        </div>
      </form>
      {scanning && (
        // The camera's picture has no words to caption.
        <video ref={video} className="mt-4 w-full rounded border" playsInline muted aria-label="Camera: hold the ticket's code in view" />
      )}
      <div role="status" aria-live="polite" className="mt-6" data-testid="check-in-result">
        {checkIn.error && <p className="card border-burgundy p-5 text-xl font-bold text-burgundy">{serverMessage(checkIn.error)}</p>}
        {answer && look && (
          <div className={`rounded border-4 p-5 ${look.className}`}>
            <p className="text-3xl font-bold">{look.title}</p>
            <p className="mt-2 text-xl">{answer.message}</p>
            {answer.name && (
              <p className="mt-1 text-xl">
                {answer.name}
                {answer.quantity ? ` · ${answer.quantity} ${answer.quantity === 1 ? 'seat' : 'seats'}` : ''}
              </p>
            )}
          </div>
        )}
      </div>
    </main>
  );
}
