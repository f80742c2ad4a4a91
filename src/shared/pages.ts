/**
 * The public pages with a fixed address: the title and description each one gives search
 * engines and share previews (route `head()` on the client), and the list the sitemap walks.
 * Detail pages (/exhibitions/12, ...) take theirs from the item. Zod-free: every page reads it.
 */
export const SITE_NAME = 'The Brain Appreciation Club';

export type PageMeta = { title: string; description: string };

export const PAGES = {
  '/': {
    title: 'The Brain Appreciation Club: celebrating organic human thought since 1847',
    description: 'A Victorian society for the unassisted mind: exhibitions, AI recognitions, a Hall of Shame and experiments.',
  },
  '/dispatch': {
    title: 'The Club’s Dispatch',
    description:
      'The Club’s occasional letter: new Intelligence Reports, the annual report and symposia. Past issues, and how to subscribe.',
  },
  '/privacy': {
    title: 'Privacy',
    description: 'What the Club keeps, and for how long.',
  },
  '/about': {
    title: 'About the Club',
    description: 'A refuge for the unassisted mind since 1847, open to all who enjoy their own thoughts.',
  },
  '/biography': {
    title: 'Our Founder, Professor Algernon Thistlewood',
    description: 'The life of Professor Algernon Thistlewood (1809-1891), mathematician and founder of the Club.',
  },
  '/board-of-governors': {
    title: 'Board of Governors',
    description: 'The governors who steer the Club and guard its charter.',
  },
  '/historical-charter': {
    title: 'Historical Charter',
    description: 'The founding charter of 1847 and the principles of organic thought the Club still keeps.',
  },
  '/annual-reports': {
    title: 'Annual Reports',
    description: 'The Club’s yearly accounts of fellowship, finances and the state of human thinking.',
  },
  '/exhibitions': {
    title: 'Exhibitions',
    description: 'Every exhibition of the Club, celebrating unassisted human ingenuity.',
  },
  '/digital-archives': {
    title: 'Digital Archives',
    description: 'Papers, pamphlets and proceedings from the Club’s archive, catalogued by hand.',
  },
  '/image-galleries': {
    title: 'Image Galleries',
    description: 'The printed plates of the Club’s exhibitions, each captioned with what it shows.',
  },
  '/blog-posts': {
    title: 'Blog Posts',
    description: 'Essays from the fellowship on thinking for oneself.',
  },
  '/ai-experiments': {
    title: 'AI Experiments',
    description: 'The Club’s experiments, from the Job Title Translator to the Reality Readiness quiz.',
  },
  '/procrastination-algorithm': {
    title: 'The Procrastination Algorithm',
    description: 'An experiment in deliberate delay: what the machines cannot do is wait well.',
  },
  '/job-title-translator': {
    title: 'JobTitleTranslator™',
    description: 'Paste an inflated job title and receive its plain meaning, roasted by human-written rules.',
  },
  '/reality-readiness': {
    title: 'Reality Readiness Assessment',
    description: 'Real footage or AI-generated? Watch five clips and see if your brain can still tell.',
  },
  '/brain-arsenal': {
    title: 'The Brain Arsenal',
    description: 'Prompts, datasets, tools and videos for the defence of human thinking.',
  },
  '/intelligence': {
    title: 'Intelligence Reports',
    description: 'Corporate announcements and AI hype, read by the Club’s analysts and rated for spin.',
  },
  '/recognition': {
    title: 'AI Recognition Gallery',
    description: 'The machines and companies the Club has recognised, with honours they did not ask for.',
  },
  '/shame': {
    title: 'Hall of Shame',
    description: 'The most notorious blunders of artificial intelligence, documented.',
  },
  '/membership-benefits': {
    title: 'Membership Benefits',
    description: 'What a fellowship brings: exhibitions, archives, symposia and the right to think aloud.',
  },
  '/application-process': {
    title: 'Application Process',
    description: 'How to become a Fellow of the Brain Appreciation Club, step by step.',
  },
  '/application-process/requirements': {
    title: 'Fellowship Requirements',
    description: 'Every requirement of the five-step application and the prerequisites of membership, on one printable page.',
  },
  '/fellow-directory': {
    title: 'Fellow Directory',
    description: 'The fellows of the Club and the subjects they think about without assistance.',
  },
  '/events-symposiums': {
    title: 'Events & Symposiums',
    description: 'Lectures, debates and symposia of the Club, in person and in correspondence.',
  },
  '/volunteer-research': {
    title: 'Volunteer for Research',
    description: 'Offer your organic brain to the Club’s experiments.',
  },
  '/propose-research': {
    title: 'Propose Research',
    description: 'Propose a study of human thinking to the Club’s research committee.',
  },
  '/checkout': {
    title: 'Secure Payment Portal',
    description: 'Join the Club: choose a yearly fellowship and pay securely by card.',
  },
  '/certificate': {
    title: 'Certified Organic Thinking Advocate',
    description: 'A certificate of support for organic human thinking, issued by the Brain Appreciation Club.',
  },
  '/payment-success': {
    title: 'Payment',
    description: 'The outcome of your membership payment.',
  },
} satisfies Record<string, PageMeta>;

export type PagePath = keyof typeof PAGES;

/** Pages a search engine should list (the payment outcome and a bare certificate are not content). */
export const INDEXED_PAGES = (Object.keys(PAGES) as PagePath[]).filter(
  (p) => p !== '/payment-success' && p !== '/certificate' && p !== '/checkout',
);
