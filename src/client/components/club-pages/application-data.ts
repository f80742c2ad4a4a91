/** The application process (part 2 sections 3, 4 and 9): its page and its printable requirements read it. */

type StepStatus = 'immediate' | 'scheduled' | 'verification' | 'interview' | 'decision';

/** Part 2 sections 3, 4 and 9: five steps, their durations, requirements and border colours. */
export const STEPS: { step: number; title: string; description: string; duration: string; requirements: string[]; status: string }[] = [
  {
    step: 1,
    title: 'Initial Submission',
    description: 'Complete the application form by your own hand. Applications that arrive suspiciously well punctuated are read twice.',
    duration: '5-10 minutes',
    requirements: ['Minimum age of 18 years', 'A completed application form', 'A short statement on the last thing you thought of unaided'],
    status: 'immediate',
  },
  {
    step: 2,
    title: 'Cognitive Aptitude Assessment',
    description: 'A friendly examination of attention, recall and reasoning, sat in the Reading Room with a pencil and a glass of water.',
    duration: '30-45 minutes',
    requirements: [
      'An attention span of at least 15 minutes',
      'Mental arithmetic to the standard of a competent shopkeeper',
      'No devices in the examination room',
    ],
    status: 'scheduled',
  },
  {
    step: 3,
    title: 'Character Reference Review',
    description: 'Our Secretary writes to your referees, by post, and waits patiently for them to reply in kind.',
    duration: '1-2 weeks',
    requirements: ['Two professional references', 'One personal reference', 'Referees who have met you in person, at least once'],
    status: 'verification',
  },
  {
    step: 4,
    title: 'Interview with Club Officials',
    description:
      'A conversation by the fire about ideas, books and the last time you changed your mind. There are no wrong answers, only unconsidered ones.',
    duration: '45-60 minutes',
    requirements: ['An interview with three Fellows', 'One idea you are prepared to defend', 'Willingness to be interrupted courteously'],
    status: 'interview',
  },
  {
    step: 5,
    title: 'Final Review and Acceptance',
    description: 'The Membership Committee reviews your file, votes with brass tokens, and writes to you on headed paper.',
    duration: '2-3 business days',
    requirements: ['A majority of the Committee in favour', 'Acceptance of the Charter', 'Payment of the first subscription'],
    status: 'decision',
  },
];

/** Spec: the status only picks an icon, with a default for anything else. */
const STATUS_ICONS: Record<StepStatus, string> = {
  immediate: '✍️',
  scheduled: '📅',
  verification: '🔍',
  interview: '🎩',
  decision: '⚖️',
};
export const stepIcon = (status: string) => STATUS_ICONS[status as StepStatus] ?? '📜';

/** Border colours run blue, green, yellow, purple, red for steps 1 to 5. */
export const STEP_BORDERS = ['border-l-[#1f5fa8]', 'border-l-[#2f7d3a]', 'border-l-[#c9a000]', 'border-l-[#6b3fa0]', 'border-l-[#b3261e]'];

export const PREREQUISITES = [
  {
    name: 'Age & Identity',
    items: ['Minimum age of 18 years', 'Proof of identity, in person', 'A name you answer to without being prompted'],
  },
  {
    name: 'Cognitive Prerequisites',
    items: [
      'An attention span of at least 10 minutes',
      'The ability to read a page without scrolling',
      'Curiosity, demonstrated at least weekly',
    ],
  },
  {
    name: 'Technical Requirements',
    items: [
      'A working pencil',
      'Access to paper (lined or plain, we do not judge)',
      'The ability to switch off a telephone, and to leave it off',
    ],
  },
  {
    name: 'Character Qualifications',
    items: ['Courtesy in disagreement', 'A willingness to say “I don’t know”', 'No history of passing off machine work as your own'],
  },
];

export const TIMELINE = [
  { figure: '2-3 Weeks', label: 'Standard processing', note: 'Rush processing available for the impatient' },
  { figure: '98%', label: 'Success rate', note: 'Of applicants who reach the interview' },
  { figure: '24/7', label: 'Support', note: 'Human staff only' },
];
