/**
 * The translator's schemas (and zod) load when a form is first used, not with the page, which
 * otherwise carries no zod: the first focus of the title form, or the first submit.
 */
const load = () => import('~/shared/schemas/job-title-translator');

export const loadTranslateSchema = () => load().then((m) => m.translateInput);
export const loadEgoReportSchema = () => load().then((m) => m.egoReportInput);
