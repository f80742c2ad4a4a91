import { router } from '../trpc';

// Job title translator, D11 (issue: experiments and resources).
export const jobTitleTranslatorRouter = router({});
