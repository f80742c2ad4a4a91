import { useState } from 'react';
import { type Fellow, initials } from '~/shared/fellows';

/* The parts a fellow shows on the directory's card and on the fellow's own page (/fellow-directory/SLUG). */

/** The portrait, or the initials when there is none (or it fails to load), with the status dot: green when active. */
export function FellowAvatar({ fellow, large = false }: { fellow: Fellow; large?: boolean }) {
  const [avatarFailed, setAvatarFailed] = useState(false);
  const active = fellow.status === 'active';
  const size = large ? 'h-28 w-28 text-4xl' : 'h-16 w-16 text-xl';
  return (
    <div className="relative shrink-0">
      {fellow.avatar && !avatarFailed ? (
        <img
          src={fellow.avatar}
          alt=""
          width={large ? 112 : 64}
          height={large ? 112 : 64}
          className={`${size} rounded-full border-2 border-gold object-cover`}
          onError={() => setAvatarFailed(true)}
        />
      ) : (
        <span
          className={`${size} flex items-center justify-center rounded-full border-2 border-gold bg-ink font-display font-bold text-gold-light`}
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
  );
}

/** "Contact": a letter to the fellowship office, for the fellow's attention. */
export function FellowContact({ fellow, className = 'btn-secondary px-4 py-1.5 text-sm' }: { fellow: Fellow; className?: string }) {
  return (
    <a
      className={className}
      href={`mailto:fellows@brainappreciation.club?subject=${encodeURIComponent(`For the attention of ${fellow.name}`)}`}
    >
      Contact
    </a>
  );
}
