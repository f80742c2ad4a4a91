/**
 * The site's small marks (arrows, ticks, stars), drawn rather than typed: the web
 * fonts have none of ← → ↗ ✓ ★ ✦ ☰ ✕ or an emoji, and finding a system font that has one is a lookup
 * in the page's first layout on every visit (Lighthouse's blocking time, docs/decisions/066); drawn,
 * they look the same on every system too. Hidden from screen readers, as the characters were meant to be.
 */
const PATHS = {
  back: 'M13 8H3m4-4L3 8l4 4',
  forward: 'M3 8h10M9 4l4 4-4 4',
  external: 'M4 12l8-8M5.5 4H12v6.5',
  check: 'M3 8.5l3 3 7-7',
  star: 'M8 1.5l1.9 4.2 4.6.5-3.4 3.1 1 4.5L8 11.5l-4.1 2.3 1-4.5L1.5 6.2l4.6-.5z',
  sparkle: 'M8 1c.6 3.6 1.4 4.4 5 5-3.6.6-4.4 1.4-5 5-.6-3.6-1.4-4.4-5-5 3.6-.6 4.4-1.4 5-5z',
  lens: 'M6.5 2.5a4 4 0 1 0 0 8 4 4 0 1 0 0-8zM9.5 9.5L14 14',
  flame: 'M8 1.5c2.5 3 3.5 4.6 3.5 6.5a3.5 3.5 0 0 1-7 0c0-1.9 1-3.5 3.5-6.5zM6 14.5h4',
} as const;

export type GlyphName = keyof typeof PATHS;

/** Filled shapes; the others are drawn as lines. */
const FILLED: ReadonlySet<GlyphName> = new Set(['star', 'sparkle']);

/** One mark, the height of the text around it and in its colour (`className` sizes or colours it otherwise). */
export function Glyph({ name, className = '' }: { name: GlyphName; className?: string }) {
  const filled = FILLED.has(name);
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className={`inline-block h-[1em] w-[1em] shrink-0 align-[-0.125em] ${className}`}
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
