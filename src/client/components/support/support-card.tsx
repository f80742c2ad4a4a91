import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  emailShareUrl,
  linkedinCertificationUrl,
  newCertificateId,
  type ShareType,
  twitterShareUrl,
} from '../../../shared/support';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

// A light check before calling; the server validates with the shared schema.
const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

type Supporter = { firstName: string; email: string; certId: string };

/**
 * The support card (part 1 section 2, D9): a form that registers a supporter, then a success
 * state whose three share buttons open their targets in a new tab and record each share.
 */
export function SupportCard() {
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [supporter, setSupporter] = useState<Supporter | null>(null);
  const register = trpc.public.support.share.useMutation();
  const recordShare = trpc.public.support.share.useMutation();

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const name = firstName.trim();
    const address = email.trim();
    if (!name || !address) {
      toast({ title: 'Information Required', description: 'Please provide your name and email to show your support.', variant: 'destructive' });
      return;
    }
    if (!looksLikeEmail(address)) {
      setEmailError('Please enter a valid email address');
      return;
    }
    setEmailError(null);
    const certId = newCertificateId();
    register.mutate(
      {
        firstName: name,
        email: address,
        shareType: 'linkedin',
        certificationClaimed: true,
        shareAction: 'register',
        linkedinUrl: linkedinCertificationUrl(window.location.origin, name, certId),
        website,
      },
      {
        onSuccess: () => {
          setSupporter({ firstName: name, email: address, certId });
          toast({ title: 'Support Registered!', description: 'Thank you for proudly using your organic brain! Your certification link is ready.' });
        },
        onError: () =>
          toast({ title: 'Registration Failed', description: 'We regret that your support could not be recorded at this time.', variant: 'destructive' }),
      },
    );
  };

  if (supporter) {
    const origin = window.location.origin;
    const linkedinUrl = linkedinCertificationUrl(origin, supporter.firstName, supporter.certId);
    const targets: { shareType: ShareType; label: string; href: string; className: string }[] = [
      { shareType: 'twitter', label: 'Share on Twitter', href: twitterShareUrl(origin), className: 'btn-secondary' },
      { shareType: 'linkedin', label: 'Add LinkedIn Certificate', href: linkedinUrl, className: 'btn-primary' },
      { shareType: 'email', label: 'Share via Email', href: emailShareUrl(origin, supporter.firstName), className: 'btn-secondary' },
    ];
    // The link opens at once (no pop-up blocker); the share is recorded alongside it.
    const onShare = (shareType: ShareType) =>
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
      <div className="card p-6 sm:p-8" data-testid="support-card" data-state="success" role="status">
        <p className="font-display text-sm font-bold uppercase tracking-[0.2em] text-burgundy">Support Registered</p>
        <h3 className="mt-2 text-2xl font-bold sm:text-3xl">Welcome to the Resistance, {supporter.firstName}!</h3>
        <p className="mt-3 text-ink-soft">
          Your organic brain is now formally on the record. Spread the word, and claim the certificate you so
          thoroughly thought for.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {targets.map((t) => (
            <a key={t.shareType} href={t.href} target="_blank" rel="noopener noreferrer" className={t.className}
              onClick={() => onShare(t.shareType)}>
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
    );
  }

  const pending = register.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="card p-6 sm:p-8" data-testid="support-card" data-state="form"
      aria-labelledby="support-card-title">
      <h3 id="support-card-title" className="text-2xl font-bold sm:text-3xl">Stand Up for the Organic Brain</h3>
      <p className="mt-2 text-ink-soft">
        Declare your support, free of charge, and receive a certificate fit for your professional profile.
      </p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="What you receive">
        <li className="badge">Free Support</li>
        <li className="badge">LinkedIn Certificate</li>
        <li className="badge">Digital Resistance</li>
      </ul>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="support-first-name" className="field-label">First Name</label>
          <input id="support-first-name" className="field-input" autoComplete="given-name" maxLength={100}
            value={firstName} onChange={(e) => setFirstName(e.target.value)} />
        </div>
        <div>
          <label htmlFor="support-email" className="field-label">Email</label>
          <input id="support-email" type="email" className="field-input" autoComplete="email" maxLength={255}
            value={email} onChange={(e) => { setEmail(e.target.value); setEmailError(null); }}
            aria-invalid={Boolean(emailError)} aria-describedby={emailError ? 'support-email-error' : undefined} />
          {emailError && <p id="support-email-error" className="field-error">{emailError}</p>}
        </div>
      </div>
      {/* Honeypot (D8): hidden from people and assistive technology. */}
      <div aria-hidden="true" className="absolute left-[-10000px] h-px w-px overflow-hidden">
        <label htmlFor="support-website">Website</label>
        <input id="support-website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
      </div>
      <button type="submit" className="btn-primary mt-6 w-full sm:w-auto" disabled={pending || !firstName || !email}>
        {pending ? 'Registering Support...' : 'Show Support & Get Certificate'}
      </button>
    </form>
  );
}
