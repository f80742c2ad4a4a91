import type { NewRow } from '../../src/server/db/schema';

/** Ironic "AI recognitions". Every company here is fictional; websites are example.com. */
export const recognitionItems: NewRow<'recognition_items'>[] = [
  {
    title: 'The Golden Confabulation Medal',
    company: 'Hallucinex Corporation',
    category: 'Excellence in Fabrication',
    featured: 1,
    imageUrl: '/seed/recognition-1.svg',
    websiteUrl: 'https://example.com/hallucinex',
    createdAt: '2025-03-21T12:00:00.000Z',
    description:
      '<p>Awarded to Hallucinex Corporation, whose legal research assistant supplied a barrister with <strong>fourteen precedents</strong>, complete with judges, dates and stirring dissenting opinions, not one of which had ever taken place.</p>' +
      '<p>The Committee was particularly moved by <em>Pemberton v. The Weather (1871)</em>, a case so persuasive that two Fellows wept before remembering it was invented. The medal is cast in solid gold, or at any rate the machine assured us it was.</p>',
  },
  {
    title: 'The Order of the Superfluous Summary',
    company: 'Brevity Labs Ltd',
    category: 'Productivity Theatre',
    featured: 0,
    imageUrl: '/seed/recognition-2.svg',
    websiteUrl: 'https://example.com/brevity-labs',
    createdAt: '2025-06-30T09:30:00.000Z',
    description:
      '<p>For a summarisation tool that converted a three-line email reading <em>"Lunch at one?"</em> into a nine-paragraph executive briefing with key takeaways, action items and a risk register. Lunch, we understand, was missed.</p>',
  },
  {
    title: 'The Perpetual Beta Ribbon',
    company: 'OmniPrompt Holdings',
    category: 'Lifetime Achievement',
    featured: 0,
    imageUrl: '/seed/recognition-3.svg',
    websiteUrl: null,
    createdAt: '2025-09-12T15:45:00.000Z',
    description:
      '<p>Presented to OmniPrompt Holdings in honour of their flagship assistant, which has been "nearly ready" since its launch and has, during that time, been renamed four times, rebranded twice and relaunched once as a lifestyle.</p>' +
      '<p>The ribbon itself is unfinished. We felt this was appropriate.</p>',
  },
  {
    title: 'Distinguished Service to Synergy',
    company: 'Synergetix Partners LLP',
    category: 'Corporate Poetry',
    featured: 0,
    imageUrl: '/seed/recognition-4.svg',
    websiteUrl: 'https://example.com/synergetix',
    createdAt: '2025-12-05T11:20:00.000Z',
    description:
      '<p>Synergetix Partners asked a machine to write their mission statement and received: <em>"To leverage holistic paradigms at the intersection of tomorrow."</em> They printed it on every mug in the building.</p>' +
      '<p>When our Secretary asked three employees what it meant, the answers were "vision", "synergy" and "please, I have a meeting".</p>',
  },
  {
    title: 'The Uncanny Hand Prize for Portraiture',
    company: 'Pictorix Imaging',
    category: 'Fine Arts (Approximately)',
    featured: 0,
    imageUrl: '/seed/recognition-5.svg',
    websiteUrl: 'https://example.com/pictorix',
    createdAt: '2026-04-02T10:10:00.000Z',
    description:
      '<p>For a portrait generator whose sitters possess, on average, <strong>6.4 fingers per hand</strong>, teeth in generous supply and, in one memorable commission, a second and entirely unrelated elbow.</p>' +
      '<p>The Club’s own portrait painter, Mr Alfred Dabney, examined the work at length and said only, "Well, I never," which is the most he has said since 1998.</p>',
  },
  {
    title: 'Most Confident Wrong Answer of the Year',
    company: 'Cogitron Solutions',
    category: 'Navigation & Certainty',
    featured: 0,
    imageUrl: '/seed/recognition-6.svg',
    websiteUrl: null,
    createdAt: '2026-10-19T14:30:00.000Z',
    description:
      '<p>Cogitron’s route-planning assistant directed a fleet of delivery vans to "proceed straight ahead" into the Thames at Putney, adding that the crossing was "well within tolerances". It then apologised, recalculated, and recommended the same route with greater enthusiasm.</p>',
  },
];
