import { useEffect, useRef, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { LIMITS } from '../../../shared/limits';
import type { ReactionKind } from '../../../shared/reactions';
import { emailField } from '../../../shared/schemas/fields';
import { FieldError, useSchemaForm } from '../../lib/schema-form';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

// D6: the visitor's email is remembered in this browser after the first prompt.
const EMAIL_KEY = 'bac.reactionEmail';
const emailListeners = new Set<() => void>();

function readEmail(): string {
  try {
    return localStorage.getItem(EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberReactionEmail(email: string): void {
  try {
    if (email) localStorage.setItem(EMAIL_KEY, email);
    else localStorage.removeItem(EMAIL_KEY);
  } catch {
    // Private mode without storage: the email is simply asked for again next time.
  }
  emailListeners.forEach((l) => l());
}

export function useReactionEmail(): string {
  return useSyncExternalStore(
    (l) => {
      emailListeners.add(l);
      return () => emailListeners.delete(l);
    },
    readEmail,
    () => '',
  );
}

const LABELS: Record<ReactionKind, string> = { thumbs_up: 'Thumbs up', heart: 'Heart' };

function ReactionIcon({ kind }: { kind: ReactionKind }) {
  return kind === 'heart' ? (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.5 3 4.5 6.8 4.5c2.1 0 3.5 1.1 4.2 2.3.7-1.2 2.1-2.3 4.2-2.3 3.8 0 5.9 4 4.4 7.3C19.5 16.4 12 21 12 21z"
        fill="currentColor"
      />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
      <path
        d="M2 10h4v11H2zM8 21h9.3c1 0 1.8-.7 2-1.6l1.6-7.2c.3-1.2-.7-2.2-1.9-2.2H14l.9-4.2c.2-1-.5-2-1.5-2.2-.6-.1-1.2.1-1.6.6L8 9.5z"
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * Adds or removes a reaction for the remembered email, depending on whether that email already
 * holds it (the exhibition's `reactions.mine`, one query for the page), with the four toasts of
 * the spec. The counts come with the comments (one query per page of them, issue 22).
 */
export function useToggleReaction(contentItemId: number) {
  const utils = trpc.useUtils();
  const add = trpc.public.reactions.add.useMutation();
  const remove = trpc.public.reactions.remove.useMutation();

  return {
    pending: add.isPending || remove.isPending,
    toggle(commentId: number, reaction: ReactionKind, email: string) {
      const mine = (utils.public.reactions.mine.getData({ contentItemId, userEmail: email }) ?? []).some(
        (r) => r.commentId === commentId && r.reaction === reaction,
      );
      const refresh = () =>
        Promise.all([utils.public.comments.page.invalidate({ contentItemId }), utils.public.reactions.mine.invalidate({ contentItemId })]);
      if (mine) {
        remove.mutate(
          { commentId, userEmail: email, reaction },
          {
            onSuccess: () => {
              void refresh();
              toast({ title: 'Reaction Removed', description: 'Your response has been withdrawn with dignity.' });
            },
            onError: () =>
              toast({ title: 'Update Failed', description: 'Unable to modify your reaction at this time.', variant: 'destructive' }),
          },
        );
      } else {
        add.mutate(
          { commentId, userEmail: email, reaction },
          {
            onSuccess: () => {
              void refresh();
              toast({ title: 'Reaction Added', description: 'Your intellectual response has been duly recorded.' });
            },
            onError: () =>
              toast({
                title: 'Reaction Failed',
                description: 'Unable to record your intellectual response at this time.',
                variant: 'destructive',
              }),
          },
        );
      }
    },
  };
}

/** The reactions the remembered email holds on this exhibition's comments (none without an email). */
export function useMyReactions(contentItemId: number, email: string) {
  return trpc.public.reactions.mine.useQuery({ contentItemId, userEmail: email }, { enabled: Boolean(email) });
}

/** Counts per kind and the toggle buttons of one approved comment. */
export function ReactionBar({
  counts,
  mine,
  disabled,
  onReact,
}: {
  counts: Record<ReactionKind, number>;
  /** The kinds the visitor holds on this comment. */
  mine: readonly ReactionKind[];
  disabled: boolean;
  onReact: (reaction: ReactionKind) => void;
}) {
  return (
    <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Reactions" data-testid="reactions">
      {(['thumbs_up', 'heart'] as const).map((kind) => {
        const count = counts[kind];
        const pressed = mine.includes(kind);
        return (
          <button
            key={kind}
            type="button"
            aria-pressed={pressed}
            aria-label={`${LABELS[kind]}: ${count}${pressed ? ' (yours; press to remove)' : ''}`}
            data-reaction={kind}
            disabled={disabled}
            onClick={() => onReact(kind)}
            className={`inline-flex items-center gap-1.5 rounded-full border-2 px-3 py-1 text-base font-bold transition-colors disabled:opacity-60 ${
              pressed ? 'border-burgundy bg-burgundy text-parchment' : 'border-ink/30 bg-paper text-ink hover:border-burgundy'
            }`}
          >
            <ReactionIcon kind={kind} />
            <span data-testid="reaction-count">{count}</span>
          </button>
        );
      })}
    </div>
  );
}

/**
 * The prompt's schema: the reaction request's email rule (the shared builder), with the field
 * named as the prompt labels it.
 */
const promptSchema = z.object({ userEmail: emailField('Email') });

/** The email prompt: asked once, before the first reaction; Cancel clears it. */
export function ReactionEmailPrompt({ onSubmit, onCancel }: { onSubmit: (email: string) => void; onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useSchemaForm({
    initial: { userEmail: '' },
    schema: promptSchema,
    id: () => 'reaction-email',
    clearErrorOnChange: true,
    onValid: (data) => onSubmit(data.userEmail),
  });

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal?.();
  }, []);

  return (
    <dialog
      ref={dialog}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      aria-labelledby="reaction-email-title"
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-sm border-4 border-double border-gold bg-paper p-0 text-ink backdrop:bg-ink/60"
    >
      <form {...form.formProps} className="space-y-4 p-6">
        <h2 id="reaction-email-title" className="text-2xl font-bold">
          Your Email, If You Please
        </h2>
        <p className="text-base text-ink-soft">
          Reactions are counted one per Fellow, so your address is recorded with your reaction. We ask once: this browser remembers it for
          next time.
        </p>
        <div>
          <label htmlFor="reaction-email" className="field-label">
            Email
          </label>
          <input
            {...form.field('userEmail')}
            type="email"
            required
            autoComplete="email"
            autoFocus
            className="field-input"
            maxLength={LIMITS.email}
          />
          <FieldError form={form} name="userEmail" />
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={!form.values.userEmail.trim()}>
            Submit Reaction
          </button>
        </div>
      </form>
    </dialog>
  );
}
