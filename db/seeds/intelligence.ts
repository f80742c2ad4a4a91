import type { NewRow } from '../../src/server/db/schema';

/** Intelligence reports: three published (one featured) and one draft. */
export const intelligenceReports: NewRow<'intelligence_reports'>[] = [
  {
    title: 'The Memo That Said Nothing at Great Length',
    subtitle: 'An analysis of "Unlocking Cognitive Synergy at Scale"',
    summary:
      'A 4,000-word internal memo from a fictional consultancy promises to "reimagine thinking itself". Our analysts read all of it, so that you need not, and found one verifiable claim: that the memo exists.',
    content:
      '<p>The document under review arrived at the Intelligence Desk in a binder of such lustre that our Keeper of Records had to draw the curtains. Its thesis, repeated eleven times, is that "AI-first cognition" will "unlock value at the intersection of people and possibility".</p>' +
      '<h3>Method</h3>' +
      '<p>Two Fellows read the memo aloud to one another in the library, stopping each time a sentence could be understood by a reasonably alert spaniel. They stopped twice.</p>' +
      '<h3>Findings</h3>' +
      '<p>The memo contains <strong>forty-one</strong> uses of "leverage", <strong>nineteen</strong> of "ecosystem" and a diagram in which three overlapping circles are labelled "People", "Process" and "Yes". No figure is sourced. The single case study concerns a company that "saved thousands of hours", a saving it then spent reading this memo.</p>' +
      '<p>We conclude that the memo was almost certainly written with the assistance of the very technology it praises, which would explain why it reads like a weather forecast for a country that does not exist.</p>',
    sourceTitle: 'Unlocking Cognitive Synergy at Scale (internal memorandum)',
    sourceUrl: 'https://example.com/reports/cognitive-synergy-memo',
    sourceDate: '2025-09-30',
    category: 'corporate-bs',
    bullshitMeter: 9,
    keyInsights: JSON.stringify([
      'The memo uses "leverage" forty-one times and "evidence" none.',
      'Its only case study measures hours saved, not results achieved.',
      'The recommended first step is to hire the authors of the memo.',
    ]),
    hiddenTruths: JSON.stringify([
      'The "transformation roadmap" is a Gantt chart with no dates.',
      'Staff are to be "upskilled" by watching a forty-minute video on mute.',
      'The budget line for "human judgement" has been quietly set to zero.',
      'Nobody involved could say what problem was being solved.',
    ]),
    authorNote:
      '<p>Reviewed with a pot of strong tea and a red pencil, both of which were exhausted by page nine. <em>— The Intelligence Desk</em></p>',
    imageUrl: '/seed/report-1.svg',
    featured: 1,
    published: 1,
    createdAt: '2025-10-14T09:00:00.000Z',
    updatedAt: '2025-10-15T11:30:00.000Z',
  },
  {
    title: 'The Thinking Kettle: A Product Launch Examined',
    subtitle: 'Does your tea need an opinion?',
    summary:
      'A fictional appliance maker has launched a kettle that "learns your preferences" and "anticipates your needs". We tested the claims against the traditional method of pressing the switch.',
    content:
      '<p>The launch event featured a smoke machine, a string quartet and a presenter who described boiling water as "a journey". The kettle itself connects to the internet, requires an account, and asks for permission to access your contacts.</p>' +
      '<p>In trials, the Thinking Kettle brought water to the boil in four minutes and twelve seconds, including a ninety-second firmware update. The Club’s own kettle, purchased in 1974, managed it in three minutes flat and asked for nothing.</p>' +
      '<p>The "anticipation" feature switched the kettle on at 3 a.m. on two occasions, having concluded from past behaviour that the owner was "likely to want tea". The owner did not; the owner wanted sleep.</p>' +
      '<p>To its credit, the kettle does boil water. We simply note that this problem was solved some time ago.</p>',
    sourceTitle: 'Introducing the Thinking Kettle: Tea, Reimagined',
    sourceUrl: 'https://example.com/launches/thinking-kettle',
    sourceDate: '2026-02-10',
    category: 'product-launch',
    bullshitMeter: 7,
    keyInsights: JSON.stringify([
      'The kettle boils water, which kettles already did.',
      'Setup takes longer than a year of manual boiling decisions.',
      'The subscription tier unlocks "premium steam".',
    ]),
    hiddenTruths: JSON.stringify([
      'The kettle stops working when the company’s servers do.',
      'Usage data is shared with "trusted partners", including a biscuit brand.',
      'The learning feature is a timer with a marketing budget.',
    ]),
    authorNote: '<p>No kettles were harmed in the making of this report, although one was spoken to sharply.</p>',
    imageUrl: '/seed/report-2.svg',
    featured: 0,
    published: 1,
    createdAt: '2026-02-24T14:45:00.000Z',
    updatedAt: '2026-02-24T14:45:00.000Z',
  },
  {
    title: 'Regulating the Fog: A White Paper Reviewed',
    subtitle: 'Good intentions, approximate nouns',
    summary:
      'A fictional parliamentary white paper on AI governance contains some sensible ideas, some fog and a glossary that defines "AI" in three incompatible ways. A mixed bag, honestly assessed.',
    content:
      '<p>Unlike most documents that cross our desk, this white paper does make concrete proposals: a public register of automated decisions, a right to ask for a human review, and a requirement that vendors disclose how their systems were tested.</p>' +
      '<p>The difficulty lies elsewhere. The glossary defines artificial intelligence first as "software that learns", then as "any system that makes predictions", and finally, in an appendix, as "technologies of the future". By the last definition, the Club’s barometer qualifies.</p>' +
      '<p>Enforcement is left to a body that does not yet exist, funded from a budget that has not yet been set, reporting to a minister whose post has been renamed twice since drafting began.</p>' +
      '<p>We award a moderate score: the fog is real, but so, for once, is the substance beneath it.</p>',
    sourceTitle: 'A Pro-Innovation Approach to Thinking Machines (white paper)',
    sourceUrl: 'https://example.com/policy/white-paper-thinking-machines',
    sourceDate: '2026-05-19',
    category: 'policy-analysis',
    bullshitMeter: 5,
    keyInsights: JSON.stringify([
      'The right to a human review is a genuinely good idea.',
      'A public register of automated decisions would help everyone.',
      'Three definitions of AI in one document is two too many.',
      'No enforcement body means no enforcement, yet.',
    ]),
    hiddenTruths: JSON.stringify([
      '"Pro-innovation" appears on every page; "accountability" on four.',
      'The consultation period closes before the paper’s own timetable begins.',
      'Industry representatives outnumbered members of the public eight to one.',
    ]),
    authorNote: '<p>We try to be fair. It is tiring, but we try.</p>',
    imageUrl: null,
    featured: 0,
    published: 1,
    createdAt: '2026-06-02T10:20:00.000Z',
    updatedAt: '2026-06-03T08:00:00.000Z',
  },
  {
    title: 'A Modest Study That Actually Checked',
    subtitle: 'Draft: a rare case of research meeting reality',
    summary:
      'A fictional university study measured whether students who drafted essays by hand first wrote better final essays. It used a control group, published its data and drew careful conclusions. We are as surprised as you.',
    content:
      '<p>The study followed 240 students over one term. Half drafted their essays by hand before typing them; half drafted directly with writing assistance. Essays were marked blind by examiners who did not know which group was which.</p>' +
      '<p>The hand-drafting group scored modestly higher on argument and originality, and modestly lower on spelling. The authors note the sample is small, the effect moderate and further work needed, which is exactly what honest researchers say.</p>' +
      '<p><em>Draft note: confirm the marking rubric with the authors before publication.</em></p>',
    sourceTitle: 'Pen Before Keyboard: A Controlled Study of Essay Drafting',
    sourceUrl: 'https://example.com/research/pen-before-keyboard',
    sourceDate: '2026-10-05',
    category: 'research-reality',
    bullshitMeter: 3,
    keyInsights: JSON.stringify([
      'A control group and blind marking: the basics, done properly.',
      'The effect is real but modest, and the authors say so.',
      'The raw data is published for anyone to check.',
    ]),
    hiddenTruths: JSON.stringify([
      'The press release called it "a revolution"; the paper did not.',
      'Spelling suffered, and the Club will not pretend otherwise.',
      'Funding came from a stationery firm, which is disclosed in full.',
    ]),
    authorNote: '<p>Held back until we have confirmed the rubric. Accuracy before applause.</p>',
    imageUrl: '/seed/report-4.svg',
    featured: 0,
    published: 0,
    createdAt: '2026-10-28T16:00:00.000Z',
    updatedAt: '2026-11-02T09:15:00.000Z',
  },
];
