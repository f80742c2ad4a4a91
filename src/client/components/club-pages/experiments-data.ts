/** The eight experiments of /ai-experiments (part 2 section 2); only the first two are demos. */
type ExperimentStatus =
  | 'Interactive Demo'
  | 'Ongoing Research'
  | 'Preliminary Results'
  | 'Data Collection'
  | 'Completed'
  | 'Ethics Review'
  | 'Perpetually Delayed';

type Experiment = {
  title: string;
  summary: string;
  lead: string;
  /** Where the demo or the results live. */
  href?: '/reality-readiness' | '/job-title-translator' | '/procrastination-algorithm';
  action?: string;
} & (
  | { status: 'Completed'; /** A completed study has a result: shown on its card, never "Results Pending". */ finding: string }
  | { status: Exclude<ExperimentStatus, 'Completed'>; finding?: never }
);

/** What a card ends with: its page, its finding, or the spec's disabled "Results Pending" when it has neither. */
export function experimentOutcome(e: Experiment): 'link' | 'finding' | 'pending' {
  if (e.href) return 'link';
  return e.finding ? 'finding' : 'pending';
}

export const EXPERIMENTS: Experiment[] = [
  {
    title: 'Reality Readiness Assessment',
    status: 'Interactive Demo',
    summary:
      'Five short clips, ten seconds each. Can you tell genuine footage from the work of a machine? Score four out of five to earn Cognitive Independence Level 1.',
    lead: 'The Department of Perception',
    href: '/reality-readiness',
    action: 'Take the Assessment',
  },
  {
    title: 'JobTitleTranslator™',
    status: 'Interactive Demo',
    summary:
      'Corporate job titles and professional-network headlines, translated into kindergarten language by a hand-written dictionary. No model was harmed, or used.',
    lead: 'The Plain Speech Society',
    href: '/job-title-translator',
    action: 'Translate a Title',
  },
  {
    title: 'The Procrastination Algorithm',
    status: 'Preliminary Results',
    summary:
      'A study of whether the human habit of putting things off is, in fact, a sophisticated prioritisation engine that machines cannot replicate. Results were due in 2023.',
    lead: 'Dr Tobias Later, Fellow in Deferred Studies',
    href: '/procrastination-algorithm',
    action: 'View Results',
  },
  {
    title: 'The Turing Test Reversal Protocol',
    status: 'Ongoing Research',
    summary:
      'Instead of asking whether a machine can pass for human, we ask whether humans can still pass for human after a year of autocomplete.',
    lead: 'Professor Agatha Quill',
  },
  {
    title: 'Machine Learning Meditation Study',
    status: 'Completed',
    summary: 'Twelve Fellows sat silently beside a server rack for a week to see which of them, or it, would reach enlightenment first.',
    lead: 'The Contemplative Committee',
    finding:
      'All twelve Fellows reached a settled calm by the Wednesday. The server restarted itself 41 times and reported no inner peace. Conclusion: stillness remains an organic skill.',
  },
  {
    title: 'AI Creativity vs. Human Imagination Trials',
    status: 'Data Collection',
    summary: 'Poems, paintings and puddings made by people and by machines, judged blind by a panel of grandmothers.',
    lead: 'Miss Eleanor Brushwood, Keeper of the Studio',
  },
  {
    title: 'The Great Memory Competition',
    status: 'Ethics Review',
    summary:
      'Fellows memorise the London telephone directory of 1952 against a search engine with its wifi switched off. The ethics panel is worried about the search engine.',
    lead: 'The Memory Arts Committee',
  },
  {
    title: 'Empathy Simulation Experiments',
    status: 'Perpetually Delayed',
    summary:
      'Can a chatbot that says “I understand how you feel” actually understand how you feel? The study was postponed while the researchers had a good cry.',
    lead: 'Dr Henrietta Feeling',
  },
];

/** Badge colours by status: colour only, no transitions (part 2 section 4). AA on their own fills. */
export const STATUS_STYLES: Record<ExperimentStatus, string> = {
  'Interactive Demo': 'border-burgundy-dark bg-burgundy text-parchment',
  'Ongoing Research': 'border-[#1f4e79] bg-[#dbe8f5] text-[#1f3d5c]',
  'Preliminary Results': 'border-[#7a5a00] bg-[#fbefc6] text-[#5c4300]',
  'Data Collection': 'border-[#5b3d7a] bg-[#ebe0f5] text-[#45295e]',
  Completed: 'border-[#2f6b3a] bg-[#e0f0e2] text-[#24532d]',
  'Ethics Review': 'border-[#8a4b12] bg-[#f8e3cf] text-[#6b3a0e]',
  'Perpetually Delayed': 'border-ink/50 bg-parchment-dark text-ink',
};
