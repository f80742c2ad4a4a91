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

/** A stored volunteer application (D15); optional answers not given are null. */
export const volunteerApplicationOutput = z.object({
  id: rowId,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  age: z.string().nullable(),
  background: z.string().nullable(),
  interests: z.string().nullable(),
  availability: z.string().nullable(),
  experience: z.string().nullable(),
  motivation: z.string(),
  experiments: z.array(z.string()),
  createdAt: timestamp,
});

/** A stored research proposal (D15). */
export const researchProposalOutput = z.object({
  id: rowId,
  name: z.string(),
  email: z.string(),
  affiliation: z.string().nullable(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  objectives: z.string(),
  methodology: z.string(),
  duration: z.string().nullable(),
  participants: z.string().nullable(),
  resources: z.string().nullable(),
  ethics: z.string(),
  significance: z.string(),
  collaboration: z.string().nullable(),
  createdAt: timestamp,
});
