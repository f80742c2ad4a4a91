import { useId } from 'react';
import { LIMITS } from '~/shared/limits';
import { FormMessage, useSchemaForm } from '~/client/lib/schema-form';
import { toast } from '~/client/lib/toast';
import { trpc } from '~/client/lib/trpc';
import { EGO_LABELS, EGO_RATINGS, egoEmoji } from './ego';
import { loadEgoReportSchema } from './schemas';

type Props = {
  shareableId: string | undefined;
  rating: number | null;
  onRating: (rating: number) => void;
  momReaction: string;
  onMomReaction: (text: string) => void;
  submitted: boolean;
  onSubmitted: () => void;
};

/** The ego survival report: five emoji ratings, a mom reaction (200 characters), thanks. */
export function EgoReport({ shareableId, rating, onRating, momReaction, onMomReaction, submitted, onSubmitted }: Props) {
  const ids = useId();
  const utils = trpc.useUtils();
  const send = trpc.experiments.jobTitleTranslator.submitEgoReport.useMutation({
    onSuccess: () => {
      onSubmitted();
      void utils.experiments.jobTitleTranslator.egoReports.invalidate();
      toast({ title: 'Ego Report Submitted!', description: "Your survival rating and mom's reaction have been recorded." });
    },
    onError: () =>
      toast({ title: 'Submission Failed', description: 'Failed to submit your ego report. Please try again.', variant: 'destructive' }),
  });

  // The rating as the page's radio inputs hold it: '' (none) or '1' to '5'.
  const egoRating = rating === null ? '' : String(rating);
  const form = useSchemaForm({
    // The rating and the mom reaction live with the page (a new roast clears them).
    initial: { egoRating, momReaction },
    values: { egoRating, momReaction },
    // Without JavaScript this is a real post (docs/decisions/021); what was chosen or typed
    // before hydration goes up to the page that holds it.
    post: 'egoReport',
    onValuesChange: (next) => {
      if (next.momReaction !== momReaction) onMomReaction(next.momReaction);
      if (next.egoRating !== egoRating && next.egoRating !== '') onRating(Number(next.egoRating));
    },
    id: (name) => (name === 'momReaction' ? `${ids}-mom` : `${ids}-rating`),
    schema: loadEgoReportSchema,
    // Spec: the report is sent only for a stored roast.
    toInput: (values) => ({
      shareableId,
      egoRating: values.egoRating === '' ? undefined : Number(values.egoRating),
      momReaction: values.momReaction,
    }),
    onInvalid: (errors) => {
      if (errors.egoRating)
        toast({ title: 'Rating Required', description: 'Please rate your ego survival first!', variant: 'destructive' });
      else if (errors.momReaction) toast({ title: 'Submission Failed', description: errors.momReaction, variant: 'destructive' });
      return {};
    },
    onValid: (data) => send.mutate(data),
  });

  return (
    <section id="ego-report" className="card scroll-mt-24 p-5 sm:p-8" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="text-2xl font-bold">
        Ego Survival Report
      </h2>
      <p className="mt-1 text-base text-ink-soft">For the Club’s Department of Bruised Egos. Entirely voluntary, entirely judged.</p>

      <form {...form.formProps} aria-labelledby={`${ids}-title`}>
        <input type="hidden" name="shareableId" value={shareableId ?? ''} />
        <fieldset className="mt-5" disabled={submitted}>
          <legend className="field-label">How did your ego survive?</legend>
          {/* Native radios: they are chosen, and posted, before and without JavaScript. */}
          <div className="grid grid-cols-5 gap-2" role="radiogroup" aria-label="Ego survival rating, 1 to 5">
            {EGO_RATINGS.map((value) => (
              <label
                key={value}
                className="relative flex cursor-pointer flex-col items-center rounded-sm border-2 border-ink/20 bg-paper px-1 py-2 transition-colors hover:border-ink/50 has-[:checked]:border-burgundy has-[:checked]:bg-burgundy/10 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-burgundy"
              >
                <input
                  type="radio"
                  name="egoRating"
                  value={value}
                  id={value === EGO_RATINGS[0] ? `${ids}-rating` : undefined}
                  className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
                  checked={rating === value}
                  onChange={() => onRating(value)}
                  aria-label={`${value} of 5: ${EGO_LABELS[value]}`}
                />
                <span className="text-3xl" aria-hidden="true">
                  {egoEmoji(value)}
                </span>
                <span className="mt-1 text-sm font-bold" aria-hidden="true">
                  {value}
                </span>
              </label>
            ))}
          </div>
          {rating !== null && <p className="mt-2 text-base text-sepia">{EGO_LABELS[rating]}</p>}

          <label htmlFor={`${ids}-mom`} className="field-label mt-5">
            What did your mom say when she read it?
          </label>
          <textarea
            id={`${ids}-mom`}
            name="momReaction"
            className="field-input min-h-[88px]"
            maxLength={LIMITS.momReaction}
            placeholder="“So you don’t actually make anything, dear?”"
            value={momReaction}
            onChange={(e) => onMomReaction(e.target.value.slice(0, LIMITS.momReaction))}
            aria-describedby={`${ids}-mom-public ${ids}-mom-count`}
          />
          <div className="mt-1 flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-sm">
            {/* Said where it is typed: Latest Roasts prints it beside the roast ("Mom said: ..."). */}
            <p id={`${ids}-mom-public`} className="text-ink" data-testid="mom-reaction-public">
              <strong>Shown publicly:</strong> your rating and this reaction appear beside your roast in Latest Roasts, for anyone to read.
              Leave it blank to keep it to yourself.
            </p>
            <p id={`${ids}-mom-count`} className="ml-auto text-sepia">
              {momReaction.length}/{LIMITS.momReaction}
            </p>
          </div>
        </fieldset>

        {submitted ? (
          <p className="mt-4 rounded-sm border-2 border-gold bg-parchment p-4 text-lg" role="status">
            Thank you. Your ego report has been filed, in triplicate, with the Department of Bruised Egos.
          </p>
        ) : (
          <>
            <FormMessage form={form} />
            <button type="submit" className="btn-primary mt-4" disabled={send.isPending}>
              {send.isPending ? 'Submitting...' : 'Submit Ego Report'}
            </button>
          </>
        )}
      </form>
    </section>
  );
}
