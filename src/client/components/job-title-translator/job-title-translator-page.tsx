import { ExperimentPage } from '../page-parts/experiment-page';
import { StepNumber } from '../page-parts/step-number';
import { useEffect, useId, useRef, useState } from 'react';
import { formAction } from '~/shared/form-posts';
import { LIMITS } from '~/shared/limits';
import type { translationOutput } from '~/shared/schemas/job-title-translator';
import type { z } from 'zod';
import { FormMessage, useSchemaForm } from '~/client/lib/schema-form';
import { usePostedFormOnce } from '~/client/lib/posted-form';
import { toast } from '~/client/lib/toast';
import { trpc } from '~/client/lib/trpc';
import { EgoReport } from './ego-report';
import { loadTranslateSchema } from './schemas';
import { LatestRoasts } from './latest-roasts';
import { ResultCard } from './result-card';

type Mode = 'title' | 'linkedin';
type Result = z.output<typeof translationOutput>;

/** A translation posted without JavaScript (docs/decisions/021). */
const postedResult = (result: Record<string, string> | undefined): Result | null =>
  result?.translation !== undefined && result.originalTitle !== undefined && result.shareableId !== undefined
    ? { originalTitle: result.originalTitle, translation: result.translation, shareableId: result.shareableId }
    : null;

/** A posted rating, 1 to 5, or none. */
const postedRating = (value: string | string[] | undefined): number | null => {
  const rating = Number(value);
  return typeof value === 'string' && Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null;
};

const HOW_IT_WORKS = [
  {
    title: 'Surrender your title',
    text: 'Type the job title from your email signature, or paste the whole professional-network headline, separators and rocket emojis included.',
  },
  {
    title: 'The dictionary does the rest',
    text: 'A hand-written dictionary of more than 150 corporate words and phrases turns each one into the plain speech of a reception class. No artificial intelligence was consulted; the Club would never.',
  },
  {
    title: 'Share your humbling',
    text: 'Copy it, send it to your colleagues, then tell us how your ego fared and what your mom would say. The same title always gets the same roast, so there is no escaping it.',
  },
];

