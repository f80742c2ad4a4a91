import type { NewRow } from '../../src/server/db/schema';

/**
 * Exhibitions (content_items). Titles are referenced by db/seeds/comments.ts, so keep them in
 * step when renaming. The newest row across all showcase tables lives here (see the last entry).
 */
export const exhibitions: NewRow<'content_items'>[] = [
  {
    title: 'The Lost Art of Long Division',
    type: 'exhibition',
    category: 'Manual Arithmetic',
    featured: 1,
    imageUrl: '/seed/exhibition-1.svg',
    createdAt: '2025-01-14T10:30:00.000Z',
    description:
      '<p>Step into our East Gallery, where the humble <strong>long division</strong> is displayed in its natural habitat: the back of an envelope, the margin of a hymn book and, in one celebrated case, the inside lid of a biscuit tin.</p>' +
      '<p>Visitors may observe the ancient ritual of <em>bringing down the next digit</em>, a practice once performed daily by schoolchildren and now preserved chiefly by grandmothers and the occasional quantity surveyor. Each specimen has been authenticated by our Keeper of Remainders, who assures us that no calculating engine was consulted, harmed or even mentioned in their making.</p>' +
      '<blockquote>"To divide by seventeen without assistance is to know oneself." — Inscription above the gallery door</blockquote>',
  },
  {
    title: 'Copperplate & Consequence: A Century of Handwriting',
    type: 'exhibition',
    category: 'Handwriting',
    featured: 0,
    imageUrl: '/seed/exhibition-2.svg',
    createdAt: '2025-02-20T14:15:00.000Z',
    description:
      '<p>One hundred letters, ledgers and strongly worded notes to the milkman, every one of them written by a <em>human hand</em> attached to a <em>human head</em>.</p>' +
      '<p>Highlights include a resignation letter of such exquisite penmanship that the employer begged its author to stay, and a shopping list from 1893 that our conservators have been unable to decipher but suspect concerns kippers. A magnifying glass is provided; autocorrect is not.</p>',
  },
  {
    title: 'The Memory Palace of Lady Agatha Thornbury',
    type: 'exhibition',
    category: 'Memory Arts',
    featured: 1,
    imageUrl: '/seed/exhibition-3.svg',
    createdAt: '2025-03-03T16:05:00.000Z',
    description:
      '<p>Lady Agatha Thornbury (1831–1904) memorised the entire Bradshaw railway timetable by placing each departure in a different room of an imaginary house. The 10.42 to Swindon, she maintained, lived in the airing cupboard.</p>' +
      '<p>This immersive exhibition reconstructs her palace at full scale. Guests are invited to walk its corridors and <strong>remember something on purpose</strong>, an experience many describe as bewildering, faintly muscular and quietly triumphant.</p>' +
      '<h2>Rooms of note</h2>' +
      '<ul><li>The Drawing Room of Kings and Queens, in order</li><li>The Scullery of Irregular Verbs</li><li>The Conservatory of Friends’ Birthdays, unaided</li></ul>',
  },
  {
    title: 'Slide Rules and Sensibility',
    type: 'exhibition',
    category: 'Manual Arithmetic',
    featured: 0,
    imageUrl: '/seed/exhibition-4.svg',
    createdAt: '2025-04-18T09:45:00.000Z',
    description:
      '<p>Before the pocket calculator, engineers built bridges, railways and at least one very ambitious greenhouse using two sticks of boxwood that slid past one another. The Club presents forty slide rules, each accompanied by the structure it helped to design and a short note on whether it is still standing. (Most are. We checked by looking.)</p>',
  },
  {
    title: 'Resolved, That Machines Shall Never Think: The Great Debate of 1867',
    type: 'exhibition',
    category: 'Debate',
    featured: 0,
    imageUrl: '/seed/exhibition-5.svg',
    createdAt: '2025-05-27T18:20:00.000Z',
    description:
      '<p>A faithful re-enactment, staged nightly, of the Club’s founding debate, in which Professor Ezekiel Hobbs argued that a loom could one day compose sonnets and was politely asked to leave.</p>' +
      '<p>The motion was carried by 212 votes to 1, the dissenting vote being cast by Professor Hobbs himself, who had returned through a side door. Transcripts, a lock of the Professor’s remarkable whiskers, and the original <em>Chair of Polite Disagreement</em> are on display.</p>' +
      '<p>Audience members may heckle, provided they do so in complete sentences.</p>',
  },
  {
    title: 'Margins: Annotations of the Perplexed',
    type: 'exhibition',
    category: 'Cognitive Heritage',
    featured: 0,
    imageUrl: '/seed/exhibition-6.svg',
    createdAt: '2025-07-09T11:00:00.000Z',
    description:
      '<p>A collection of marginalia from the Club library: <em>"Surely not?"</em>, <em>"Cf. my aunt"</em>, and the much-loved <em>"This is where I fell asleep, 14th March"</em>. Evidence, if any were needed, that reading was once a conversation rather than a summary.</p>',
  },
  {
    title: 'Experiment No. 7: The Unassisted Shopping List',
    type: 'experiment',
    category: 'Memory Arts',
    featured: 0,
    imageUrl: '/seed/exhibition-7.svg',
    createdAt: '2025-08-22T15:30:00.000Z',
    description:
      '<p>Twelve brave volunteers were sent to a grocer with a list of fourteen items, which was then <strong>confiscated at the door</strong>.</p>' +
      '<p>Results: eleven returned with at least twelve items; one returned with a ham, a watering can and a deep sense of peace. No volunteer required a push notification to recall the eggs. The Research Committee concludes that the human memory remains fully operational and merely sulks when ignored.</p>' +
      '<p><em>Method and raw tallies are available to Fellows on request, written out by hand.</em></p>',
  },
  {
    title: 'Daydreaming: A Retrospective',
    type: 'exhibition',
    category: 'Cognitive Heritage',
    featured: 0,
    imageUrl: '/seed/exhibition-8.svg',
    createdAt: '2025-10-01T13:10:00.000Z',
    description:
      '<p>An empty room, a comfortable chair and a window overlooking a moderately interesting hedge. Visitors are asked to sit and think about nothing in particular for twenty minutes. Previous guests have emerged with two novels, a solution to a family dispute and the sudden conviction that they ought to learn the cello.</p>',
  },
  {
    title: 'The Penny Post and the Patient Reply',
    type: 'exhibition',
    category: 'Handwriting',
    featured: 0,
    imageUrl: '/seed/exhibition-9.svg',
    createdAt: '2025-11-15T10:00:00.000Z',
    description:
      '<p>Correspondence from an age when a reply took a fortnight and was <u>worth the wait</u>. Includes a proposal of marriage drafted over six weeks, and its answer, drafted over seven.</p>' +
      '<p>Not one letter in the collection opens with <s>"Hope this finds you well"</s> generated by a machine that has never been well, nor unwell, nor found.</p>',
  },
  {
    title: 'Mental Maps: Navigation Before the Satellite',
    type: 'exhibition',
    category: 'Cognitive Heritage',
    featured: 0,
    imageUrl: '/seed/exhibition-10.svg',
    createdAt: '2026-01-20T12:40:00.000Z',
    description:
      '<p>How did our forebears reach Bath? By <em>remembering where Bath was</em>. This gallery charts the directions people once gave one another: "left at the pub that used to be a bank", "straight on until you smell the brewery", and the masterful "you can’t miss it", which, in fairness, one frequently could.</p>' +
      '<p>A hand-drawn map of the building is issued at the entrance. Visitors who arrive at the tea room without assistance receive a commemorative biscuit.</p>',
  },
  {
    title: 'Experiment No. 12: Boredom Tolerance Trials',
    type: 'experiment',
    category: 'Cognitive Heritage',
    featured: 0,
    imageUrl: '/seed/exhibition-11.svg',
    createdAt: '2026-03-03T16:05:00.000Z',
    description:
      '<p>Participants were placed in a waiting room with no device, no magazine and a clock that ticked slightly too loudly. The median participant reached for a phantom pocket after 41 seconds and composed a limerick after nine minutes.</p>' +
      '<p>The Committee regards the limerick as the more significant finding and has had it framed.</p>',
  },
  {
    title: 'The Rhetorician’s Cabinet: Instruments of Argument',
    type: 'exhibition',
    category: 'Debate',
    featured: 1,
    imageUrl: '/seed/exhibition-12.svg',
    createdAt: '2026-06-11T17:25:00.000Z',
    description:
      '<p>A cabinet of curiosities devoted to the well-made argument. Behold the <strong>syllogism</strong> in its original walnut case; the <strong>rebuttal</strong>, sharpened weekly; and the rare and delicate <strong>concession</strong>, which few living debaters have been seen to use in public.</p>' +
      '<ol><li>Premise, major</li><li>Premise, minor</li><li>Conclusion, hard won</li></ol>' +
      '<p>Also on display: a preserved example of the <em>straw man</em>, stuffed, and a strongly worded placard reading <em>"Citation Needed"</em> that once hung in the Club’s smoking room.</p>' +
      '<p>Further reading is available at <a href="https://example.com/rhetoric-cabinet" rel="noopener noreferrer">the cabinet’s catalogue</a>.</p>',
  },
  {
    title: 'Mnemonic Verses for the Modern Forgetter',
    type: 'exhibition',
    category: 'Memory Arts',
    featured: 0,
    imageUrl: '/seed/exhibition-13.svg',
    createdAt: '2026-09-08T14:00:00.000Z',
    description:
      '<p>"Thirty days hath September" was only the beginning. Our scholars have composed new rhymes for the perils of the age: one for remembering your own telephone number, one for the names of your neighbours’ children, and a stirring ballad of eleven verses for recalling where you parked.</p>',
  },
  {
    title: 'The Abacus Reconsidered',
    type: 'exhibition',
    category: 'Manual Arithmetic',
    featured: 0,
    imageUrl: '/seed/exhibition-14.svg',
    createdAt: '2026-11-12T11:15:00.000Z',
    description:
      '<p>Our newest exhibition rehabilitates a much-maligned instrument. The abacus never once claimed to be sentient, never invented a footnote, and has gone four thousand years without requiring a software update.</p>' +
      '<p>Visitors may try their hand at the <strong>Club Abacus</strong>, a magnificent mahogany specimen with beads of polished jet. Sums over a thousand are applauded; sums over a million are gently discouraged as showing off.</p>',
  },
];
