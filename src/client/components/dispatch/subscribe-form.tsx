import { type Ref, useId } from 'react';
import { DISPATCH_BOX_LABEL, DISPATCH_CONSENT_WORDING, DISPATCH_NAME, type DispatchSource } from '~/shared/dispatch';
import { formAction } from '~/shared/form-posts';

/**
 * A subscribe form for The Club's Dispatch (docs/decisions/056): a plain form that posts to
 * /forms/dispatchSubscribe with or without JavaScript (docs/decisions/021), so it costs the pages
 * it sits on no script. The sentence beside the button is the consent asked for; the server stores
 * the same words with the time and this form's name, then sends the confirmation letter.
 */
export function DispatchSubscribeForm({
  source,
  tone = 'light',
  email,
  error,
  heading = `Subscribe to ${DISPATCH_NAME}`,
}: {
  source: DispatchSource;
  tone?: 'light' | 'dark';
  email?: string;
  error?: string;
  heading?: string;
}) {
  const id = useId();
  const dark = tone === 'dark';
  return (
    <form method="post" action={formAction('dispatchSubscribe')} aria-labelledby={`${id}-heading`} noValidate className="relative">
      <h2 id={`${id}-heading`} className={`font-display text-base font-bold ${dark ? 'text-gold-light' : 'text-ink'}`}>
        {heading}
      </h2>
      <p id={`${id}-consent`} className={`mt-2 text-base ${dark ? 'text-parchment/90' : 'text-ink-soft'}`}>
        {DISPATCH_CONSENT_WORDING}
      </p>
      <input type="hidden" name="source" value={source} />
      <label htmlFor={`${id}-email`} className={`mt-3 block text-base font-bold ${dark ? 'text-parchment' : 'text-ink'}`}>
        Your address for the Dispatch
      </label>
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        required
        autoComplete="email"
        defaultValue={email}
        aria-describedby={`${id}-consent${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className="field-input mt-1"
      />
      {error && (
        <p id={`${id}-error`} className={`mt-1 text-base font-bold ${dark ? 'text-gold-light' : 'text-burgundy'}`}>
          {error}
        </p>
      )}
      <div aria-hidden="true" className="absolute left-[-10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className={`${dark ? 'btn-gold' : 'btn-primary'} mt-3`}>
        Subscribe
      </button>
    </form>
  );
}

// In this module, not one of its own: a new chunk would add its name to the home page entry's preload map.
/**
 * The Dispatch's unticked box inside another form (the support card, the checkout;
 * docs/decisions/062). Its label is the consent sentence's first words and the rest of the sentence
 * describes it, so what is shown is the wording the server keeps. Uncontrolled: the form reads it
 * when it sends (a box ticked before hydration counts); a post without JavaScript sends
 * `dispatch=on` only when it is ticked.
 */
export function DispatchBox({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <div className="flex items-start gap-3">
      <input id={id} ref={inputRef} name="dispatch" type="checkbox" aria-describedby={`${id}-wording`} className="mt-1 h-5 w-5 shrink-0" />
      <p className="text-base text-ink-soft">
        <label htmlFor={id} className="font-bold text-ink">
          {DISPATCH_BOX_LABEL}
        </label>
        <span id={`${id}-wording`}>{DISPATCH_CONSENT_WORDING.slice(DISPATCH_BOX_LABEL.length)}</span>
      </p>
    </div>
  );
}
