import { HomeSection } from './home-section';
import { Glyph } from '~/client/components/page-parts/glyph';

const TECHNIQUES = [
  ['The Pause', 'Before accepting any confident answer, count to ten and ask: “How would I know?”'],
  ['The Source Walk', 'Follow every claim back to a person, a page and a date. If the trail ends in a chatbot, turn back.'],
  ['The Long Hand', 'Draft important things on paper first. Your hand is slower than a machine and wiser for it.'],
  ['The Library Visit', 'Once a week, read something chosen by a human being who has actually read it.'],
] as const;

/** Section 10: the cognitive-defence guide, with the external partner link (new tab). */
export function CognitiveDefenceGuide() {
  return (
    <HomeSection
      id="cognitive-defence"
      titleId="defence-title"
      title="A Field Guide to Cognitive Self-Defence"
      intro="Four exercises, practised daily by Fellows since long before anyone needed them."
    >
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {TECHNIQUES.map(([title, text], i) => (
          <li key={title} className="card p-5">
            <p className="font-display text-3xl font-bold text-burgundy">{i + 1}.</p>
            <h3 className="mt-1 text-xl font-bold">{title}</h3>
            <p className="mt-2 text-base text-ink-soft">{text}</p>
          </li>
        ))}
      </ol>
      <div className="card mx-auto mt-10 flex max-w-4xl flex-col items-center gap-4 p-6 text-center sm:flex-row sm:text-left">
        <p className="flex-1 text-ink-soft">
          <strong className="text-ink">Our partners in the defence of reading:</strong> Project Gutenberg keeps over seventy thousand books
          written entirely by human beings, free for anyone to read.
        </p>
        <a href="https://www.gutenberg.org/" target="_blank" rel="noopener noreferrer" className="btn-secondary shrink-0">
          Visit Project Gutenberg<span className="sr-only"> (opens in a new tab)</span> <Glyph name="external" />
        </a>
      </div>
    </HomeSection>
  );
}
