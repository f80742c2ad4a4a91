import { useId } from 'react';
import { LIMITS } from '../../../shared/limits';
import { useSchemaForm } from '../../lib/schema-form';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
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

  const form = useSchemaForm({
    // The rating and the mom reaction live with the page (a new roast clears them).
    initial: { egoRating: rating, momReaction },
    values: { egoRating: rating, momReaction },
    // What was typed before hydration (docs/decisions/021) goes up to the page that holds it.
    onValuesChange: (next) => {
      if (next.momReaction !== momReaction) onMomReaction(next.momReaction);
      if (next.egoRating !== null && next.egoRating !== rating) onRating(next.egoRating);
    },
    id: (name) => (name === 'momReaction' ? `${ids}-mom` : `${ids}-rating`),
    schema: loadEgoReportSchema,
    // Spec: the report is sent only for a stored roast.
    toInput: (values) => ({ ...values, shareableId }),
    onInvalid: (errors) => {
      if (errors.egoRating)
        toast({ title: 'Rating Required', description: 'Please rate your ego survival first!', variant: 'destructive' });
      else if (errors.momReaction) toast({ title: 'Submission Failed', description: errors.momReaction, variant: 'destructive' });
      return {};
    },
    onValid: (data) => send.mutate(data),
  });
  const submit = () => void form.submit();

  return (
    <section className="card p-5 sm:p-8" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="text-2xl font-bold">
        Ego Survival Report
      </h2>
      <p className="mt-1 text-base text-ink-soft">For the Club’s Department of Bruised Egos. Entirely voluntary, entirely judged.</p>

      <fieldset className="mt-5" disabled={submitted}>
        <legend className="field-label">How did your ego survive?</legend>
        <div className="grid grid-cols-5 gap-2" role="radiogroup" aria-label="Ego survival rating, 1 to 5">
          {EGO_RATINGS.map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={rating === value}
              aria-label={`${value} of 5: ${EGO_LABELS[value]}`}
              onClick={() => onRating(value)}
              className={`flex flex-col items-center rounded-sm border-2 px-1 py-2 transition-colors ${
                rating === value ? 'border-burgundy bg-burgundy/10' : 'border-ink/20 bg-paper hover:border-ink/50'
              }`}
            >
              <span className="text-3xl" aria-hidden="true">
                {egoEmoji(value)}
              </span>
              <span className="mt-1 text-sm font-bold" aria-hidden="true">
                {value}
              </span>
            </button>
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
          aria-describedby={`${ids}-mom-count`}
        />
        <p id={`${ids}-mom-count`} className="mt-1 text-right text-sm text-sepia">
          {momReaction.length}/{LIMITS.momReaction}
        </p>
      </fieldset>

      {submitted ? (
        <p className="mt-4 rounded-sm border-2 border-gold bg-parchment p-4 text-lg" role="status">
          Thank you. Your ego report has been filed, in triplicate, with the Department of Bruised Egos.
        </p>
      ) : (
        <button type="button" className="btn-primary mt-4" onClick={submit} disabled={send.isPending}>
          {send.isPending ? 'Submitting...' : 'Submit Ego Report'}
        </button>
      )}
    </section>
  );
}
