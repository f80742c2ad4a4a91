import { createFileRoute } from '@tanstack/react-router';
import { JobTitleTranslatorPage } from '../components/job-title-translator/job-title-translator-page';
import { staticHead } from '../lib/route-data';

export const Route = createFileRoute('/job-title-translator')({
  head: staticHead,
  // The latest roasts and their ego reports arrive in the page (docs/decisions/011: content in the HTML,
  // nothing loaded on scroll). Optional: on failure the panel says so and the page still renders.
  loader: async ({ context }) => {
    const { jobTitleTranslator } = context.trpcUtils.experiments;
    await Promise.all([
      jobTitleTranslator.latest.ensureData().catch(() => undefined),
      jobTitleTranslator.egoReports.ensureData().catch(() => undefined),
    ]);
  },
  component: JobTitleTranslatorPage,
});
