import { Link, notFound } from '@tanstack/react-router';

/**
 * A member page's data, or "sign in first" when the browser holds no member session (a 401 from
 * the procedure, read structurally as route-data.ts does); a 404 is the route's not-found screen.
 */
export async function memberOnly<T>(load: Promise<T>): Promise<{ signedIn: true; data: T } | { signedIn: false }> {
  try {
    return { signedIn: true, data: await load };
  } catch (error) {
    const status = (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;
    if (status === 401) return { signedIn: false };
    if (status === 404) throw notFound();
    throw error;
  }
}

export function SignInFirst({ what }: { what: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold">Please sign in first</h1>
      <p className="mt-3 text-lg">
        To see {what}, <Link to="/account">sign in to your membership</Link> with the address your letters go to.
      </p>
    </div>
  );
}
