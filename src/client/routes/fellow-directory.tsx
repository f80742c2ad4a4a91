import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { type Fellow, FELLOW_STATS, FELLOWS, initials } from '../components/club-pages/fellows-data';
import { InkPanel, ON_INK_BUTTON, ResourcePage } from '../components/layout/page-header';
import { staticHead } from '../lib/route-data';

export const Route = createFileRoute('/fellow-directory')({
  head: staticHead,
  component: FellowDirectoryPage,
});

/** Part 2 section 9: fellows show at most 2 specialty badges. */
const SHOWN_SPECIALTIES = 2;

function FellowDirectoryPage() {
  const [specialty, setSpecialty] = useState<string | null>(null);
  const [browsing, setBrowsing] = useState(false);
  const specialties = [...new Set(FELLOWS.flatMap((f) => f.specialties))].sort();
  const shown = specialty ? FELLOWS.filter((f) => f.specialties.includes(specialty)) : FELLOWS;

  const stats = [
    { figure: String(FELLOWS.length), label: 'Active Fellows' },
    { figure: String(FELLOW_STATS.yearsOfService), label: 'Years of Service' },
    { figure: String(FELLOW_STATS.publications), label: 'Publications' },
    { figure: String(FELLOW_STATS.countries), label: 'Countries' },
  ];

  return (
    <ResourcePage
      eyebrow="Fellowship"
      title="Fellow Directory"
      quote={{
        text: 'A Fellow is known by the questions they ask, not by the answers they look up.',
        by: 'Professor Algernon Thistlewood, 1847',
      }}
    >
      <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label} className="card flex flex-col-reverse p-5 text-center" data-testid="fellow-stat">
            <dt className="text-base text-ink-soft">{s.label}</dt>
            <dd className="font-display text-4xl font-bold text-burgundy">{s.figure}</dd>
          </div>
        ))}
      </dl>

      {browsing && (
        <div className="mt-8" role="group" aria-label="Browse by specialty" id="specialties">
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              aria-pressed={specialty === null}
              onClick={() => setSpecialty(null)}
              className={specialty === null ? 'btn-primary px-3 py-1 text-sm' : 'btn-secondary px-3 py-1 text-sm'}
            >
              All specialties
            </button>
            {specialties.map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={specialty === s}
                onClick={() => setSpecialty(s)}
                className={specialty === s ? 'btn-primary px-3 py-1 text-sm' : 'btn-secondary px-3 py-1 text-sm'}
              >
                {s}
              </button>
            ))}
          </div>
        </div>
      )}

      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-live="polite">
        {shown.map((f) => (
          <FellowCard key={f.name} fellow={f} />
        ))}
      </ul>

      <InkPanel id="join" title="Join Our Fellowship">
        <div className="mt-8 grid gap-6 text-center sm:grid-cols-3">
          {[
            { title: 'Network Access', text: 'Correspond with Fellows in 23 countries, by letter, telephone or, in emergencies, email.' },
            { title: 'Collaboration', text: 'Join research committees and studies of human cognition, with tea provided.' },
            { title: 'Recognition', text: 'Your name in the Directory and your portrait, eventually, on the stairs.' },
          ].map((b) => (
            <div key={b.title}>
              <h3 className="font-display text-xl font-bold text-gold-light">{b.title}</h3>
              <p className="mt-2 text-base text-parchment/90">{b.text}</p>
            </div>
          ))}
        </div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/application-process" className="btn-gold">
            Apply for Fellowship
          </Link>
          <button
            type="button"
            className={ON_INK_BUTTON}
            aria-expanded={browsing}
            aria-controls="specialties"
            onClick={() => {
              setBrowsing(true);
              requestAnimationFrame(() => document.getElementById('specialties')?.scrollIntoView({ behavior: 'smooth', block: 'center' }));
            }}
          >
            Browse by Specialty
          </button>
        </div>
      </InkPanel>
    </ResourcePage>
  );
}

function FellowCard({ fellow }: { fellow: Fellow }) {
  const [open, setOpen] = useState(false);
  const [avatarFailed, setAvatarFailed] = useState(false);
  const active = fellow.status === 'active';
  const extra = fellow.specialties.length - SHOWN_SPECIALTIES;
  const id = fellow.name.replace(/\W+/g, '-').toLowerCase();
  return (
    <li className="card flex flex-col gap-3 p-5" data-testid="fellow-card">
      <div className="flex items-start gap-4">
        <div className="relative shrink-0">
          {fellow.avatar && !avatarFailed ? (
            <img
              src={fellow.avatar}
              alt=""
              width={64}
              height={64}
              className="h-16 w-16 rounded-full border-2 border-gold object-cover"
              onError={() => setAvatarFailed(true)}
            />
          ) : (
            <span
              className="flex h-16 w-16 items-center justify-center rounded-full border-2 border-gold bg-ink font-display text-xl font-bold text-gold-light"
              aria-hidden="true"
            >
              {initials(fellow.name)}
            </span>
          )}
          <span
            className={`absolute bottom-0 right-0 h-4 w-4 rounded-full border-2 border-paper ${active ? 'bg-[#2f8a3e]' : 'bg-[#8a8378]'}`}
            data-testid="fellow-status"
            data-active={active}
            title={active ? 'Active' : fellow.status}
          />
        </div>
        <div className="min-w-0">
          <span className="badge-gold">{fellow.membershipLevel}</span>
          <h2 className="mt-1 text-xl font-bold">{fellow.name}</h2>
          <p className="text-base text-ink-soft">{fellow.title}</p>
          <p className="sr-only">Status: {active ? 'active' : fellow.status}</p>
        </div>
      </div>
      <p className="text-base text-sepia">
        <span aria-hidden="true">📍 </span>
        {fellow.location} · Member since {fellow.joinDate} · {fellow.publications} publications
      </p>
      <div className="flex flex-wrap gap-2">
        {fellow.specialties.slice(0, SHOWN_SPECIALTIES).map((s) => (
          <span key={s} className="badge">
            {s}
          </span>
        ))}
        {extra > 0 && (
          <span className="badge" title={fellow.specialties.slice(SHOWN_SPECIALTIES).join(', ')}>
            +{extra} more
          </span>
        )}
      </div>
      <p className="flex-1 text-base">{fellow.bio}</p>
      {open && (
        <div id={`${id}-profile`} className="rounded-sm border border-gold/60 bg-parchment p-3">
          <h3 className="font-display text-base font-bold">Achievements</h3>
          <ul className="mt-1 list-disc pl-5 text-base">
            {fellow.achievements.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
          <p className="mt-2 text-base">All specialties: {fellow.specialties.join(', ')}</p>
        </div>
      )}
      <div className="flex gap-2">
        <a
          className="btn-secondary px-4 py-1.5 text-sm"
          href={`mailto:fellows@brainappreciation.club?subject=${encodeURIComponent(`For the attention of ${fellow.name}`)}`}
        >
          Contact
        </a>
        <button
          type="button"
          className="btn-secondary px-4 py-1.5 text-sm"
          aria-expanded={open}
          aria-controls={`${id}-profile`}
          onClick={() => setOpen((v) => !v)}
        >
          Profile
        </button>
      </div>
    </li>
  );
}
