import { adminLoginInput } from '../../shared/schemas/admin-auth';
import { restRoute } from './mirror';

const tags = ['admin'];

/** Administrator sessions (part 2 section 7, D19, D20). */
export const adminAuthRoutes = [
  restRoute({
    method: 'POST',
    url: '/api/admin/login',
    summary: 'Log in (sets the session cookie)',
    tags,
    body: adminLoginInput,
    call: (c, { body }) => c.admin.auth.login(body),
  }),
  restRoute({ method: 'GET', url: '/api/admin/me', summary: 'The signed-in administrator (the admin check)', tags, call: (c) => c.admin.auth.me() }),
  restRoute({ method: 'POST', url: '/api/admin/logout', summary: 'Log out (ends the session)', tags, call: (c) => c.admin.auth.logout() }),
];
