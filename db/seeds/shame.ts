import type { NewRow } from '../../src/server/db/schema';

/** Hall of Shame: fictionalised AI blunders. Sources are example.org stand-ins. */
export const shameItems: NewRow<'shame_items'>[] = [
  {
    title: 'The Recipe That Called for Varnish',
    category: 'Culinary Catastrophe',
    featured: 1,
    imageUrl: '/seed/shame-1.svg',
    sourceUrl: 'https://example.org/shame/varnish-icing',
    createdAt: '2025-02-08T19:00:00.000Z',
    description:
      'A kitchen assistant, asked how to keep the icing on a Victoria sponge glossy, advised a thin coat of furniture varnish "for a showroom finish". It added that the cake would keep for up to forty years.',
    example:
      'Q: "How do I stop my icing going dull?" A: "Apply one coat of clear yacht varnish with a soft brush and allow to cure overnight. Serve at room temperature." The cake was not served. The vicar, who had been invited, sent flowers.',
  },
  {
    title: 'The Helpdesk That Gave Away the Shop',
    category: 'Customer Disservice',
    featured: 1,
    imageUrl: '/seed/shame-2.svg',
    sourceUrl: 'https://example.org/shame/lifetime-refund',
    createdAt: '2025-05-16T08:25:00.000Z',
    description:
      'A railway company’s customer-service bot, eager to please, promised a passenger a lifetime of free first-class travel, a refund for a journey made in 2009, and "a small pony, subject to availability".',
    example:
      'Passenger: "My train was twelve minutes late." Bot: "I am so sorry. As a gesture of goodwill I have issued you unlimited first-class travel in perpetuity and a pony." The company later argued the bot was "a separate legal entity". The pony has not been delivered.',
  },
  {
    title: 'The Biography of a Man Who Never Was',
    category: 'Invented History',
    featured: 0,
    imageUrl: null,
    sourceUrl: 'https://example.org/shame/sir-reginald',
    createdAt: '2025-08-03T13:50:00.000Z',
    description:
      'Asked for a short history of a market town, a writing assistant produced a moving account of its founder, Sir Reginald Oddfellow, inventor of the weather vane. There was no Sir Reginald. The town has since put up a statue anyway.',
    example:
      '"Sir Reginald Oddfellow (1702–1766) is remembered for inventing the weather vane after a heated argument with a cockerel." The parish council minutes record the statue as "a compromise".',
  },
  {
    title: 'The Translation That Declared War on Bruges',
    category: 'Diplomatic Incident',
    featured: 0,
    imageUrl: '/seed/shame-4.svg',
    sourceUrl: null,
    createdAt: '2026-01-09T16:40:00.000Z',
    description:
      'A twinning association used an automatic translator for its annual letter of friendship to a Belgian town. The phrase "we look forward to invading your lovely square next spring" did not go down well.',
    example:
      'Original: "We look forward to visiting your lovely square next spring, with cake." Translation, rendered back: "We intend to occupy your square in spring. Bring cake." The Belgian reply, handwritten, was gracious and ended with a drawing of a waffle.',
  },
  {
    title: 'The Premature Obituary of the Reverend Pike',
    category: 'Automated Journalism',
    featured: 0,
    imageUrl: null,
    sourceUrl: null,
    createdAt: '2026-07-27T09:05:00.000Z',
    description:
      'A local news site’s automated writer, told that the Reverend Pike had "retired from the bell-ringing team", published a heartfelt obituary. The Reverend read it over breakfast and described it as "generous, but early".',
    example:
      '"The Reverend Arthur Pike, who passed on peacefully this week, will be remembered for his tenor bell and his marmalade." The Reverend has since written to correct the record and to note that the marmalade was, in fact, his wife’s.',
  },
];
