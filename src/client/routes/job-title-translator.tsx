import { createFileRoute } from '@tanstack/react-router';
import { JobTitleTranslatorPage } from '../components/job-title-translator/job-title-translator-page';
import { staticHead } from '../lib/route-data';

export const Route = createFileRoute('/job-title-translator')({
  head: staticHead('/job-title-translator'),
  component: JobTitleTranslatorPage,
});
