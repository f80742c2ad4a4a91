import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../routes/__root';

/** The admin check before an admin page renders, on the server too: no session, a 302 to the login. */
export async function adminOnly({ context }: { context: RouterContext }): Promise<void> {
  const signedIn = await context.trpcUtils.admin.auth.me.ensureData().then(
    () => true,
    () => false,
  );
  if (!signedIn) throw redirect({ to: '/admin-login', statusCode: 302 });
}
