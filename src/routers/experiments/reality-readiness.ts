import { router } from '../trpc';

// Reality readiness quiz, D12 (issue: experiments and resources).
export const realityReadinessRouter = router({});
