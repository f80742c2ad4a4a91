import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { type ComponentType, useCallback, useEffect } from 'react';
import { ADMIN_TABS, type AdminTabKey } from '~/shared/admin-kinds';
import { mayUse, ROLE_LABELS, type StaffRole, tabsFor } from '~/shared/staff';
import { httpStatus } from '../lib/request-error';
import { toast } from '../lib/toast';
import { trpc } from '../lib/trpc';
import { AnalyticsTab } from './tabs/analytics-tab';
import { AuditLogTab } from './tabs/audit-log-tab';
import { ArsenalTab } from './tabs/arsenal-tab';
import { CommentsTab } from './tabs/comments-tab';
import { ContentTab } from './tabs/content-tab';
import { DispatchTab } from './tabs/dispatch-tab';
import { EventsTab } from './tabs/events-tab';
import { IntelligenceTab } from './tabs/intelligence-tab';
import { MailTab } from './tabs/mail-tab';
import { MembersTab } from './tabs/members-tab';
import { PaymentsTab } from './tabs/payments-tab';
import { PrivacyTab } from './tabs/privacy-tab';
import { RecognitionTab } from './tabs/recognition-tab';
import { ShameTab } from './tabs/shame-tab';
import { StaffTab } from './tabs/staff-tab';
import { ContactFormsTab, ResearchProposalsTab, SupportersTab, VolunteerApplicationsTab } from './tabs/submissions-tabs';
import { RealityReadinessTab } from './tabs/reality-readiness-tab';
import { SecurityTab } from './tabs/security-tab';
import { ActionButton } from './ui/action-button';
import { DeskNav } from './ui/desk-nav';
import { ConfirmProvider } from './ui/modal';

/** Each section's component; the sections, their order and labels are the shared list's (src/shared/admin-kinds.ts). */
const TAB_COMPONENTS: { [K in AdminTabKey]: ComponentType } = {
  comments: CommentsTab,
  content: ContentTab,
  recognition: RecognitionTab,
  shame: ShameTab,
  arsenal: ArsenalTab,
  intelligence: IntelligenceTab,
  videos: RealityReadinessTab,
  events: EventsTab,
  contact: ContactFormsTab,
  volunteers: VolunteerApplicationsTab,
  proposals: ResearchProposalsTab,
  supporters: SupportersTab,
  members: MembersTab,
  payments: PaymentsTab,
  analytics: AnalyticsTab,
  mail: MailTab,
  dispatch: DispatchTab,
  audit: AuditLogTab,
  staff: StaffTab,
  security: SecurityTab,
  privacy: PrivacyTab,
};

const route = getRouteApi('/admin');

/** Forgets everything the admin session loaded, so nothing private lingers after logout. */
function useForgetAdminData() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.removeQueries({ queryKey: [['admin']] }), [queryClient]);
}

/** A session that ends while the panel is open (expired, or logged out elsewhere) leads back to the login. */
function useLoginOnExpiredSession(onExpired: () => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const check = (error: unknown) => {
      if (httpStatus(error) === 401) onExpired();
    };
    const offQueries = queryClient.getQueryCache().subscribe((e) => e.type === 'updated' && check(e.query.state.error));
    const offMutations = queryClient.getMutationCache().subscribe((e) => e.type === 'updated' && check(e.mutation.state.error));
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient, onExpired]);
}

/** /admin: the whole panel, loaded lazily (none of it reaches visitors' browsers). */
export default function AdminPanel() {
  const navigate = useNavigate();
  const me = trpc.admin.auth.me.useQuery(undefined, { retry: false });
  // The role decides which tabs show (docs/decisions/027); the server refuses the rest anyway.
  const staff = trpc.admin.staff.me.useQuery(undefined, { retry: false, enabled: me.isSuccess });
  const forget = useForgetAdminData();

  // Spec: when the admin check fails on load, go to /admin-login.
  useEffect(() => {
    if (me.isError) {
      forget();
      void navigate({ to: '/admin-login', replace: true });
    }
  }, [me.isError, navigate, forget]);

  if (!me.data || !staff.data) {
    return (
      <div className="flex min-h-screen items-center justify-center" aria-busy="true">
        <p className="font-display text-xl text-ink-soft">Verifying your credentials…</p>
      </div>
    );
  }
  return (
    <ConfirmProvider>
      <AdminLayout email={me.data.email} role={staff.data.role} />
    </ConfirmProvider>
  );
}

