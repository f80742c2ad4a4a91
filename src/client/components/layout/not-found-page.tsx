import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';

/** The spec's 404 page for any unknown path. */
export function NotFoundPage() {
  useEffect(() => {
    document.title = '404 Page Not Found · The Brain Appreciation Club';
  }, []);
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="font-display text-4xl font-bold">404 Page Not Found</h1>
      <div className="ornament" />
      <p className="text-xl">Did you forget to add the page to the router?</p>
      <Link to="/" className="btn-primary mt-8">
        Return to Club
      </Link>
    </div>
  );
}
