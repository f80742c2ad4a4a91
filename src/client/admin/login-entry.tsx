import { useEffect, useState } from 'react';
import AdminInvitationPage from './invitation-page';
import AdminLoginPage from './login-page';

const invitationToken = () => /^#invitation=(.*)$/.exec(window.location.hash)?.[1] ?? null;

/**
 * /admin-login: the login, or, when the address carries `#invitation=TOKEN` (the link of a staff
 * invitation, docs/decisions/027), the page where the invitee chooses a name and a password. The
 * fragment is read in the browser only: the server renders the login.
 */
export default function AdminLoginEntry() {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    const read = () => setToken(invitationToken());
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  if (token === null) return <AdminLoginPage />;
  return (
    <AdminInvitationPage
      token={token}
      onAccepted={() => {
        // Back to the plain login, without the used token in the address or the history entry.
        window.history.replaceState(window.history.state, '', '/admin-login');
        setToken(null);
      }}
    />
  );
}
