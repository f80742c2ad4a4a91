import { z } from 'zod';
import { LIMITS } from '../limits';
import { emailField, honeypot, nameField, optionalText, requiredText } from './fields';
import { rowId, timestamp } from './answers';

/** Option lists of part 2 section 5, in the spec's order. */
export const VOLUNTEER_AGES = ['18-25', '26-35', '36-45', '46-55', '56-65', '66+'] as const;
export const VOLUNTEER_AVAILABILITY = [
  '1-2 hours per week',
  '3-5 hours per week',
  '5-10 hours per week',
  '10+ hours per week',
  'Flexible/Project-based',
] as const;
export const VOLUNTEER_EXPERIMENTS = [
  'The Procrastination Algorithm',
  'The Turing Test Reversal Protocol',
  'Machine Learning Meditation Study',
  'AI Creativity vs. Human Imagination Trials',
  'The Great Memory Competition',
  'Empathy Simulation Experiments',
] as const;
export const PROPOSAL_CATEGORIES = [
  'Behavioral Modeling',
  'Cognitive Assessment',
  'Consciousness Research',
  'Creative Comparison',
  'Memory Studies',
  'Emotional Intelligence',
  'Human-AI Interaction',
  'Cognitive Security',
  'Thinking Preservation',
  'Other',
] as const;
export const PROPOSAL_DURATIONS = ['1-3 months', '3-6 months', '6-12 months', '1-2 years', '2+ years'] as const;

const LONG_TEXT = LIMITS.message;
const SHORT_TEXT = LIMITS.shortText;

/** An optional choice from a fixed list: '' (nothing chosen) becomes undefined. */
const optionalChoice = <T extends readonly [string, ...string[]]>(label: string, options: T) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(options, { error: `${label} must be one of: ${options.join(', ')}` }).optional(),
  );

const requiredChoice = <T extends readonly [string, ...string[]]>(label: string, options: T) =>
  z.enum(options, { error: `${label} must be one of: ${options.join(', ')}` });

/** POST /api/volunteer-application (D15). */
export const volunteerApplicationInput = z.object({
  name: nameField('Name'),
  email: emailField('Email'),
  phone: optionalText('Phone', 50),
  age: optionalChoice('Age', VOLUNTEER_AGES),
  background: optionalText('Background', LONG_TEXT),
  interests: optionalText('Interests', LONG_TEXT),
  availability: optionalChoice('Availability', VOLUNTEER_AVAILABILITY),
  experience: optionalText('Experience', LONG_TEXT),
  motivation: requiredText('Motivation', LONG_TEXT),
  experiments: z
    .array(requiredChoice('Experiment', VOLUNTEER_EXPERIMENTS), { error: 'Experiments must be a list' })
    .max(VOLUNTEER_EXPERIMENTS.length, `Experiments must list at most ${VOLUNTEER_EXPERIMENTS.length} choices`)
    .optional()
    .transform((list) => [...new Set(list ?? [])]),
  ...honeypot,
});

/** POST /api/research-proposal (D15). */
export const researchProposalInput = z.object({
  name: nameField('Principal Investigator'),
  email: emailField('Email'),
  affiliation: optionalText('Affiliation', LIMITS.title),
  title: requiredText('Title', LIMITS.title),
  category: requiredChoice('Category', PROPOSAL_CATEGORIES),
  description: requiredText('Description', LONG_TEXT),
  objectives: requiredText('Objectives', LONG_TEXT),
  methodology: requiredText('Methodology', LONG_TEXT),
  duration: optionalChoice('Duration', PROPOSAL_DURATIONS),
  participants: optionalText('Participants', SHORT_TEXT),
  resources: optionalText('Resources', LONG_TEXT),
  ethics: requiredText('Ethics', LONG_TEXT),
  significance: requiredText('Significance', LONG_TEXT),
  collaboration: optionalText('Collaboration', LONG_TEXT),
  ...honeypot,
});

// --- Answers ---

type Stored<T> = undefined extends z.output<T> ? z.ZodNullable<z.ZodString> : z.ZodString;
type StoredAnswers<S extends z.core.$ZodShape, L> = {
  -readonly [K in Exclude<keyof S, keyof typeof honeypot>]: K extends keyof L ? L[K] : Stored<S[K]>;
};

/**
 * A D15 form as the admin reads it back: every question of its input schema (the honeypot aside),
 * a required answer as text and an optional one as text or null (not given), with the row's id and
 * time; `lists` gives the answers stored as lists. Derived from the input, so a new question
 * cannot be left out of the answer.
 */
function storedAnswers<S extends z.core.$ZodShape, L extends z.core.$ZodShape = Record<never, never>>(input: z.ZodObject<S>, lists?: L) {
  const answers = Object.fromEntries(
    Object.entries(input.shape)
      .filter(([key]) => !(key in honeypot))
      .map(([key, field]) => [key, lists?.[key] ?? (z.safeParse(field, undefined).success ? z.string().nullable() : z.string())]),
  ) as StoredAnswers<S, L>;
  return z.object({ id: rowId, ...answers, createdAt: timestamp });
}

/** A stored volunteer application (D15); optional answers not given are null. */
export const volunteerApplicationOutput = storedAnswers(volunteerApplicationInput, { experiments: z.array(z.string()) });

/** A stored research proposal (D15). */
export const researchProposalOutput = storedAnswers(researchProposalInput);