function AdminLayout({ email, role }: { email: string; role: StaffRole }) {
  const navigate = useNavigate();
  const search = route.useSearch();
  const tabs = tabsFor(ADMIN_TABS, role);
  const first = tabs[0]?.key ?? 'comments';
  const active: AdminTabKey = search.tab && tabs.some((tab) => tab.key === search.tab) ? search.tab : first;
  // The same query as the Comment Moderation tab's first page: its total is the badge (for those who moderate).
  const pending = trpc.admin.comments.pendingPage.useQuery({ page: 1 }, { enabled: mayUse(role, 'moderation') });
  const logout = trpc.admin.auth.logout.useMutation();
  const forget = useForgetAdminData();
  const expired = useCallback(() => {
    forget();
    toast({ title: 'Session ended', description: 'Please log in again.', variant: 'destructive' });
    void navigate({ to: '/admin-login' });
  }, [forget, navigate]);
  useLoginOnExpiredSession(expired);

  const select = (key: AdminTabKey) => void navigate({ to: '/admin', search: { tab: key } });

  const onLogout = async () => {
    try {
      await logout.mutateAsync();
    } catch {
      // An expired session is logged out already; either way the panel closes.
    }
    forget();
    toast({ title: 'Logged out successfully' });
    void navigate({ to: '/admin-login' });
  };

  const Active = TAB_COMPONENTS[active];
  return (
    <div className="flex min-h-screen flex-col">
      <header className="bg-ink text-parchment">
        <div className="mx-auto flex max-w-[96rem] flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div>
            <h1 className="font-display text-2xl font-bold text-gold-light">Fellowship Administration</h1>
            <p className="text-base text-parchment/90">
              Signed in as <span className="[overflow-wrap:anywhere]">{email}</span> ({ROLE_LABELS[role]})
            </p>
          </div>
          <div className="flex gap-2">
            <Link to="/" className="btn border-parchment text-parchment hover:bg-parchment hover:text-ink">
              View Site
            </Link>
            <ActionButton className="btn border-gold-light bg-gold-light text-ink hover:bg-gold" action={onLogout}>
              Logout
            </ActionButton>
          </div>
        </div>
      </header>

      <div className="mx-auto flex w-full max-w-[96rem] flex-1 flex-col lg:flex-row">
        <DeskNav tabs={tabs} active={active} pendingCount={pending.data?.total ?? 0} onChoose={select} />
        {/* Long unbroken words (a pasted URL, a spammer's name) wrap in every card, also where a tab says
            break-words, which would keep a grid column as wide as the word. Not in tables: there a column
            as narrow as a letter broke headings, buttons and addresses mid-word ("Rea/d"), so a table
            wraps at spaces only and scrolls sideways in its card when it must. */}
        <main
          id="main"
          className="w-full min-w-0 flex-1 px-4 py-8 [overflow-wrap:anywhere] lg:px-8 [&_*]:[overflow-wrap:anywhere] [&_table_*]:[overflow-wrap:normal]"
        >
          <Active />
        </main>
      </div>

      <footer className="border-t-2 border-gold/60 bg-ink py-6 text-center text-base text-parchment/90">
        <p>The Brain Appreciation Club · Fellowship Administration</p>
        <p className="text-sm">Society hours Tue-Sat 10:00-18:00 · Charter of 1847: "Think first, then think again."</p>
      </footer>
    </div>
  );
}
