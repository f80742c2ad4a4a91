import { createFileRoute, Link } from '@tanstack/react-router';
import { MarkList } from '../components/page-parts/mark-list';
import { CardRowSection } from '../components/page-parts/page-section';
import { ResourcePage } from '../components/page-parts/resource-page';
import { staticHead } from '../lib/route-data';
import { benefitsPlanSentence } from '~/shared/plans';

export const Route = createFileRoute('/membership-benefits')({
  head: staticHead,
  component: MembershipBenefitsPage,
});

/**
 * The monthly tiers of part 2 section 9. The yearly checkout plans name the same price points
 * differently (spec: both readings stand), so each button opens the plan with the same price.
 */
const TIERS = [
  {
    title: 'Basic Supporter',
    price: 7,
    plan: 'basic',
    popular: false,
    benefits: [
      'Your name in the Supporters’ Ledger, written with a fountain pen',
      'Members’ pricing at every symposium and workshop',
      'Early notice of new Intelligence Reports',
    ],
    exclusives: ['The monthly newsletter, by post or email', 'A digital membership card', 'One Club pencil (HB)'],
  },
  {
    title: 'Distinguished Fellow',
    price: 47,
    plan: 'full',
    popular: true,
    benefits: [
      'Everything a Basic Supporter receives',
      'Reserved seating at the Annual Symposium',
      'Entry to the Members’ Reading Room, where devices sleep in a basket',
      'Invitations to the quarterly Fellows’ Supper',
    ],
    exclusives: ['The printed quarterly journal, hand-bound', 'A brass lapel pin', 'Free entry to two workshops a year'],
  },
  {
    title: 'Full Member',
    price: 147,
    plan: 'distinguished',
    popular: false,
    benefits: [
      'Everything a Distinguished Fellow receives',
      'Voting rights in the governance of the Club',
      'A seat on one research committee of your choosing',
      'Your own portrait in the Fellow Directory',
    ],
    exclusives: [
      'The annual weekend retreat, in the countryside, without signal',
      'A personalised certificate in a frame',
      'Lifetime supply of Club pencils',
    ],
  },
] as const;

const FOR_ALL = [
  {
    icon: '📜',
    title: 'Organic Thought Certification',
    text: 'Every member may claim the certificate “Certified Organic Thinking Advocate”, suitable for framing or for a professional-network profile.',
  },
  {
    icon: '🧰',
    title: 'The Brain Arsenal',
    text: 'Free prompts, tools, datasets and videos for unassisted thinking. Members may suggest additions to the Arsenal Committee.',
  },
  {
    icon: '🕵️',
    title: 'Intelligence Briefings',
    text: 'Our analysts’ reports on corporate memos and tech launches, each measured on the Bullshit Meter, in your inbox first.',
  },
  {
    icon: '☕',
    title: 'Members’ Evenings',
    text: 'Monthly lectures, debates and quiet reading, with tea, in rooms where the only cloud is the one outside the window.',
  },
];

const pounds = (n: number) => `£${n}`;

function MembershipBenefitsPage() {
  return (
    <ResourcePage
      eyebrow="Fellowship"
      title="Membership Benefits"
      quote={{ text: 'A subscription to the Club is a subscription to your own mind, with interest.', by: 'The Membership Secretary' }}
      intro={
        <p>
          Three ways to support the preservation of organic thought, each cancelled by a single letter. Prices are listed per month, as the
          Club has always listed them; the checkout takes the same figure once a year, under the plan names below. Rights such as voting are
          granted by the Charter, not by an algorithm.
        </p>
      }
    >
      <div className="mt-12 grid items-start gap-6 lg:grid-cols-3">
        {TIERS.map((tier) => (
          <article
            key={tier.title}
            data-testid="membership-tier"
            className={`card relative flex flex-col p-6 ${tier.popular ? 'border-2 border-burgundy lg:-mt-4 lg:pb-10' : ''}`}
          >
            {tier.popular && (
              <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-burgundy px-4 py-0.5 font-display text-sm font-bold text-parchment">
                Most Popular
              </span>
            )}
            <h2 className="text-center text-2xl font-bold">{tier.title}</h2>
            <p className="mt-3 text-center">
              <span className="font-display text-5xl font-bold text-burgundy">{pounds(tier.price)}</span>
              <span className="text-lg text-sepia"> / month</span>
            </p>
            <p className="mt-2 text-center text-base text-ink-soft" data-testid="tier-plan-match">
              {benefitsPlanSentence(tier.plan)}
            </p>
            <h3 className="mt-6 font-display text-base font-bold uppercase tracking-wider text-sepia">Benefits</h3>
            <MarkList items={tier.benefits} mark="check" markClassName="text-burgundy" className="mt-2 space-y-2 text-base" />
            <h3 className="mt-5 font-display text-base font-bold uppercase tracking-wider text-sepia">Exclusive to this tier</h3>
            <MarkList items={tier.exclusives} mark="star" markClassName="text-gold" className="mt-2 space-y-2 text-base" />
            {/* The checkout page belongs to the payment module; a plain link keeps this page independent of it. */}
            <a href={`/checkout?type=${tier.plan}`} className={`mt-8 ${tier.popular ? 'btn-primary' : 'btn-secondary'}`}>
              Become a {tier.title}
            </a>
          </article>
        ))}
      </div>

      <CardRowSection id="for-all" title="Benefits for Every Member" className="mt-16" items={FOR_ALL} keyOf={(b) => b.title}>
        {(b) => (
          <>
            <p className="text-4xl" aria-hidden="true">
              {b.icon}
            </p>
            <h3 className="mt-2 text-xl font-bold">{b.title}</h3>
            <p className="mt-2 text-base text-ink-soft">{b.text}</p>
          </>
        )}
      </CardRowSection>

      <p className="mt-12 text-center text-base text-ink-soft">
        Questions first? Read about the <Link to="/application-process">application process</Link> or meet the{' '}
        <Link to="/fellow-directory">Fellows</Link>.
      </p>
    </ResourcePage>
  );
}
