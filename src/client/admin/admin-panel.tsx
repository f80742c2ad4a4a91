import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { type ComponentType, useCallback, useEffect, useRef } from 'react';
import { ADMIN_TABS, type AdminTabKey } from '../../shared/admin-kinds';
import { mayUse, ROLE_LABELS, type StaffRole, tabsFor } from '../../shared/staff';
import { httpStatus } from '../lib/request-error';
import { toast } from '../lib/toast';
import { trpc } from '../lib/trpc';
import { AnalyticsTab } from './tabs/analytics-tab';
import { AuditLogTab } from './tabs/audit-log-tab';
import { ArsenalTab } from './tabs/arsenal-tab';
import { CommentsTab } from './tabs/comments-tab';
import { ContentTab } from './tabs/content-tab';
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
import { Field } from './ui/fields';
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
  contact: ContactFormsTab,
  volunteers: VolunteerApplicationsTab,
  proposals: ResearchProposalsTab,
  supporters: SupportersTab,
  members: MembersTab,
  payments: PaymentsTab,
  analytics: AnalyticsTab,
  mail: MailTab,
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
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const expired = useCallback(() => {
    forget();
    toast({ title: 'Session ended', description: 'Please log in again.', variant: 'destructive' });
    void navigate({ to: '/admin-login' });
  }, [forget, navigate]);
  useLoginOnExpiredSession(expired);

  const select = (key: AdminTabKey, focus = false) => {
    void navigate({ to: '/admin', search: { tab: key }, replace: true });
    if (focus) tabRefs.current[key]?.focus();
  };

  const onTabKey = (e: React.KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (target === null) return;
    e.preventDefault();
    select(tabs[target].key, true);
  };

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
  const pendingCount = pending.data?.total ?? 0;
  return (
    <div className="flex min-h-screen flex-col">
      <header className="bg-ink text-parchment">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div>
            <h1 className="font-display text-2xl font-bold text-gold-light">Fellowship Administration</h1>
            <p className="text-base text-parchment/90">
              Signed in as <span className="break-all">{email}</span> ({ROLE_LABELS[role]})
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

      {/* A landmark for the section choice, so no content sits outside one (axe: region). */}
      <nav aria-label="Administration sections" className="border-b-2 border-gold/60 bg-paper">
        {/* Small screens: fourteen tabs do not fit, so a menu chooses the section. */}
        <Field label="Section" className="px-4 py-3 md:hidden">
          {(field) => (
            <select
              {...field}
              className="field-input"
              value={active}
              onChange={(e) => select(tabs.find((tab) => tab.key === e.target.value)?.key ?? first)}
            >
              {tabs.map((tab) => (
                <option key={tab.key} value={tab.key}>
                  {tab.label}
                  {tab.key === 'comments' && pendingCount > 0 ? ` (${pendingCount} pending)` : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div role="tablist" aria-label="Administration sections" className="mx-auto hidden max-w-7xl flex-wrap gap-1 px-2 py-2 md:flex">
          {tabs.map((tab, index) => {
            const selected = tab.key === active;
            return (
              <button
                key={tab.key}
                ref={(el) => {
                  tabRefs.current[tab.key] = el;
                }}
                type="button"
                role="tab"
                id={`tab-${tab.key}`}
                aria-selected={selected}
                aria-controls={`panel-${tab.key}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => select(tab.key)}
                onKeyDown={(e) => onTabKey(e, index)}
                className={`flex shrink-0 items-center gap-2 whitespace-nowrap rounded-sm border-2 px-3 py-1.5 font-display text-base font-bold ${
                  selected ? 'border-burgundy bg-burgundy text-parchment' : 'border-transparent text-ink hover:border-ink/30'
                }`}
              >
                {tab.label}
                {tab.key === 'comments' && pendingCount > 0 && (
                  <span
                    className={`rounded-full px-2 text-sm ${selected ? 'bg-parchment text-burgundy' : 'bg-burgundy text-parchment'}`}
                    aria-label={`${pendingCount} pending`}
                    data-testid="pending-badge"
                  >
                    {pendingCount}
                  </span>
                )}
              </button>
            );
          })}
        </div>
      </nav>

      {/* Long unbroken words (a pasted URL, a spammer's name) wrap in every card and table: anywhere, also
          where a tab says break-words, which would keep a grid or table column as wide as the word. */}
      <main id="main" className="mx-auto w-full min-w-0 max-w-7xl flex-1 px-4 py-8 [overflow-wrap:anywhere] [&_*]:[overflow-wrap:anywhere]">
        <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`} tabIndex={0} className="focus-visible:outline-none">
          <Active />
        </div>
      </main>

      <footer className="border-t-2 border-gold/60 bg-ink py-6 text-center text-base text-parchment/90">
        <p>The Brain Appreciation Club · Fellowship Administration</p>
        <p className="text-sm">Society hours Tue-Sat 10:00-18:00 · Charter of 1847: "Think first, then think again."</p>
      </footer>
    </div>
  );
}
