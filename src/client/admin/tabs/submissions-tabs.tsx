import { formatCommentDate } from '../../../shared/format';
import { trpc } from '../../lib/trpc';
import { Detail } from '../ui/list-state';
import { SubmissionsTab } from '../ui/submissions-tab';

const Mail = ({ email }: { email: string }) => <a href={`mailto:${email}`}>{email}</a>;

/** Contact Forms: membership_applications from the home page's contact form. */
export function ContactFormsTab() {
  return (
    <SubmissionsTab
      tab="contact"
      page={trpc.admin.submissions.contactFormsPage}
      remove={trpc.admin.submissions.deleteContactForm}
      intro="Enquiries and fellowship applications sent from the contact form."
      noun="application"
      search={{ label: 'Search contact forms', placeholder: 'Name, email, subject or message', noun: 'forms' }}
      emptyText="No contact forms yet."
      itemLabel={(a) => a.firstName}
      render={(a) => (
        <>
          <p className="font-display text-lg font-bold">{a.subject}</p>
          <dl className="mt-1 grid gap-x-6 gap-y-1 text-base sm:grid-cols-3">
            <Detail label="From">{a.firstName}</Detail>
            <Detail label="Email">
              <Mail email={a.email} />
            </Detail>
            <Detail label="Received">{formatCommentDate(a.createdAt)}</Detail>
            <Detail label="Membership type">{a.membershipType}</Detail>
          </dl>
          <p className="mt-2 whitespace-pre-wrap break-words border-l-4 border-gold pl-3">{a.message}</p>
        </>
      )}
    />
  );
}

/** Volunteer Applications (D15). */
export function VolunteerApplicationsTab() {
  return (
    <SubmissionsTab
      tab="volunteers"
      page={trpc.admin.submissions.volunteerApplicationsPage}
      remove={trpc.admin.submissions.deleteVolunteerApplication}
      intro="Research volunteers who applied through /volunteer-research."
      noun="application"
      search={{ label: 'Search volunteer applications', placeholder: 'Name, email or answers', noun: 'applications' }}
      emptyText="No volunteer applications yet."
      itemLabel={(a) => a.name}
      render={(a) => (
        <>
          <p className="font-display text-lg font-bold">{a.name}</p>
          <dl className="mt-1 grid gap-x-6 gap-y-1 text-base sm:grid-cols-3">
            <Detail label="Email">
              <Mail email={a.email} />
            </Detail>
            <Detail label="Phone">{a.phone}</Detail>
            <Detail label="Age">{a.age}</Detail>
            <Detail label="Availability">{a.availability}</Detail>
            <Detail label="Received">{formatCommentDate(a.createdAt)}</Detail>
          </dl>
          {a.experiments.length > 0 && (
            <div className="mt-2">
              <p className="font-display text-sm font-bold text-sepia">Experiments</p>
              <ul className="flex flex-wrap gap-2">
                {a.experiments.map((x) => (
                  <li key={x} className="badge">
                    {x}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <dl className="mt-2 grid gap-2 text-base">
            <Detail label="Motivation">{a.motivation}</Detail>
            <Detail label="Background">{a.background}</Detail>
            <Detail label="Interests">{a.interests}</Detail>
            <Detail label="Experience">{a.experience}</Detail>
          </dl>
        </>
      )}
    />
  );
}

/** Research Proposals (D15). */
export function ResearchProposalsTab() {
  return (
    <SubmissionsTab
      tab="proposals"
      page={trpc.admin.submissions.researchProposalsPage}
      remove={trpc.admin.submissions.deleteResearchProposal}
      intro="Proposals sent through /propose-research, for the Research Committee."
      noun="proposal"
      search={{
        label: 'Search research proposals',
        placeholder: 'Name, email, title, affiliation, category or description',
        noun: 'proposals',
      }}
      emptyText="No research proposals yet."
      itemLabel={(p) => p.name}
      render={(p) => (
        <>
          <p className="font-display text-lg font-bold">{p.title}</p>
          <dl className="mt-1 grid gap-x-6 gap-y-1 text-base sm:grid-cols-3">
            <Detail label="Principal Investigator">{p.name}</Detail>
            <Detail label="Email">
              <Mail email={p.email} />
            </Detail>
            <Detail label="Affiliation">{p.affiliation}</Detail>
            <Detail label="Category">{p.category}</Detail>
            <Detail label="Duration">{p.duration}</Detail>
            <Detail label="Participants">{p.participants}</Detail>
            <Detail label="Received">{formatCommentDate(p.createdAt)}</Detail>
          </dl>
          <details className="mt-2">
            <summary className="cursor-pointer font-display font-bold text-burgundy">Read the full proposal</summary>
            <dl className="mt-2 grid gap-2 text-base">
              <Detail label="Description">{p.description}</Detail>
              <Detail label="Objectives">{p.objectives}</Detail>
              <Detail label="Methodology">{p.methodology}</Detail>
              <Detail label="Resources">{p.resources}</Detail>
              <Detail label="Ethics">{p.ethics}</Detail>
              <Detail label="Significance">{p.significance}</Detail>
              <Detail label="Collaboration">{p.collaboration}</Detail>
            </dl>
          </details>
        </>
      )}
    />
  );
}

/** Brain Supporters: viral_shares, with shareAction and linkedinUrl as the spec's screen reads them. */
export function SupportersTab() {
  return (
    <SubmissionsTab
      tab="supporters"
      page={trpc.admin.submissions.supportersPage}
      remove={trpc.admin.submissions.deleteSupporter}
      intro="Visitors who showed their support and shared the cause."
      noun="supporter"
      search={{ label: 'Search supporters', placeholder: 'Name, email, share type or LinkedIn URL', noun: 'supporters' }}
      emptyText="No supporters yet."
      itemLabel={(s) => s.firstName}
      render={(s) => (
        <>
          <p className="font-display text-lg font-bold">
            {s.firstName} {s.certificationClaimed && <span className="badge-gold ml-1 align-middle">Certificate claimed</span>}
          </p>
          <dl className="mt-1 grid gap-x-6 gap-y-1 text-base sm:grid-cols-3">
            <Detail label="Email">
              <Mail email={s.email} />
            </Detail>
            <Detail label="Share type">{s.shareType}</Detail>
            <Detail label="Share action">{s.shareAction ?? '—'}</Detail>
            <Detail label="LinkedIn">
              {s.linkedinUrl ? (
                <a href={s.linkedinUrl} target="_blank" rel="noopener noreferrer" className="break-all">
                  {s.linkedinUrl}
                </a>
              ) : (
                '—'
              )}
            </Detail>
            <Detail label="Joined">{formatCommentDate(s.createdAt)}</Detail>
          </dl>
        </>
      )}
    />
  );
}
