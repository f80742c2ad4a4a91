/**
 * Part 2 section 3: seven fellows, joined 1847 and 2018 to 2023. Shared with the server for the
 * sitemap's fellow pages (/fellow-directory/SLUG). Zod-free.
 */
export type Fellow = {
  /** The fellow's page, /fellow-directory/SLUG. */
  slug: string;
  name: string;
  title: string;
  location: string;
  joinDate: string;
  membershipLevel: 'Founding Member' | 'Full Member' | 'Distinguished Fellow';
  specialties: string[];
  achievements: string[];
  bio: string;
  avatar: string | null;
  status: string;
  publications: number;
};

export const FELLOWS: Fellow[] = [
  {
    slug: 'algernon-thistlewood',
    // The founder of the biography, the timeline and the charter (one person everywhere: founder.test.ts).
    name: 'Professor Algernon Thistlewood',
    title: 'Founder and First President',
    location: 'Bath, United Kingdom',
    joinDate: '1847',
    membershipLevel: 'Founding Member',
    specialties: ['Victorian Cognition', 'Mental Arithmetic', 'Candlelit Debate'],
    achievements: [
      'Founded the Club in 1847',
      'Wrote the Charter on the back of a coffee-house bill',
      'Never once used a calculating engine',
    ],
    bio: 'Founded the Club in 1847 after being refused entry to a lecture on Mr Babbage’s Analytical Engine. President until 1891, and still listed: the Board holds that he never stopped thinking.',
    avatar: null,
    status: 'emeritus',
    publications: 312,
  },
  {
    slug: 'henrietta-quill',
    name: 'Dr Henrietta Quill',
    title: 'Professor of Boredom Studies',
    location: 'Edinburgh, Scotland',
    joinDate: '2018',
    membershipLevel: 'Distinguished Fellow',
    specialties: ['Boredom', 'Attention Restoration', 'Window Gazing', 'Silence'],
    achievements: ['Delivered the ten-minute silent lecture', 'Author of “The Art of Being Bored”'],
    bio: 'Argues, at length and without slides, that an unoccupied mind is not an empty one. Her lecture audiences describe the silences as the best part.',
    avatar: null,
    status: 'active',
    publications: 147,
  },
  {
    slug: 'alfred-dabney',
    name: 'Mr Alfred Dabney',
    title: 'Keeper of the Workshop',
    location: 'Sheffield, United Kingdom',
    joinDate: '2019',
    membershipLevel: 'Full Member',
    specialties: ['Pencil Sharpening', 'Hand Tools'],
    achievements: ['Sharpened 10,000 pencils by knife', 'Filmed the Arsenal’s pencil video'],
    bio: 'Believes the oldest writing technology still in daily use deserves a sharp point and a steady hand. Says “there we are” more than any other Fellow.',
    avatar: null,
    status: 'active',
    publications: 38,
  },
  {
    slug: 'agatha-quill',
    name: 'Professor Agatha Quill',
    title: 'Director, Turing Test Reversal Protocol',
    location: 'Cambridge, United Kingdom',
    joinDate: '2020',
    membershipLevel: 'Distinguished Fellow',
    specialties: ['Human-AI Interaction', 'Conversation', 'Suspicion', 'Tea Ceremony'],
    achievements: ['Designed the Reverse Turing Test', 'Passed it herself, narrowly'],
    bio: 'Asks not whether machines can pass for human, but whether humans still can after a year of autocomplete. No relation to Henrietta, she insists.',
    avatar: null,
    status: 'active',
    publications: 201,
  },
  {
    slug: 'rajesh-iyer',
    name: 'Dr Rajesh Iyer',
    title: 'Fellow in Memory Arts',
    location: 'Mumbai, India',
    joinDate: '2021',
    membershipLevel: 'Full Member',
    specialties: ['Memory Palaces', 'Mental Arithmetic', 'Recitation'],
    achievements: ['Recited the Charter from memory, backwards', 'Chairs the Memory Arts Committee'],
    bio: 'Keeps eleven memory palaces, one of them a faithful copy of the Club library. Has never written down a telephone number and never intends to.',
    avatar: null,
    status: 'on sabbatical',
    publications: 92,
  },
  {
    slug: 'ingrid-solberg',
    name: 'Ms Ingrid Solberg',
    title: 'Correspondent, Nordic Chapter',
    location: 'Bergen, Norway',
    joinDate: '2022',
    membershipLevel: 'Full Member',
    specialties: ['Letter Writing', 'Slow Reading'],
    achievements: ['Founded the Nordic Chapter', 'Wrote 400 letters by hand in one winter'],
    bio: 'Corresponds only by post, which she says improves both the thinking and the weather. Her replies arrive in about a fortnight and are always worth it.',
    avatar: null,
    status: 'active',
    publications: 64,
  },
  {
    slug: 'kwame-mensah',
    name: 'Mr Kwame Mensah',
    title: 'Junior Fellow in Cognitive Defence',
    location: 'Accra, Ghana',
    joinDate: '2023',
    membershipLevel: 'Full Member',
    specialties: ['Cognitive Security', 'Hype Detection', 'Debate'],
    achievements: ['Youngest winner of the Annual Debate', 'Compiled the Field Guide to Hype Fallacies'],
    bio: 'Reads product announcements so the rest of us do not have to, and rates them on the Bullshit Meter before breakfast.',
    avatar: null,
    status: 'active',
    publications: 23,
  },
];

/** Part 2 section 2: the figures of the stat cards besides the fellow count. */
export const FELLOW_STATS = { yearsOfService: 147, publications: 927, countries: 23 };

export const initials = (name: string) =>
  name
    .replace(/^(Sir|Dr|Mr|Mrs|Ms|Miss|Professor)\s+/, '')
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** A specialty's form in an address: /fellow-directory?specialty=memory-palaces. */
export const specialtySlug = (specialty: string) => specialty.replace(/\W+/g, '-').toLowerCase();

/** Every specialty of the fellows, A to Z, with its address form and how many fellows hold it. */
export const SPECIALTIES = [...new Set(FELLOWS.flatMap((f) => f.specialties))]
  .sort()
  .map((name) => ({ name, slug: specialtySlug(name), count: FELLOWS.filter((f) => f.specialties.includes(name)).length }));

/** The specialty of ?specialty=, when it names one (anything else shows every fellow). */
export const specialtyFor = (slug: unknown) => (typeof slug === 'string' ? SPECIALTIES.find((s) => s.slug === slug) : undefined);

export const fellowBySlug = (slug: string): Fellow | undefined => FELLOWS.find((f) => f.slug === slug);

/** Where a fellow's profile is. */
export const fellowPath = (f: Pick<Fellow, 'slug'>) => `/fellow-directory/${f.slug}`;
