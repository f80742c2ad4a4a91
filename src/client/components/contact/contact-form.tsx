import { CONTACT_SUBJECTS, DEFAULT_CONTACT_SUBJECT } from '~/shared/contact';
import { LIMITS } from '~/shared/limits';
import { toast } from '~/client/lib/toast';
import { trpc } from '~/client/lib/trpc';
import { FormField, FormSubmit, FormSuccess, useSchemaForm } from '~/client/lib/schema-form';

const empty = { firstName: '', email: '', subject: DEFAULT_CONTACT_SUBJECT, message: '', website: '' };

// The schema (and zod) load on the form's first focus: the home page's JavaScript budget.
const loadSchema = () => import('~/shared/schemas/contact').then((m) => m.contactFormInput);

/** The contact / fellowship application form of the home page (POST /api/membership). */
export function ContactForm() {
  const submit = trpc.public.contact.submit.useMutation({
    onSuccess: () => {
      form.reset();
      toast({
        title: 'Application Submitted',
        description: 'Your fellowship application has been received. We shall review it with the utmost care.',
      });
    },
    onError: (error) => {
      // The form keeps its values.
      form.showServerErrors(error);
      toast({
        title: 'Submission Failed',
        description: 'We regret that your application could not be processed at this time.',
        variant: 'destructive',
      });
    },
  });
  const form = useSchemaForm({
    initial: empty,
    schema: loadSchema,
    post: 'contact',
    id: (name) => `contact-${name}`,
    onValid: (data) => submit.mutate(data),
  });

  return (
    <form {...form.formProps} className="card space-y-4 p-6 sm:p-8" aria-labelledby="contact-form-title" data-testid="contact-form">
      <h3 id="contact-form-title" className="text-2xl font-bold">
        Apply for Fellowship or Write to the Secretary
      </h3>
      <FormSuccess
        form={form}
        title="Application Submitted"
        description="Your fellowship application has been received. We shall review it with the utmost care."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="firstName" label="Given Name">
          <input
            {...form.field('firstName')}
            type="text"
            className="field-input"
            required
            autoComplete="given-name"
            maxLength={LIMITS.name}
          />
        </FormField>
        <FormField form={form} name="email" label="Email">
          <input {...form.field('email')} type="email" className="field-input" required autoComplete="email" maxLength={LIMITS.email} />
        </FormField>
      </div>
      <FormField form={form} name="subject" label="Subject">
        <select {...form.field('subject')} className="field-input">
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </FormField>
      <FormField form={form} name="message" label="Message">
        <textarea {...form.field('message')} className="field-input min-h-[140px]" required maxLength={LIMITS.message} />
      </FormField>
      <FormSubmit form={form} pending={submit.isPending} label="Submit Application" />
    </form>
  );
}
