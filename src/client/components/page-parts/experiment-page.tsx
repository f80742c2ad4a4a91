import type { ReactNode } from 'react';
import { PageTitle } from './page-title';
import { BackLink } from './back-link';

/** An interactive experiment's page: back to the experiments, its title block, then the experiment. */
export function ExperimentPage({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <BackLink to="/ai-experiments" label="Back to AI Experiments" />
      <PageTitle className="mt-6 text-center" eyebrow={eyebrow} title={title} intro={intro} />
      {children}
    </div>
  );
}
