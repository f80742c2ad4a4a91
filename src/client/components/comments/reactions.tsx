import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { LIMITS } from '~/shared/limits';
import { formAction } from '~/shared/form-posts';
import { REACTION_TOKEN_COOKIE, type ReactionKind } from '~/shared/reactions';
import { FormField, FormMessage, useSchemaForm, Honeypot } from '~/client/lib/schema-form';
import { httpStatus, serverMessage } from '~/client/lib/request-error';
import { toast } from '~/client/lib/toast';
import { trpc } from '~/client/lib/trpc';

// D6: the visitor's email is remembered in this browser after the first prompt, with the
// browser's own secret token (docs/decisions/029): the token, not the address, proves which
// reactions are this browser's, so only it can remove them. Neither is ever shown to others.
const EMAIL_KEY = 'bac.reactionEmail';
const TOKEN_KEY = 'bac.reactionToken';
const listeners = new Set<() => void>();

function read(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string, value: string): void {
  try {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  } catch {
    // Private mode without storage: the email is asked for again next time, and a new token made.
  }
}

/**
 * The token also lives in the `reaction-token` cookie (docs/decisions/021): a reaction posted
 * without JavaScript (or pressed before hydration) is made with it, so either path knows the
 * visitor's own reactions. localStorage is this path's own copy; the cookie follows it.
 */
function cookieToken(): string {
  try {
    return new RegExp(`(?:^|;\\s*)${REACTION_TOKEN_COOKIE}=([A-Za-z0-9_-]{22,128})(?:;|$)`).exec(document.cookie)?.[1] ?? '';
  } catch {
    return '';
  }
}

function writeCookieToken(token: string): void {
  try {
    document.cookie = `${REACTION_TOKEN_COOKIE}=${token}; path=/; samesite=lax; max-age=${token ? 31536000 : 0}${location.protocol === 'https:' ? '; secure' : ''}`;
  } catch {
    // No document (never in the browser).
  }
}

/** This browser's token: localStorage's, else the cookie's (a reaction made without JavaScript). */
const readToken = (): string => read(TOKEN_KEY) || cookieToken();

/** One token for both paths: the cookie takes localStorage's, or localStorage adopts the cookie's. */
function syncToken(): void {
  const stored = read(TOKEN_KEY);
  const cookie = cookieToken();
  if (stored && stored !== cookie) writeCookieToken(stored);
  else if (!stored && cookie) write(TOKEN_KEY, cookie);
}

/** "Not you?" forgets both: the next person in this browser gets a token of their own. */
export function rememberReactionEmail(email: string): void {
  write(EMAIL_KEY, email);
  if (!email) {
    write(TOKEN_KEY, '');
    writeCookieToken('');
  }
  listeners.forEach((l) => l());
}

/** 32 random bytes, base64url: the token the server asks for (22 to 128 of A-Z a-z 0-9 - _). */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** This browser's token, made (and remembered) on the first reaction. */
function reactionToken(): string {
  let token = readToken();
  if (!read(TOKEN_KEY)) {
    token ||= newToken();
    write(TOKEN_KEY, token);
    writeCookieToken(token);
    listeners.forEach((l) => l());
  }
  return token;
}

function useStored(snapshot: () => string): string {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    snapshot,
    () => '',
  );
}

export const useReactionEmail = (): string => useStored(() => read(EMAIL_KEY));
const useReactionToken = (): string => useStored(readToken);

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

type Mine = { commentId: number; reaction: ReactionKind }[];

/** A refusal the server explained (a 4xx), rather than a failure on the way. */
const refused = (error: unknown) => {
  const status = httpStatus(error);
  return status !== undefined && status >= 400 && status < 500;
};
const mineKey = (contentItemId: number, token: string) => ['reactions.mine', contentItemId, token] as const;

/**
 * Adds or removes a reaction for the remembered email, depending on whether this browser already
 * holds it (`reactions.mine`, one query for the page, by token), with the four toasts of the
 * spec. The counts come with the comments (one query per page of them, docs/decisions/020).
 */
export function useToggleReaction(contentItemId: number) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const add = trpc.public.reactions.add.useMutation();
  const remove = trpc.public.reactions.remove.useMutation();

  return {
    pending: add.isPending || remove.isPending,
    toggle(commentId: number, reaction: ReactionKind, email: string) {
      const token = reactionToken();
      const mine = (queryClient.getQueryData<Mine>(mineKey(contentItemId, token)) ?? []).some(
        (r) => r.commentId === commentId && r.reaction === reaction,
      );
      const refresh = () =>
        Promise.all([
          utils.public.comments.page.invalidate({ contentItemId }),
          queryClient.invalidateQueries({ queryKey: mineKey(contentItemId, token) }),
        ]);
      if (mine) {
        remove.mutate(
          { commentId, reaction, token },
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
          { commentId, userEmail: email, reaction, token },
          {
            onSuccess: () => {
              void refresh();
              toast({ title: 'Reaction Added', description: 'Your intellectual response has been duly recorded.' });
            },
            // The server's sentence for a refusal (another browser holds this reaction: a 409; the throttle).
            onError: (error) =>
              toast({
                title: 'Reaction Failed',
                description: (refused(error) && serverMessage(error)) || 'Unable to record your intellectual response at this time.',
                variant: 'destructive',
              }),
          },
        );
      }
    },
  };
}

