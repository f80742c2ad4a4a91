import { useSyncExternalStore } from 'react';

type Toast = {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
};

// D23 / spec: one toast at a time, auto-close after 5 s.
export const TOAST_DURATION_MS = 5000;

let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a toast, replacing the one on screen. */
export function toast(input: Omit<Toast, 'id'>): void {
  current = { ...input, id: nextId++ };
  emit();
}

export function dismissToast(id?: number): void {
  if (current && (id === undefined || current.id === id)) {
    current = null;
    emit();
  }
}

export function useCurrentToast(): Toast | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}
