import { egoReportInput, translateInput } from '../../shared/schemas/job-title-translator';
import { restRoute } from './mirror';

const translator = '/api/experiments/job-title-translator';
const tags = ['experiments'];

/** The job-title translator's rows (part 2 section 7, D11). */
export const jobTitleTranslatorRoutes = [
  restRoute({
    method: 'POST',
    url: translator,
    summary: 'Translate a job title or headline into plain words (stored as a roast)',
    tags,
    body: translateInput,
    status: 201,
    call: (c, { body }) => c.experiments.jobTitleTranslator.translate(body),
  }),
  restRoute({ method: 'GET', url: `${translator}/latest`, summary: 'The 10 newest roasts', tags, call: (c) => c.experiments.jobTitleTranslator.latest() }),
  restRoute({ method: 'GET', url: `${translator}/all`, summary: 'The 200 newest roasts', tags, call: (c) => c.experiments.jobTitleTranslator.all() }),
  restRoute({
    method: 'GET',
    url: `${translator}/ego-reports`,
    summary: 'Ego reports of the visible roasts (no emails)',
    tags,
    call: (c) => c.experiments.jobTitleTranslator.egoReports(),
  }),
  restRoute({
    method: 'POST',
    url: `${translator}/ego-report`,
    summary: 'File an ego survival rating and a mom reaction for a roast',
    tags,
    body: egoReportInput,
    status: 201,
    call: (c, { body }) => c.experiments.jobTitleTranslator.submitEgoReport(body),
  }),
];