/**
 * The reactions this browser holds on this exhibition's comments (none before its first reaction).
 * Asked by POST (a tRPC mutation), so the token stays out of URLs and the shared read cache.
 */
export function useMyReactions(contentItemId: number) {
  const utils = trpc.useUtils();
  const token = useReactionToken();
  useEffect(syncToken, []);
  return useQuery({
    queryKey: mineKey(contentItemId, token),
    queryFn: (): Promise<Mine> => utils.client.public.reactions.mine.mutate({ contentItemId, token }),
    enabled: Boolean(token),
  });
}

/**
 * Counts per kind and the toggle buttons of one approved comment. Each button is a real form
 * (docs/decisions/021): without JavaScript, or pressed before hydration, it posts to
 * `/forms/reaction` (`intent` says what the button showed: add, or remove the visitor's own).
 */
export function ReactionBar({
  contentItemId,
  commentId,
  counts,
  mine,
  disabled,
  onReact,
}: {
  contentItemId: number;
  commentId: number;
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
          <form
            key={kind}
            method="post"
            action={formAction('reaction')}
            onSubmit={(e) => {
              e.preventDefault();
              onReact(kind);
            }}
          >
            <input type="hidden" name="contentItemId" value={contentItemId} />
            <input type="hidden" name="commentId" value={commentId} />
            <input type="hidden" name="reaction" value={kind} />
            <input type="hidden" name="intent" value={pressed ? 'remove' : 'add'} />
            <button
              type="submit"
              aria-pressed={pressed}
              aria-label={`${LABELS[kind]}: ${count}${pressed ? ' (yours; press to remove)' : ''}`}
              data-reaction={kind}
              disabled={disabled}
              className={`inline-flex items-center gap-1.5 rounded-full border-2 px-3 py-1 text-base font-bold transition-colors disabled:opacity-60 ${
                pressed ? 'border-burgundy bg-burgundy text-parchment' : 'border-ink/30 bg-paper text-ink hover:border-burgundy'
              }`}
            >
              <ReactionIcon kind={kind} />
              <span data-testid="reaction-count">{count}</span>
            </button>
          </form>
        );
      })}
    </div>
  );
}

/** The prompt's schema, loaded on the prompt's first focus: zod stays out of the page's first JavaScript. */
const loadPromptSchema = () => import('~/shared/schemas/reactions').then((m) => m.reactionEmailPromptInput);

/**
 * The email prompt: asked once, before the first reaction; Cancel clears it. A real form too
 * (docs/decisions/021): without JavaScript the server renders it open after a button's post, and
 * it posts the address with the reaction to `/forms/reaction`.
 */
export function ReactionEmailPrompt({
  contentItemId,
  commentId,
  reaction,
  onSubmit,
  onCancel,
}: {
  contentItemId: number;
  commentId: number;
  reaction: ReactionKind;
  onSubmit: (email: string) => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useSchemaForm({
    initial: { userEmail: '', website: '' },
    schema: loadPromptSchema,
    post: 'reaction',
    id: (name) => (name === 'website' ? 'reaction-website' : 'reaction-email'),
    clearErrorOnChange: true,
    onValid: (data) => onSubmit(data.userEmail),
  });

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    // The server's HTML has it open (not modal): once hydrated it becomes the modal it is with JavaScript.
    try {
      if (d.open && !d.matches(':modal')) d.close();
    } catch {
      // A browser that does not know :modal keeps it open as it is.
    }
    if (!d.open) d.showModal?.();
  }, []);

  return (
    <dialog
      ref={dialog}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      aria-labelledby="reaction-email-title"
      // Open in the server's HTML (there is no script to open it); made modal once hydrated.
      open
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-sm border-4 border-double border-gold bg-paper p-0 text-ink backdrop:bg-ink/60"
    >
      <form {...form.formProps} className="space-y-4 p-6">
        <h2 id="reaction-email-title" className="text-2xl font-bold">
          Your Email, If You Please
        </h2>
        <input type="hidden" name="contentItemId" value={contentItemId} />
        <input type="hidden" name="commentId" value={commentId} />
        <input type="hidden" name="reaction" value={reaction} />
        <input type="hidden" name="intent" value="add" />
        <p className="text-base text-ink-soft">
          Reactions are counted one per Fellow, so your address is recorded with your reaction. It is never shown to anyone, and only this
          browser can withdraw the reaction. We ask once: this browser remembers it for next time.
        </p>
        <FormField form={form} name="userEmail" label="Email">
          <input
            {...form.field('userEmail')}
            type="email"
            required
            autoComplete="email"
            autoFocus
            className="field-input"
            maxLength={LIMITS.email}
          />
        </FormField>
        <Honeypot form={form} />
        <FormMessage form={form} />
        <div className="flex flex-wrap justify-end gap-3">
          {/* Without JavaScript, Cancel is a link back to the page without the prompt. */}
          <a
            href={`/exhibitions/${contentItemId}#discourse`}
            role="button"
            className="btn-secondary"
            onClick={(e) => {
              e.preventDefault();
              onCancel();
            }}
          >
            Cancel
          </a>
          <button type="submit" className="btn-primary" disabled={form.hydrated && !form.values.userEmail.trim()}>
            Submit Reaction
          </button>
        </div>
      </form>
    </dialog>
  );
}
