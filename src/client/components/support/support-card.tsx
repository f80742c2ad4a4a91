import { Link, useRouter } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { emailShareUrl, linkedinCertificationUrl, SHARE_TYPE_LABELS, type ShareType, twitterShareUrl } from '~/shared/support';
import { FormField, FormMessage, useSchemaForm, Honeypot } from '~/client/lib/schema-form';
import { toast } from '~/client/lib/toast';
import { trpc } from '~/client/lib/trpc';
import { DispatchBox, DispatchSubscribeForm } from '../dispatch/subscribe-form';

// The schema (and zod) load on the card's first focus: the home page's JavaScript budget.
const loadSchema = () => import('~/shared/schemas/support').then((m) => m.supporterInput);

type Supporter = { firstName: string; email: string; certId: string };

/** The supporter a post without JavaScript registered (docs/decisions/021). */
const postedSupporter = (result: Record<string, string> | undefined): Supporter | null =>
  result?.firstName && result.certId ? { firstName: result.firstName, email: result.email ?? '', certId: result.certId } : null;
const empty = { firstName: '', email: '', website: '' };

/**
 * The support card (part 1 section 2, D9): a form that registers a supporter, then a success
 * state whose three share buttons open their targets in a new tab and record each share.
 */
export function SupportCard() {
  const [registered, setSupporter] = useState<Supporter | null>(null);
  // The Dispatch's box (docs/decisions/062): unticked; ticked, the server starts the footer form's double opt-in.
  // Read from the page at sending, so a box ticked before hydration counts.
  const dispatchBox = useRef<HTMLInputElement>(null);
  const { context } = useRouter().options;
  // The browser's own address, as before; on the server (a post without JavaScript) PUBLIC_URL's.
  const origin = typeof window === 'undefined' ? context.origin : window.location.origin;
  const register = trpc.public.support.share.useMutation();
  const recordShare = trpc.public.support.share.useMutation();
  const form = useSchemaForm({
    initial: empty,
    schema: loadSchema,
    post: 'support',
    id: (name) => (name === 'firstName' ? 'support-first-name' : `support-${name}`),
    clearErrorOnChange: true,
    // Spec: a blank card makes no call, even pressed before the card's code runs.
    nativeUntilHydrated: true,
    // The register step: a LinkedIn share with the certificate claimed; the server issues and signs its number.
    toInput: (values) => ({
      ...values,
      shareType: 'linkedin' as const,
      certificationClaimed: true,
      shareAction: 'register' as const,
      dispatch: dispatchBox.current?.checked ?? false,
    }),
    onInvalid: (errors, values) => {
      // Spec: a blank name or email is answered with a toast, not next to the field.
      if (!values.firstName.trim() || !values.email.trim()) {
        toast({
          title: 'Information Required',
          description: 'Please provide your name and email to show your support.',
          variant: 'destructive',
        });
        return {};
      }
      return errors;
    },
    onValid: (data) =>
      register.mutate(data, {
        onSuccess: ({ certId }) => {
          setSupporter({ firstName: data.firstName, email: data.email, certId: certId ?? '' });
          toast({
            title: 'Support Registered!',
            description: 'Thank you for proudly using your organic brain! Your certification link is ready.',
          });
        },
        onError: () =>
          toast({
            title: 'Registration Failed',
            description: 'We regret that your support could not be recorded at this time.',
            variant: 'destructive',
          }),
      }),
  });

  const supporter = registered ?? postedSupporter(form.posted?.result);
  if (supporter) {
    const linkedinUrl = linkedinCertificationUrl(origin, supporter.firstName, supporter.certId);
    const targets: { shareType: ShareType; label: string; href: string; className: string }[] = [
      { shareType: 'twitter', label: SHARE_TYPE_LABELS.twitter, href: twitterShareUrl(origin), className: 'btn-secondary' },
      { shareType: 'linkedin', label: SHARE_TYPE_LABELS.linkedin, href: linkedinUrl, className: 'btn-primary' },
      { shareType: 'email', label: SHARE_TYPE_LABELS.email, href: emailShareUrl(origin, supporter.firstName), className: 'btn-secondary' },
    ];
    // The link opens at once (no pop-up blocker); the share is recorded alongside it.
    // (A supporter registered without JavaScript left no email in the page: the links still open.)
    const onShare = (shareType: ShareType) =>
      supporter.email &&
      recordShare.mutate(
        {
          firstName: supporter.firstName,
          email: supporter.email,
          shareType,
          certificationClaimed: shareType === 'linkedin',
          shareAction: 'share',
          ...(shareType === 'linkedin' && { linkedinUrl }),
        },
        { onError: (error) => console.warn('Share not recorded:', error.message) },
      );
    return (
      <>
        <div className="card p-6 sm:p-8" data-testid="support-card" data-state="success" role="status">
          <p className="font-display text-sm font-bold uppercase tracking-[0.2em] text-burgundy">Support Registered</p>
          <h3 className="mt-2 text-2xl font-bold sm:text-3xl">Welcome to the Resistance, {supporter.firstName}!</h3>
          <p className="mt-3 text-ink-soft">
            Your organic brain is now formally on the record. Spread the word, and claim the certificate you so thoroughly thought for.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {targets.map((t) => (
              <a
                key={t.shareType}
                href={t.href}
                target="_blank"
                rel="noopener noreferrer"
                className={t.className}
                onClick={() => onShare(t.shareType)}
              >
                {t.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ))}
          </div>
          <p className="mt-5 text-base">
            <Link to="/certificate" search={{ name: supporter.firstName, certId: supporter.certId }}>
              View your printable certificate ({supporter.certId})
            </Link>
          </p>
        </div>
        <div className="card mt-4 p-6 sm:p-8">
          <DispatchSubscribeForm source="support" email={supporter.email} heading="Hear from the Club" />
        </div>
      </>
    );
  }

  const pending = register.isPending;
  return (
    <form {...form.formProps} className="card p-6 sm:p-8" data-testid="support-card" data-state="form" aria-labelledby="support-card-title">
      <h3 id="support-card-title" className="text-2xl font-bold sm:text-3xl">
        Stand Up for the Organic Brain
      </h3>
      <p className="mt-2 text-ink-soft">
        Declare your support, free of charge, and receive a certificate fit for your professional profile.
      </p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="What you receive">
        <li className="badge">Free Support</li>
        <li className="badge">LinkedIn Certificate</li>
        <li className="badge">Digital Resistance</li>
      </ul>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="firstName" label="First Name">
          <input {...form.field('firstName')} type="text" className="field-input" autoComplete="given-name" maxLength={100} required />
        </FormField>
        <FormField form={form} name="email" label="Email">
          <input {...form.field('email')} type="email" className="field-input" autoComplete="email" maxLength={255} required />
        </FormField>
      </div>
      <div className="mt-4">
        <DispatchBox id="support-dispatch" inputRef={dispatchBox} />
      </div>
      <Honeypot form={form} />
      <FormMessage form={form} />
      {/* Disabled while blank only once hydrated: before, the fields' `required` blocks a blank card (and the server answers one that gets through). */}
      <button
        type="submit"
        className="btn-primary mt-6 w-full sm:w-auto"
        disabled={pending || (form.hydrated && (!form.values.firstName || !form.values.email))}
      >
        {pending ? 'Registering Support...' : 'Show Support & Get Certificate'}
      </button>
    </form>
  );
}
