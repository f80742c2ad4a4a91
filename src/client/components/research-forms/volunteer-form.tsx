import { LIMITS } from '~/shared/limits';
import { VOLUNTEER_AGES, VOLUNTEER_AVAILABILITY, VOLUNTEER_EXPERIMENTS, volunteerApplicationInput } from '~/shared/schemas/research-forms';
import { trpc } from '~/client/lib/trpc';
import {
  FormSection,
  type Question,
  ResearchForm,
  SelectField,
  TextArea,
  TextAreas,
  TextField,
  type TextKey,
  type Thanks,
  useResearchForm,
} from './form-fields';

const empty = {
  name: '',
  email: '',
  phone: '',
  age: '',
  background: '',
  interests: '',
  availability: '',
  experience: '',
  motivation: '',
  experiments: [] as string[],
  website: '',
};
type Values = typeof empty;

const BACKGROUND: Question<TextKey<Values>>[] = [
  {
    key: 'background',
    label: 'Professional or Educational Background',
    placeholder: 'Occupation, studies, or the library you frequent',
    optional: true,
    rows: 3,
  },
  {
    key: 'interests',
    label: 'Research Interests',
    placeholder: 'Memory, attention, creativity, the noble art of staring out of windows...',
    optional: true,
    rows: 3,
  },
];

const SENT: Thanks = {
  title: 'Application Submitted Successfully!',
  description: "We'll contact you within 48 hours to discuss your participation in our research.",
};

/** The volunteer application of /volunteer-research, stored per D15. */
export function VolunteerForm() {
  const { form, field, frame } = useResearchForm(
    'volunteer',
    empty,
    volunteerApplicationInput,
    trpc.public.researchForms.volunteer.useMutation,
    SENT,
  );
  const { values, errors } = form;
  const toggleExperiment = (name: string) =>
    form.set(
      'experiments',
      values.experiments.includes(name) ? values.experiments.filter((e) => e !== name) : [...values.experiments, name],
    );

  return (
    <ResearchForm {...frame} label="Volunteer application" submitLabel="Submit Application">
      <FormSection title="About You" number={1}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field('name')} label="Full Name" required autoComplete="name" maxLength={LIMITS.name} />
          <TextField {...field('email')} label="Email Address" type="email" required autoComplete="email" maxLength={LIMITS.email} />
          <TextField
            {...field('phone')}
            label="Telephone"
            type="tel"
            autoComplete="tel"
            maxLength={50}
            hint="Optional. We ring only during research hours."
          />
          <SelectField
            {...field('age')}
            label="Age Range"
            placeholder="Select your age range"
            options={VOLUNTEER_AGES}
            hint="Volunteers must be 18 or over."
          />
        </div>
        <TextAreas field={field} questions={BACKGROUND} />
      </FormSection>

      <FormSection title="Your Participation" number={2}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...field('availability')}
            label="Availability"
            placeholder="Select your availability"
            options={VOLUNTEER_AVAILABILITY}
          />
        </div>
        <TextArea
          {...field('experience')}
          label="Previous Research Experience"
          placeholder="Any studies you have taken part in (being surveyed by a chatbot does not count)"
          rows={3}
        />
        <fieldset>
          <legend className="field-label">Experiments you would like to join</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {VOLUNTEER_EXPERIMENTS.map((name, i) => (
              <label
                key={name}
                htmlFor={`volunteer-experiment-${i}`}
                className="flex cursor-pointer items-start gap-3 rounded-sm border border-ink/20 bg-paper p-3 text-base hover:border-ink/50"
              >
                <input
                  id={`volunteer-experiment-${i}`}
                  type="checkbox"
                  name="experiments"
                  value={name}
                  className="mt-1 h-5 w-5 accent-burgundy"
                  checked={values.experiments.includes(name)}
                  onChange={() => toggleExperiment(name)}
                />
                <span>{name}</span>
              </label>
            ))}
          </div>
          {errors.experiments && <p className="field-error">{errors.experiments}</p>}
        </fieldset>
        <TextArea
          {...field('motivation')}
          label="Why do you wish to volunteer?"
          required
          placeholder="In your own words. Your own, mind."
          rows={5}
        />
      </FormSection>

      <div className="rounded-sm border-2 border-gold bg-parchment p-4 text-base" role="note">
        <p className="font-display font-bold">Consent and data</p>
        <p className="mt-1">
          By submitting this application you confirm that you are 18 or over and consent to the Club keeping these details to arrange your
          participation. They are read by the Research Office alone, never sold, never fed to a machine, and deleted on request. You may
          withdraw from any study at any time, without giving a reason and without forfeiting your biscuits.
        </p>
      </div>
    </ResearchForm>
  );
}
