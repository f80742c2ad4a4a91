import { router } from '../trpc';

// Volunteer applications and research proposals, D15 (issue: experiments and resources).
export const researchFormsRouter = router({});
