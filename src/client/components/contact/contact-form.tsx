import { useState } from 'react';
import { LIMITS } from '../../../shared/limits';
import { CONTACT_SUBJECTS, type ContactSubject, DEFAULT_CONTACT_SUBJECT } from '../../../shared/contact';
import { serverFieldErrors } from '../../lib/request-error';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

const empty = { firstName: '', email: '', subject: DEFAULT_CONTACT_SUBJECT as ContactSubject, message: '', website: '' };
type Values = typeof empty;

/**
 * Light checks in the browser keep the home page free of zod (its JavaScript budget); the
 * server validates everything with the shared schema and its messages are shown too.
 */
function check(v: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.firstName.trim()) errors.firstName = 'Given name is required';
  else if (v.firstName.trim().length > LIMITS.name) errors.firstName = `Given name must be at most ${LIMITS.name} characters`;
  if (!v.email.trim()) errors.email = 'Email is required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) errors.email = 'Please enter a valid email address';
  if (!v.message.trim()) errors.message = 'Message is required';
  else if (v.message.trim().length > LIMITS.message) errors.message = `Message must be at most ${LIMITS.message.toLocaleString('en-GB')} characters`;
  return errors;
}

/** The contact / fellowship application form of the home page (POST /api/membership). */
export function ContactForm() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = trpc.public.contact.submit.useMutation({
    onSuccess: () => {
      setValues(empty);
      setErrors({});
      toast({ title: 'Application Submitted', description: 'Your fellowship application has been received. We shall review it with the utmost care.' });
    },
    onError: (error) => {
      // The form keeps its values.
      setErrors(serverFieldErrors(error));
      toast({ title: 'Submission Failed', description: 'We regret that your application could not be processed at this time.', variant: 'destructive' });
    },
  });

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`contact-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    submit.mutate(values);
  };

  const set = (key: keyof Values) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }) as Values);
  const describe = (key: string) => (errors[key] ? `contact-${key}-error` : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="card space-y-4 p-6 sm:p-8" aria-labelledby="contact-form-title" data-testid="contact-form">
      <h3 id="contact-form-title" className="text-2xl font-bold">Apply for Fellowship or Write to the Secretary</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-firstName" className="field-label">Given Name</label>
          <input id="contact-firstName" className="field-input" required autoComplete="given-name" maxLength={LIMITS.name}
            value={values.firstName} onChange={set('firstName')} aria-invalid={Boolean(errors.firstName)} aria-describedby={describe('firstName')} />
          {errors.firstName && <p id="contact-firstName-error" className="field-error">{errors.firstName}</p>}
        </div>
        <div>
          <label htmlFor="contact-email" className="field-label">Email</label>
          <input id="contact-email" type="email" className="field-input" required autoComplete="email" maxLength={LIMITS.email}
            value={values.email} onChange={set('email')} aria-invalid={Boolean(errors.email)} aria-describedby={describe('email')} />
          {errors.email && <p id="contact-email-error" className="field-error">{errors.email}</p>}
        </div>
      </div>
      <div>
        <label htmlFor="contact-subject" className="field-label">Subject</label>
        <select id="contact-subject" className="field-input" value={values.subject} onChange={set('subject')}
          aria-invalid={Boolean(errors.subject)} aria-describedby={describe('subject')}>
          {CONTACT_SUBJECTS.map((s) => <option key={s} value={s}>{s}</option>)}
        </select>
        {errors.subject && <p id="contact-subject-error" className="field-error">{errors.subject}</p>}
      </div>
      <div>
        <label htmlFor="contact-message" className="field-label">Message</label>
        <textarea id="contact-message" className="field-input min-h-[140px]" required maxLength={LIMITS.message}
          value={values.message} onChange={set('message')} aria-invalid={Boolean(errors.message)} aria-describedby={describe('message')} />
        {errors.message && <p id="contact-message-error" className="field-error">{errors.message}</p>}
      </div>
      {/* Honeypot (D8): hidden from people and assistive technology. */}
      <div aria-hidden="true" className="absolute left-[-10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
      </div>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={submit.isPending}>
        {submit.isPending ? 'Submitting...' : 'Submit Application'}
      </button>
    </form>
  );
}
