import { LIMITS } from '~/shared/limits';
import { PROPOSAL_CATEGORIES, PROPOSAL_DURATIONS, researchProposalInput } from '~/shared/schemas/research-forms';
import { trpc } from '~/client/lib/trpc';
import {
  FormSection,
  type Question,
  ResearchForm,
  SelectField,
  TextArea,
  TextAreas,
  TextField,
  type Thanks,
  useResearchForm,
} from './form-fields';

const empty = {
  name: '',
  email: '',
  affiliation: '',
  title: '',
  category: '',
  description: '',
  objectives: '',
  methodology: '',
  duration: '',
  participants: '',
  resources: '',
  ethics: '',
  significance: '',
  collaboration: '',
  website: '',
};
type Values = typeof empty;

const METHOD: Question<keyof Values>[] = [
  { key: 'objectives', label: 'Research Objectives', placeholder: 'What you hope to learn. Specific, measurable and not generated.' },
  { key: 'methodology', label: 'Methodology', placeholder: 'How you will go about it: design, measures, controls, pencils required.' },
];

const ETHICS_AND_IMPACT: Question<keyof Values>[] = [
  {
    key: 'ethics',
    label: 'Ethical Considerations',
    placeholder: 'Consent, privacy, and how you will treat your volunteers with Victorian courtesy.',
  },
  {
    key: 'significance',
    label: 'Significance and Expected Impact',
    placeholder: 'Why this matters for the preservation of human thought.',
  },
  {
    key: 'collaboration',
    label: 'Collaboration Opportunities',
    placeholder: 'Optional. Fellows, institutions or societies you would like to work with.',
    optional: true,
    rows: 3,
  },
];

const SENT: Thanks = {
  title: 'Research Proposal Submitted!',
  description: 'Your proposal will be reviewed by our Research Committee within 5-7 business days.',
};

/** The research proposal of /propose-research: four sections, stored per D15. */
export function ProposalForm() {
  const { field, frame } = useResearchForm('proposal', empty, researchProposalInput, trpc.public.researchForms.proposal.useMutation, SENT);

  return (
    <ResearchForm {...frame} label="Research proposal" submitLabel="Submit Proposal">
      <FormSection title="Principal Investigator" number={1}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field('name')} label="Principal Investigator" required autoComplete="name" maxLength={LIMITS.name} />
          <TextField {...field('email')} label="Email Address" type="email" required autoComplete="email" maxLength={LIMITS.email} />
        </div>
        <TextField
          {...field('affiliation')}
          label="Institutional Affiliation"
          autoComplete="organization"
          maxLength={LIMITS.title}
          hint="Optional. Independent scholars and kitchen-table philosophers are most welcome."
        />
      </FormSection>

      <FormSection title="Research Overview" number={2}>
        <TextField {...field('title')} label="Research Title" required maxLength={LIMITS.title} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...field('category')}
            label="Research Category"
            required
            placeholder="Select a category"
            options={PROPOSAL_CATEGORIES}
          />
          <SelectField {...field('duration')} label="Expected Duration" placeholder="Select a duration" options={PROPOSAL_DURATIONS} />
        </div>
        <TextArea
          {...field('description')}
          label="Research Description"
          required
          rows={5}
          placeholder="What you propose to study, and why an organic mind should be the one to study it."
        />
      </FormSection>

      <FormSection title="Methodology" number={3}>
        <TextAreas field={field} questions={METHOD} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...field('participants')}
            label="Participants Needed"
            maxLength={LIMITS.shortText}
            placeholder="e.g. 40 adult volunteers"
          />
          <TextField
            {...field('resources')}
            label="Resources Required"
            maxLength={LIMITS.message}
            placeholder="e.g. a quiet room, stopwatches, tea"
          />
        </div>
      </FormSection>

      <FormSection title="Ethics and Impact" number={4}>
        <TextAreas field={field} questions={ETHICS_AND_IMPACT} />
      </FormSection>
    </ResearchForm>
  );
}
