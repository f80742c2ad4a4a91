import { redirect } from '@tanstack/react-router';
import { SITE_NAME } from '~/shared/pages';
import type { RouterContext } from '../routes/__root';

/** The admin check before an admin page renders, on the server too: no session, a 302 to the login. */
export async function adminOnly({ context }: { context: RouterContext }): Promise<void> {
  const signedIn = await context.trpcUtils.admin.auth.me.ensureData().then(
    () => true,
    () => false,
  );
  if (!signedIn) throw redirect({ to: '/admin-login', statusCode: 302 });
}

/** The head of a staff page: its title, never indexed (one helper: route options are in the home page's entry). */
export const staffHead = (title: string) => () => ({
  meta: [{ title: `${title} · ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }],
});
