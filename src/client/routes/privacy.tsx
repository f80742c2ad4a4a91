import { createFileRoute, Link } from '@tanstack/react-router';
import { ClubPage } from '../components/page-parts/club-page';
import { staticHead } from '../lib/route-data';

export const Route = createFileRoute('/privacy')({
  head: staticHead,
  component: PrivacyPage,
});

/**
 * What the Club keeps about a person and for how long (docs/decisions/029). Keep it
 * true: each line matches what the code does (the retention defaults are RETENTION_PAGE_VIEWS_DAYS
 * and RETENTION_LETTERS_DAYS in src/server/config.ts).
 */
function PrivacyPage() {
  return (
    <ClubPage eyebrow="Your data" title="Privacy" intro="What the Club keeps about you, for how long, and how to see it or have it erased.">
      <div className="space-y-5">
        <h2 className="pt-2 text-2xl font-bold">What we keep, and for how long</h2>
        <ul className="list-disc space-y-3 pl-6">
          <li>
            <strong>Comments</strong>: your name, your email address and what you wrote. Your name and comment are shown once a moderator
            approves them; your address is never shown. Kept until a moderator removes the comment or you ask us to erase it.
          </li>
          <li>
            <strong>Reactions</strong>: your email address and a fingerprint of a random key your browser keeps, so that only that browser
            can withdraw the reaction. Others see only the counts. Kept until the comment goes or you ask us to erase it.
          </li>
          <li>
            <strong>Contact, volunteer and research forms</strong>: what you typed. Our letter of acknowledgement repeats none of it, only a
            reference number, and one address receives at most three such letters a day. Kept until the Club has dealt with it and deletes
            it, or you ask us to erase it.
          </li>
          <li>
            <strong>Brain Supporter certificates and ego reports</strong>: your first name and email address (the ego report’s address is
            optional and never shown). Kept until you ask us to erase them.
          </li>
          <li>
            <strong>Membership payments</strong>: your name, email address, plan, amount and the payment provider’s reference. Card details
            go to the payment provider and never reach us. Payments are the Club’s accounts, which UK law requires us to keep for six years:
            if you ask us to erase your data, the payment stays in the accounts with your name and address removed.
          </li>
          <li>
            <strong>Letters we send you</strong> (receipts, acknowledgements): kept in our outbox for 90 days after sending, then deleted.
          </li>
          <li>
            <strong>The Club’s Dispatch</strong> (our occasional letter): your email address, and the record of your consent: when you gave
            it, on which form, and the words you agreed to. Nothing is sent until you confirm with the link in our confirmation letter (an
            unconfirmed request lapses after 7 days). Every letter carries an unsubscribe link that works in one click, without signing in;
            afterwards we keep only the address marked as unsubscribed (or as refused by your mail server), so that we never write to it
            again. We send through our own mail server, not a mailing service. Kept until you ask us to erase it, which removes the
            subscription and its letters.
          </li>
          <li>
            <strong>Page views</strong>: the page, the page you came from, and a visitor key made from your address and browser with a
            secret that changes every day and is never stored, so visits cannot be linked from one day to the next. No cookies. Kept for 13
            months, then deleted.
          </li>
          <li>
            <strong>Server logs</strong> record which kind of page was asked for, never an email address.
          </li>
        </ul>
        <h2 className="pt-4 text-2xl font-bold">Your rights</h2>
        <p>
          You may ask for a copy of everything we hold about your email address, or for all of it to be erased. Write to us through the{' '}
          <Link to="/" hash="contact" className="text-burgundy underline underline-offset-4">
            contact form
          </Link>{' '}
          from the address concerned. The Club’s Owner finds every record that holds the address, sends you the copy as one file, or erases
          it all at once; the erasure is recorded without your address.
        </p>
      </div>
    </ClubPage>
  );
}
