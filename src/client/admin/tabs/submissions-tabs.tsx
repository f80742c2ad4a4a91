import type { ReactNode } from 'react';
import { formatCommentDate } from '~/shared/format';
import { trpc } from '~/client/lib/trpc';
import { Detail } from '../ui/list-state';
import { shortLink, supporterActionLabel } from '~/shared/support';
import { SubmissionsTab } from '../ui/submissions-tab';

/** A submission's heading line, then the grid of its particulars under it (`children`, each a Detail). */
function Summary({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <>
      <p className="font-display text-lg font-bold">{title}</p>
      <dl className="mt-1 grid gap-x-6 gap-y-1 text-base sm:grid-cols-3">{children}</dl>
    </>
  );
}

/** The sender's address, to write back to. */
const EmailDetail = ({ email }: { email: string }) => (
  <Detail label="Email">
    <a href={`mailto:${email}`}>{email}</a>
  </Detail>
);

/** When the submission came (`label`: "Received" unless the kind words it otherwise). */
const DateDetail = ({ label = 'Received', at }: { label?: string; at: string }) => <Detail label={label}>{formatCommentDate(at)}</Detail>;

/** The longer answers of a form, one under another (`children`, each a Detail). */
const Answers = ({ children }: { children: ReactNode }) => <dl className="mt-2 grid gap-2 text-base">{children}</dl>;

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
          <Summary title={a.subject}>
            <Detail label="From">{a.firstName}</Detail>
            <EmailDetail email={a.email} />
            <DateDetail at={a.createdAt} />
            <Detail label="Membership type">{a.membershipType}</Detail>
          </Summary>
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
          <Summary title={a.name}>
            <EmailDetail email={a.email} />
            <Detail label="Phone">{a.phone}</Detail>
            <Detail label="Age">{a.age}</Detail>
            <Detail label="Availability">{a.availability}</Detail>
            <DateDetail at={a.createdAt} />
          </Summary>
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
          <Answers>
            <Detail label="Motivation">{a.motivation}</Detail>
            <Detail label="Background">{a.background}</Detail>
            <Detail label="Interests">{a.interests}</Detail>
            <Detail label="Experience">{a.experience}</Detail>
          </Answers>
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
          <Summary title={p.title}>
            <Detail label="Principal Investigator">{p.name}</Detail>
            <EmailDetail email={p.email} />
            <Detail label="Affiliation">{p.affiliation}</Detail>
            <Detail label="Category">{p.category}</Detail>
            <Detail label="Duration">{p.duration}</Detail>
            <Detail label="Participants">{p.participants}</Detail>
            <DateDetail at={p.createdAt} />
          </Summary>
          <details className="mt-2">
            <summary className="cursor-pointer font-display font-bold text-burgundy">Read the full proposal</summary>
            <Answers>
              <Detail label="Description">{p.description}</Detail>
              <Detail label="Objectives">{p.objectives}</Detail>
              <Detail label="Methodology">{p.methodology}</Detail>
              <Detail label="Resources">{p.resources}</Detail>
              <Detail label="Ethics">{p.ethics}</Detail>
              <Detail label="Significance">{p.significance}</Detail>
              <Detail label="Collaboration">{p.collaboration}</Detail>
            </Answers>
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
        <Summary
          title={
            <>
              {s.firstName} {s.certificationClaimed && <span className="badge-gold ml-1 align-middle">Certificate claimed</span>}
            </>
          }
        >
          <EmailDetail email={s.email} />
          <Detail label="What they did">{supporterActionLabel(s.shareAction, s.shareType)}</Detail>
          <Detail label="LinkedIn link">
            {s.linkedinUrl ? (
              <a href={s.linkedinUrl} target="_blank" rel="noopener noreferrer" title={s.linkedinUrl}>
                {shortLink(s.linkedinUrl)}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              '—'
            )}
          </Detail>
          <DateDetail label="Joined" at={s.createdAt} />
        </Summary>
      )}
    />
  );
}
