import { egoReportInput, translateInput } from '../../shared/schemas/job-title-translator';
import { guessInput } from '../../shared/schemas/reality-readiness';
import type { MirrorRoute } from './mirror';
import { bodyObject } from './mirror';

const translator = '/api/experiments/job-title-translator';

/** Part 2 section 7: the /api/experiments rows (translator D11, quiz D12). */
export const experimentRoutes: MirrorRoute[] = [
  {
    method: 'POST',
    url: translator,
    summary: 'Translate a job title or headline into plain words (stored as a roast)',
    tags: ['experiments'],
    body: translateInput,
    status: 201,
    call: (c, { body }) => c.experiments.jobTitleTranslator.translate(bodyObject(body) as never),
  },
  {
    method: 'GET',
    url: `${translator}/latest`,
    summary: 'The 10 newest roasts',
    tags: ['experiments'],
    call: (c) => c.experiments.jobTitleTranslator.latest(),
  },
  {
    method: 'GET',
    url: `${translator}/all`,
    summary: 'The 200 newest roasts',
    tags: ['experiments'],
    call: (c) => c.experiments.jobTitleTranslator.all(),
  },
  {
    method: 'GET',
    url: `${translator}/ego-reports`,
    summary: 'Ego reports of the visible roasts (no emails)',
    tags: ['experiments'],
    call: (c) => c.experiments.jobTitleTranslator.egoReports(),
  },
  {
    method: 'POST',
    url: `${translator}/ego-report`,
    summary: 'File an ego survival rating and a mom reaction for a roast',
    tags: ['experiments'],
    body: egoReportInput,
    status: 201,
    call: (c, { body }) => c.experiments.jobTitleTranslator.submitEgoReport(bodyObject(body) as never),
  },
  {
    method: 'GET',
    url: '/api/experiments/reality-readiness/videos',
    summary: 'Quiz videos in order (id, title, videoUrl; never the answer)',
    tags: ['experiments'],
    call: (c) => c.experiments.realityReadiness.videos(),
  },
  {
    method: 'POST',
    url: '/api/experiments/reality-readiness/guess',
    summary: 'Check a guess (true = AI-generated) on the server',
    tags: ['experiments'],
    body: guessInput,
    call: (c, { body }) => c.experiments.realityReadiness.guess(bodyObject(body) as never),
  },
];
