import { bullshitBand, bullshitPercent } from '~/shared/intelligence';

/** Bar colour by band: the higher the score, the deeper the burgundy. */
function barColour(score: number): string {
  if (score >= 8) return 'bg-burgundy-dark';
  if (score >= 6) return 'bg-burgundy';
  if (score >= 4) return 'bg-[#a0611f]';
  return 'bg-[#2f6b3a]';
}

/** The bullshit meter (part 2 section 9): score out of 10, its band, a bar score/10 wide. */
export function BullshitMeter({ score, size = 'small' }: { score: number; size?: 'small' | 'large' }) {
  const percent = bullshitPercent(score);
  return (
    <div data-testid="bullshit-meter">
      <div className="flex items-baseline justify-between gap-3">
        <span className={`font-display font-bold ${size === 'large' ? 'text-2xl' : 'text-base'}`}>Bullshit Meter: {score}/10</span>
      </div>
      <div
        className={`mt-1 w-full overflow-hidden rounded-full border border-ink/30 bg-parchment-dark ${size === 'large' ? 'h-5' : 'h-3'}`}
        role="meter"
        aria-valuemin={0}
        aria-valuemax={10}
        aria-valuenow={score}
        aria-label={`Bullshit meter: ${score} out of 10`}
      >
        <div className={`h-full ${barColour(score)}`} style={{ width: `${percent}%` }} data-testid="bullshit-bar" />
      </div>
      <p className={`mt-1 italic text-ink-soft ${size === 'large' ? 'text-lg' : 'text-sm'}`}>{bullshitBand(score)}</p>
    </div>
  );
}
