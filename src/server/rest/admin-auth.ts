import { adminIdentityOutput, adminLoginInput, loggedOutOutput } from '../../shared/schemas/admin-auth';
import { restRoute } from './mirror';

const tags = ['admin'];

/** Administrator sessions (part 2 section 7, D19, D20). */
export const adminAuthRoutes = [
  restRoute({
    method: 'POST',
    url: '/api/admin/login',
    operationId: 'adminLogin',
    summary: 'Log in (sets the session cookie)',
    description:
      'Answers Set-Cookie with the session (cookieAuth). 401 "Invalid email or password"; after 5 attempts in 15 minutes ' +
      'per address or email (counted before the password is checked), 429 with Retry-After. Refused with 403 from a foreign Origin. ' +
      'When the account has a second factor the answer says `secondFactor: "verify"` and the session is good only for ' +
      'admin.auth.verifySecondFactor; `code` (a TOTP or recovery code) sent with the password signs in at once, even while ' +
      'the email is locked by others (docs/decisions/026).',
    tags,
    access: 'adminEntry',
    body: adminLoginInput,
    response: adminIdentityOutput,
    call: (c, { body }) => c.admin.auth.login(body),
  }),
  restRoute({
    method: 'GET',
    url: '/api/admin/me',
    operationId: 'adminMe',
    summary: 'The signed-in administrator (the admin check)',
    tags,
    access: 'admin',
    response: adminIdentityOutput,
    call: (c) => c.admin.auth.me(),
  }),
  restRoute({
    method: 'POST',
    url: '/api/admin/logout',
    operationId: 'adminLogout',
    summary: 'Log out (ends the session)',
    tags,
    access: 'admin',
    response: loggedOutOutput,
    call: (c) => c.admin.auth.logout(),
  }),
];
