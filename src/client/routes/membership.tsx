import { createFileRoute, redirect } from '@tanstack/react-router';

// D9: /membership is the membership section of the home page.
export const Route = createFileRoute('/membership')({
  beforeLoad: () => {
    throw redirect({ to: '/', hash: 'membership', replace: true });
  },
});
