import { createFileRoute } from '@tanstack/react-router';
import { JobTitleTranslatorPage } from '../components/job-title-translator/job-title-translator-page';

export const Route = createFileRoute('/job-title-translator')({
  component: JobTitleTranslatorPage,
});
