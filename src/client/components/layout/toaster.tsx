import { useEffect, useRef, useState } from 'react';
import { dismissToast, TOAST_DURATION_MS, useCurrentToast } from '~/client/lib/toast';

const SWIPE_THRESHOLD = 50;

/**
 * The toast viewport (Radix pattern, D23): one toast, 5 s, swipe right past 50 px to dismiss,
 * F8 moves focus to the viewport, at most 420 px wide. Hover or focus pauses the timer.
 */
export function Toaster() {
  const toast = useCurrentToast();
  const viewport = useRef<HTMLOListElement>(null);
  const [dragX, setDragX] = useState(0);
  const start = useRef<number | null>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        viewport.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    setDragX(0);
    if (!toast || paused) return;
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, paused]);

  const destructive = toast?.variant === 'destructive';
  return (
    <section aria-label="Notifications (F8)">
      {/* aria-live (each toast sets its own) also keeps the viewport readable while an admin dialog
          hides the page around it from screen readers (Radix's aria-hidden leaves [aria-live] alone). */}
      <ol
        ref={viewport}
        tabIndex={-1}
        aria-live="off"
        className="pointer-events-none fixed bottom-0 right-0 z-[100] flex w-full max-w-[420px] flex-col gap-2 p-4 outline-none"
      >
        {toast && (
          <li
            key={toast.id}
            role={destructive ? 'alert' : 'status'}
            aria-live={destructive ? 'assertive' : 'polite'}
            aria-atomic="true"
            data-testid="toast"
            data-variant={toast.variant ?? 'default'}
            onPointerDown={(e) => {
              // A press on the close button is a click, not the start of a swipe: capturing the
              // pointer here would keep the click from ever reaching the button.
              if ((e.target as HTMLElement).closest('button')) return;
              start.current = e.clientX;
              (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
            }}
            onPointerMove={(e) => start.current !== null && setDragX(Math.max(0, e.clientX - start.current))}
            onPointerUp={() => {
              if (dragX >= SWIPE_THRESHOLD) dismissToast(toast.id);
              else setDragX(0);
              start.current = null;
            }}
            onPointerCancel={() => {
              setDragX(0);
              start.current = null;
            }}
            onMouseEnter={() => setPaused(true)}
            onMouseLeave={() => setPaused(false)}
            onFocus={() => setPaused(true)}
            onBlur={() => setPaused(false)}
            style={{ transform: `translateX(${dragX}px)`, touchAction: 'pan-y' }}
            className={`pointer-events-auto relative rounded-sm border-2 p-4 pr-10 shadow-xl ${
              destructive ? 'border-burgundy-dark bg-burgundy text-parchment' : 'border-gold bg-paper text-ink'
            }`}
          >
            <p className="font-display text-lg font-bold">{toast.title}</p>
            {toast.description && <p className="mt-1 text-base">{toast.description}</p>}
            <button
              type="button"
              onClick={() => dismissToast(toast.id)}
              aria-label="Close notification"
              className="absolute right-2 top-2 rounded-sm px-2 text-xl leading-none opacity-80 hover:opacity-100"
            >
              ×
            </button>
          </li>
        )}
      </ol>
    </section>
  );
}