/** /job-title-translator (part 2 sections 2, 4, 5, 7, 8; D11). */
export function JobTitleTranslatorPage() {
  const utils = trpc.useUtils();
  const [mode, setMode] = useState<Mode>('title');
  const [ownResult, setResult] = useState<Result | null>(null);
  const [showPosted, setShowPosted] = useState(true);
  // An ego report posted without JavaScript (docs/decisions/021): refused, its values; sent, its thanks.
  const egoPosted = usePostedFormOnce('egoReport');
  const egoValues = { ...egoPosted?.values, ...egoPosted?.result };
  const [rating, setRating] = useState<number | null>(() => postedRating(egoValues.egoRating));
  const [momReaction, setMomReaction] = useState(() => (typeof egoValues.momReaction === 'string' ? egoValues.momReaction : ''));
  const [submitted, setSubmitted] = useState(() => egoPosted?.result?.egoSubmitted === '1');
  const latestRef = useRef<HTMLElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const ids = useId();

  // Spec: the page scrolls to top on load. (Braces: newer browsers return a promise from scrollTo.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const translate = trpc.experiments.jobTitleTranslator.translate.useMutation({
    onSuccess: (data) => {
      setResult(data);
      setRating(null);
      setMomReaction('');
      setSubmitted(false);
      void utils.experiments.jobTitleTranslator.latest.invalidate();
      void utils.experiments.jobTitleTranslator.all.invalidate();
      requestAnimationFrame(() => resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    },
    onError: () =>
      toast({
        title: 'Translation Failed',
        description: 'The JobTitleTranslator™ seems to be taking a coffee break. Please try again.',
        variant: 'destructive',
      }),
  });

  const form = useSchemaForm({
    initial: { jobTitle: '', headline: '' },
    schema: loadTranslateSchema,
    post: 'translator',
    id: (name) => (name === 'jobTitle' ? `${ids}-title` : `${ids}-headline`),
    // One call for both tabs (D11): the active tab's text is the job title.
    toInput: (values) => ({ jobTitle: mode === 'title' ? values.jobTitle : values.headline }),
    onInvalid: (errors) => {
      toast(
        blank
          ? mode === 'title'
            ? { title: 'Missing Job Title', description: 'Please enter your job title to get roasted!', variant: 'destructive' }
            : {
                title: 'Missing LinkedIn Headline',
                description: 'Please copy and paste your LinkedIn headline to get roasted!',
                variant: 'destructive',
              }
          : { title: 'Translation Failed', description: errors.jobTitle ?? '', variant: 'destructive' },
      );
      return {};
    },
    onValid: (data) => translate.mutate(data),
  });
  const result = ownResult ?? (showPosted ? (postedResult(form.posted?.result) ?? postedResult(egoPosted?.result)) : null);
  const { jobTitle, headline } = form.values;
  const active = mode === 'title' ? jobTitle : headline;
  const blank = active.trim() === '';

  const submit = () => {
    if (translate.isPending) return;
    void form.submit();
  };

  const onFormSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    submit();
  };

  // Enter submits even when the button is disabled, so a blank field meets its explanation.
  const onEnter = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      submit();
    }
  };
  // Both modes post the one field `jobTitle` (a line for a title, a box for a headline), so the server reads either.
  const fieldId = `${ids}-${mode === 'title' ? 'title' : 'headline'}`;
  const fieldProps = { id: fieldId, name: 'jobTitle', maxLength: LIMITS.jobTitle, onKeyDown: onEnter };

  const tryAnother = () => {
    setShowPosted(false);
    form.reset();
    setResult(null);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const readOthers = () => {
    setShowPosted(false);
    setResult(null);
    setRating(null);
    setMomReaction('');
    setSubmitted(false);
    requestAnimationFrame(() => latestRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  const tabs: { id: Mode; label: string }[] = [
    { id: 'title', label: 'Job Title' },
    { id: 'linkedin', label: 'LinkedIn Headline' },
  ];
  const onTabKey = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      const next: Mode = mode === 'title' ? 'linkedin' : 'title';
      setMode(next);
      document.getElementById(`${ids}-tab-${next}`)?.focus();
    }
  };

  return (
    <ExperimentPage
      eyebrow="Interactive Demo · Experiment No. 2"
      title="JobTitleTranslator™"
      intro={
        <>
          Corporate titles translated into kindergarten language, so that your mother, your child and you yourself may finally understand
          what it is you do all day.
        </>
      }
    >
      <form
        onSubmit={onFormSubmit}
        noValidate
        method="post"
        action={formAction('translator')}
        className="card mt-8 p-5 sm:p-8"
        aria-label="Translate a job title"
      >
        <div
          role="tablist"
          aria-label="What would you like translated?"
          className="grid grid-cols-2 gap-2 rounded-sm border-2 border-ink/20 bg-parchment p-1"
        >
          {tabs.map((tab) => (
            <button
              key={tab.id}
              id={`${ids}-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={mode === tab.id}
              aria-controls={`${ids}-panel`}
              tabIndex={mode === tab.id ? 0 : -1}
              onClick={() => setMode(tab.id)}
              onKeyDown={onTabKey}
              className={`rounded-sm px-3 py-2 font-display text-base font-bold transition-colors ${
                mode === tab.id ? 'bg-ink text-parchment' : 'text-ink hover:bg-parchment-dark'
              }`}
            >
              {tab.label}
            </button>
          ))}
        </div>

        <div id={`${ids}-panel`} role="tabpanel" aria-labelledby={`${ids}-tab-${mode}`} className="mt-5">
          <label htmlFor={fieldId} className="field-label">
            {mode === 'title' ? 'Your job title' : 'Your LinkedIn headline'}
          </label>
          {mode === 'title' ? (
            <input
              {...fieldProps}
              className="field-input text-xl"
              placeholder="e.g. Senior Vice President of Strategic Synergy"
              value={jobTitle}
              autoComplete="organization-title"
              onChange={(e) => form.set('jobTitle', e.target.value)}
            />
          ) : (
            <>
              <textarea
                {...fieldProps}
                className="field-input min-h-[96px] text-lg"
                placeholder="e.g. Founder @ Acme | Helping B2B SaaS companies scale with AI 🚀 | Keynote Speaker"
                value={headline}
                onChange={(e) => form.set('headline', e.target.value)}
                aria-describedby={`${ids}-headline-help`}
              />
              <p id={`${ids}-headline-help`} className="mt-1 text-base text-sepia">
                Each part between |, •, - or commas is roasted separately. {headline.length}/{LIMITS.jobTitle}
              </p>
            </>
          )}
        </div>

        {/* The honeypot (D8), as every public form carries. */}
        <div aria-hidden="true" className="absolute left-[-10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${ids}-website`}>Website</label>
          <input id={`${ids}-website`} name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <FormMessage form={form} />
        {/* Disabled while blank only once hydrated: without JavaScript the server answers a blank title. */}
        <button type="submit" className="btn-primary mt-5 w-full sm:w-auto" disabled={(form.hydrated && blank) || translate.isPending}>
          {translate.isPending ? 'Translating...' : mode === 'title' ? 'Translate My Job Title' : 'Roast My Headline'}
        </button>
      </form>

      {result && (
        <div ref={resultRef} id="translation" className="mt-8 scroll-mt-24 space-y-6">
          <ResultCard result={result} onTryAnother={tryAnother} onReadOthers={readOthers} />
          <EgoReport
            shareableId={result.shareableId}
            rating={rating}
            onRating={setRating}
            momReaction={momReaction}
            onMomReaction={setMomReaction}
            submitted={submitted}
            onSubmitted={() => setSubmitted(true)}
          />
        </div>
      )}

      <section className="mt-12" aria-labelledby="how-it-works-title">
        <h2 id="how-it-works-title" className="section-title text-center">
          How it works
        </h2>
        <div className="ornament" />
        <ol className="grid gap-5 sm:grid-cols-3">
          {HOW_IT_WORKS.map((step, i) => (
            <li key={step.title} className="card p-5">
              <StepNumber n={i + 1} className="h-10 w-10 bg-burgundy text-lg text-parchment" />
              <h3 className="mt-3 text-xl font-bold">{step.title}</h3>
              <p className="mt-2 text-base text-ink-soft">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <LatestRoasts sectionRef={latestRef} />
    </ExperimentPage>
  );
}
