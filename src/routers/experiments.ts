import { router } from './trpc';
import { jobTitleTranslatorRouter } from './experiments/job-title-translator';
import { realityReadinessRouter } from './experiments/reality-readiness';

export const experimentsRouter = router({
  jobTitleTranslator: jobTitleTranslatorRouter,
  realityReadiness: realityReadinessRouter,
});
