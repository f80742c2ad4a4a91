import { createFileRoute, redirect } from '@tanstack/react-router';

// D9: /membership is the membership section of the home page.
export const Route = createFileRoute('/membership')({
  beforeLoad: () => {
    // A permanent redirect, so the server answers 301 and search engines move on.
    throw redirect({ to: '/', hash: 'membership', replace: true, statusCode: 301 });
  },
});
