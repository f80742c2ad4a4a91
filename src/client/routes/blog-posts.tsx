import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { ResourcePage } from '../components/page-parts/resource-page';
import { staticHead } from '../lib/route-data';

export const Route = createFileRoute('/blog-posts')({
  head: staticHead,
  component: BlogPostsPage,
});

/** Hard-coded posts (part 2 section 2), not server entities. */
const POSTS: { slug: string; title: string; author: string; date: string; minutes: number; excerpt: string; body: string[] }[] = [
  {
    slug: 'in-praise-of-the-margin',
    title: 'In Praise of the Margin',
    author: 'Dr Henrietta Quill',
    date: '2 October 2026',
    minutes: 7,
    excerpt: 'The best ideas in any book are the ones its readers wrote beside it. Why the margin is the last free space in the world.',
    body: [
      'Every book in the Club library has been read with a pencil. Some of the margins are more interesting than the books.',
      'A margin is where a reader argues back. It cannot be summarised, because it was never meant to be read by anyone but its author, and sometimes not even by them.',
      'We propose that every Fellow leaves at least one argument a month in a margin. Library books excepted, on pain of fines.',
    ],
  },
  {
    slug: 'the-autocomplete-diaries',
    title: 'The Autocomplete Diaries: A Week Without Suggestions',
    author: 'Mr Kwame Mensah',
    date: '11 August 2026',
    minutes: 12,
    excerpt: 'I switched off every suggestion on every device for seven days. On the third day I remembered how to spell “necessary”.',
    body: [
      'Day one was hard. Typing felt like walking without a handrail. Every sentence had to be finished by me, which was unexpectedly tiring.',
      'By day three I noticed my messages were shorter and more like me. A friend asked whether I was well. I was better than well.',
      'By day seven I had written a letter by hand. It took forty minutes and said exactly what I meant.',
    ],
  },
  {
    slug: 'why-we-still-meet-in-person',
    title: 'Why We Still Meet in Person',
    author: 'The Events Committee',
    date: '3 June 2026',
    minutes: 5,
    excerpt: 'A video call can carry a voice. It cannot carry the moment when the whole room realises the speaker is wrong.',
    body: [
      'The Annual Symposium has been held in person every year since 1848, with one exception for a fog in 1952.',
      'Ideas travel faster across a table than across a screen. So do biscuits, and we regard this as part of the scientific method.',
    ],
  },
  {
    slug: 'a-short-history-of-the-bullshit-meter',
    title: 'A Short History of the Bullshit Meter',
    author: 'The Intelligence Desk',
    date: '19 March 2026',
    minutes: 9,
    excerpt: 'How a brass dial, a tuning fork and a very tired analyst became the Club’s most trusted instrument.',
    body: [
      'The first meter was built in 1911 to measure the speeches of a particularly ambitious railway company. It broke on its first reading.',
      'Today’s meter reads from 0 to 10 and is calibrated annually by reading aloud a consultancy brochure and noting where the needle stops.',
      'Readings of 8 or more are rare, and always accompanied by a strong pot of tea.',
    ],
  },
];

function BlogPostsPage() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <ResourcePage
      width="max-w-4xl"
      eyebrow="Collections"
      title="Blog Posts"
      quote={{
        text: 'Write as if the reader had all afternoon, and then respect that they do not.',
        by: 'The Editor of the Quarterly Journal',
      }}
      intro={<p>Essays, dispatches and confessions from Fellows, written by hand and typed, with reluctance, for the web.</p>}
    >
      <ol className="mt-10 space-y-6">
        {POSTS.map((p) => {
          const expanded = open === p.slug;
          return (
            <li key={p.slug}>
              <article className="card p-5 sm:p-6" aria-labelledby={`${p.slug}-title`}>
                <p className="text-sm text-sepia">
                  {p.date} · {p.author} · {p.minutes} minute read
                </p>
                <h2 id={`${p.slug}-title`} className="mt-1 text-2xl font-bold">
                  {p.title}
                </h2>
                <p className="mt-2 text-lg text-ink-soft">{p.excerpt}</p>
                {expanded && (
                  <div id={`${p.slug}-body`} className="mt-3 space-y-3 text-lg">
                    {p.body.map((para) => (
                      <p key={para}>{para}</p>
                    ))}
                  </div>
                )}
                <button
                  type="button"
                  className="btn-secondary mt-4 px-4 py-1.5 text-sm"
                  aria-expanded={expanded}
                  aria-controls={`${p.slug}-body`}
                  onClick={() => setOpen(expanded ? null : p.slug)}
                >
                  {expanded ? 'Show Less' : 'Read More'}
                </button>
              </article>
            </li>
          );
        })}
      </ol>

      <aside className="card mt-10 border-2 border-gold p-5 sm:p-6" aria-labelledby="write-for-us">
        <h2 id="write-for-us" className="text-2xl font-bold">
          Write for the Club
        </h2>
        <p className="mt-2 text-base">
          Fellows and friends may submit articles of 1,500-5,000 words on any aspect of organic thought. Drafts written with a language
          model are returned unread. Send yours to{' '}
          <a href="mailto:editor@brainappreciation.club" className="underline">
            editor@brainappreciation.club
          </a>
          ; responses within 48 hours.
        </p>
      </aside>
    </ResourcePage>
  );
}
