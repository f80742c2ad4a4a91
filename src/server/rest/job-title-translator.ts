import { z } from 'zod';
import { egoReportInput, egoReportOutput, roastOutput, translateInput, translationOutput } from '../../shared/schemas/job-title-translator';
import { restRoute } from './mirror';

const translator = '/api/experiments/job-title-translator';
const tags = ['experiments'];

/** The job-title translator's rows (part 2 section 7, D11). */
export const jobTitleTranslatorRoutes = [
  restRoute({
    method: 'POST',
    url: translator,
    operationId: 'translateJobTitle',
    summary: 'Translate a job title or headline into plain words (stored as a roast)',
    tags,
    access: 'publicWrite',
    body: translateInput,
    status: 201,
    response: translationOutput,
    call: (c, { body }) => c.experiments.jobTitleTranslator.translate(body),
  }),
  restRoute({
    method: 'GET',
    url: `${translator}/latest`,
    operationId: 'listLatestRoasts',
    summary: 'The 10 newest roasts',
    tags,
    access: 'public',
    response: z.array(roastOutput),
    call: (c) => c.experiments.jobTitleTranslator.latest(),
  }),
  restRoute({
    method: 'GET',
    url: `${translator}/all`,
    operationId: 'listAllRoasts',
    summary: 'The 200 newest roasts',
    tags,
    access: 'public',
    response: z.array(roastOutput),
    call: (c) => c.experiments.jobTitleTranslator.all(),
  }),
  restRoute({
    method: 'GET',
    url: `${translator}/ego-reports`,
    operationId: 'listEgoReports',
    summary: 'Ego reports of the visible roasts (no emails)',
    tags,
    access: 'public',
    response: z.array(egoReportOutput),
    call: (c) => c.experiments.jobTitleTranslator.egoReports(),
  }),
  restRoute({
    method: 'POST',
    url: `${translator}/ego-report`,
    operationId: 'submitEgoReport',
    summary: 'File an ego survival rating and a mom reaction for a roast',
    description: '404 "Translation not found" when no roast has the shareableId.',
    tags,
    access: 'publicWrite',
    body: egoReportInput,
    status: 201,
    response: egoReportOutput,
    errors: [404],
    call: (c, { body }) => c.experiments.jobTitleTranslator.submitEgoReport(body),
  }),
];
