// Writes the seed illustrations into public/seed/ (Victorian engraving style, 800x500).
// Run from the repository root: node db/seeds/generate-images.mjs
// Their words are outlines of the site's own EB Garamond (opentype.js), not <text>: a browser lays SVG
// text out on the page's main thread, looking for the font by name, for every picture on every load
// (9-29 ms of layout a page here, docs/decisions/066), and the picture reads the same on every system.
import { brotliCompressSync } from 'node:zlib';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import opentype from 'opentype.js';

const INK = '#2b2118';
const WINE = '#7a1f2b';
const GOLD = '#b8902f';
const PAPER = '#f4ecd8';
const PAPER2 = '#efe4c8';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'public/seed');

const face = (file) => {
  const bytes = readFileSync(path.join(root, 'node_modules/@fontsource/eb-garamond/files', file));
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
};
const ROMAN = face('eb-garamond-latin-400-normal.woff');
const ITALIC = face('eb-garamond-latin-400-italic.woff');

/** One line of words as a filled outline, centred on x with its baseline at y (SVG's text-anchor="middle"). */
function words(font, text, { x, y, size, spacing = 0, fill }) {
  const glyphs = font.stringToGlyphs(text);
  const scale = size / font.unitsPerEm;
  const starts = [];
  let width = 0;
  glyphs.forEach((g, i) => {
    starts.push(width);
    width += g.advanceWidth * scale + spacing + (i + 1 < glyphs.length ? font.getKerningValue(g, glyphs[i + 1]) * scale : 0);
  });
  const left = x - (width - spacing) / 2;
  return `<path fill="${fill}" d="${glyphs.map((g, i) => outline(g.getPath(left + starts[i], y, size).commands)).join('')}"/>`;
}

/**
 * A glyph's outline in relative commands between whole-unit points (a unit is under half a CSS pixel
 * wherever the picture is shown): each letter then reads the same wherever it stands, so compression
 * keeps one copy of it.
 */
function outline(commands) {
  const round = (c, k = '') => [Math.round(c[`x${k}`]), Math.round(c[`y${k}`])];
  // A curve whose control point lies within a unit of its chord is drawn as the line it looks like.
  const flat = ([ax, ay], [cx, cy], [bx, by]) => {
    const len = Math.hypot(bx - ax, by - ay);
    return len === 0 ? Math.hypot(cx - ax, cy - ay) < 1 : Math.abs((bx - ax) * (ay - cy) - (ax - cx) * (by - ay)) / len < 1;
  };
  let at = [0, 0];
  let start = at;
  let d = '';
  let last = '';
  for (const c of commands) {
    if (c.type === 'Z') {
      d += 'z';
      last = 'z';
      at = start; // a closed outline leaves the pen where it began
      continue;
    }
    const end = round(c);
    if (d === '') {
      d = `M${end[0]} ${end[1]}`;
      last = 'M';
      start = at = end;
      continue;
    }
    let type = c.type.toLowerCase();
    let points = type === 'c' ? [round(c, 1), round(c, 2), end] : type === 'q' ? [round(c, 1), end] : [end];
    if (type === 'q' && flat(at, points[0], end)) [type, points] = ['l', [end]];
    if (type === 'l' && end[0] === at[0] && end[1] === at[1]) continue;
    const values = points.map(([px, py]) => `${px - at[0]} ${py - at[1]}`).join(' ');
    // The same command again needs no letter (SVG's path grammar), only a separator.
    d += type === last && type !== 'm' ? (values.startsWith('-') ? '' : ' ') + values : type + values;
    last = type;
    if (type === 'm') start = end;
    at = end;
  }
  return d.replace(/ -/g, '-');
}

const r = (n) => Math.round(n * 10) / 10;

function gearPath(teeth, outer, inner) {
  const pts = [];
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    for (const [da, rad] of [
      [0, inner],
      [0.18, outer],
      [0.5, outer],
      [0.68, inner],
    ]) {
      const t = a + da * step;
      pts.push(`${r(Math.cos(t) * rad)} ${r(Math.sin(t) * rad)}`);
    }
  }
  return `M${pts.join('L')}Z`;
}

function laurel() {
  let s = '';
  for (let i = 0; i < 7; i++) {
    const deg = 105 + i * 24;
    const t = (deg * Math.PI) / 180;
    const x = r(Math.cos(t) * 72);
    const y = r(Math.sin(t) * 72);
    s += `<ellipse cx="${x}" cy="${y}" rx="17" ry="7" transform="rotate(${deg + 60} ${x} ${y})"/>`;
  }
  return `<path d="M-8 78C-70 72-88 0-58-44M8 78C70 72 88 0 58-44" fill="none" stroke="${INK}" stroke-width="3"/><g fill="${GOLD}" stroke="${INK}" stroke-width="1.5"><g id="lf">${s}</g><use href="#lf" transform="scale(-1 1)"/></g><circle r="30" fill="${WINE}"/><path d="M0-16L5-5H16L7 2L10 14L0 7L-10 14L-7 2L-16-5H-5Z" fill="${GOLD}"/>`;
}

function sliderule() {
  let ticks = '';
  for (let i = 0; i <= 18; i++) {
    const x = -108 + i * 12;
    ticks += `M${x} -20v${i % 3 ? 8 : 14}M${x + 6} 20v${i % 2 ? -8 : -12}`;
  }
  return `<rect x="-120" y="-40" width="240" height="80" fill="${PAPER}" stroke="${INK}" stroke-width="4"/><path d="M-120 0H120" stroke="${INK}" stroke-width="2"/><path d="${ticks}" stroke="${INK}" stroke-width="1.5"/><rect x="-30" y="-55" width="36" height="110" fill="none" stroke="${WINE}" stroke-width="3"/>`;
}

const S = `stroke="${INK}" stroke-width="4"`;

const emblems = {
  brain: `<g fill="${PAPER}" ${S}><g id="h"><path d="M-4-72C-34-96-82-80-86-42C-110-24-104 20-80 32C-84 62-44 82-18 66C-8 76-4 74-4 74Z"/><path d="M-62-40c16 6 20 22 4 32M-42 12c20-6 26 14 10 26M-30-62c10 10 4 26-12 28" fill="none" stroke-width="3"/></g><use href="#h" transform="scale(-1 1)"/></g><path d="M0 74v22" ${S}/>`,
  quill: `<path d="M70-95C15-75-30-20-48 60L-38 56C-8 0 35-50 70-95Z" fill="${PAPER}" ${S}/><path d="M62-86L-44 58" stroke="${WINE}" stroke-width="2"/><rect x="-90" y="55" width="64" height="42" rx="6" fill="${INK}"/><rect x="-76" y="47" width="36" height="10" fill="${GOLD}"/>`,
  gear: `<path d="${gearPath(12, 90, 72)}" fill="${GOLD}" ${S}/><circle r="45" fill="${PAPER}" ${S}/><circle r="16" fill="${WINE}"/>`,
  cameo: `<ellipse rx="72" ry="92" fill="${WINE}" stroke="${GOLD}" stroke-width="8"/><path d="M-22 72C-42 40-46 0-36-30C-26-66 10-76 30-56C40-46 38-32 42-22L52-6L42-1C44 9 42 20 32 22C26 36 12 42 12 56L22 72Z" fill="${PAPER}"/>`,
  scales: `<g fill="none" ${S}><path d="M0-85V80M-50 85H50M-95-60H95M-95-60L-125 10M-95-60L-65 10M95-60L65 10M95-60L125 10"/><path d="M-130 10A35 18 0 0 0-60 10ZM60 10A35 18 0 0 0 130 10Z" fill="${GOLD}"/></g><circle cy="-85" r="9" fill="${WINE}"/>`,
  lamp: `<path d="M-80 30C-80 0 60 0 80 10L120-10L100 30C80 55-60 60-80 30Z" fill="${GOLD}" ${S}/><path d="M-60 55H40" ${S}/><path d="M-95 20C-130 20-130-20-95-10" fill="none" ${S}/><path d="M112-20C95-50 118-70 112-100C135-70 140-40 112-20Z" fill="${WINE}" stroke="${GOLD}" stroke-width="2"/>`,
  abacus: `<rect x="-110" y="-80" width="220" height="160" fill="none" stroke="${INK}" stroke-width="8"/><path d="M-110-40H110M-110 0H110M-110 40H110" stroke="${INK}" stroke-width="2"/><g fill="${WINE}"><circle cx="-90" cy="-40" r="12"/><circle cx="-66" cy="-40" r="12"/><circle cx="60" cy="-40" r="12"/><circle cx="-90" cy="0" r="12"/><circle cx="40" cy="0" r="12"/><circle cx="64" cy="0" r="12"/><circle cx="88" cy="0" r="12"/></g><g fill="${GOLD}"><circle cx="-20" cy="40" r="12"/><circle cx="4" cy="40" r="12"/><circle cx="88" cy="40" r="12"/></g>`,
  book: `<g fill="${PAPER}" ${S}><g id="p"><path d="M0-50C-30-72-72-72-100-56V64C-72 48-30 48 0 70Z"/><path d="M-80-30h55M-80-10h55M-80 10h55M-80 30h40" stroke-width="2"/></g><use href="#p" transform="scale(-1 1)"/></g><path d="M0-50V70" stroke="${WINE}" stroke-width="3"/>`,
  hourglass: `<path d="M-70-90H70M-70 90H70" stroke="${INK}" stroke-width="10"/><path d="M-55-84C-55-20-8-15-8 0C-8 15-55 20-55 84H55C55 20 8 15 8 0C8-15 55-20 55-84Z" fill="${PAPER}" ${S}/><path d="M-30-40H30L0-4ZM-40 80C-30 50 30 50 40 80Z" fill="${GOLD}"/>`,
  compass: `<circle r="88" fill="${PAPER}" ${S}/><circle r="74" fill="none" stroke="${GOLD}" stroke-width="3"/><path d="M0-80L14-14L80 0L14 14L0 80L-14 14L-80 0L-14-14Z" fill="${WINE}" stroke="${INK}" stroke-width="2"/><path d="M0-80L14-14L0 0ZM80 0L14 14L0 0ZM0 80L-14 14L0 0ZM-80 0L-14-14L0 0Z" fill="${GOLD}"/>`,
  envelope: `<rect x="-110" y="-65" width="220" height="130" fill="${PAPER}" ${S}/><path d="M-110-65L0 20L110-65M-110 65L-30-5M110 65L30-5" fill="none" ${S}/><circle cy="20" r="22" fill="${WINE}"/><path d="M-8 20h16M0 12v16" stroke="${GOLD}" stroke-width="3"/>`,
  medal: `<path d="M-50-100L-10-20H20L-20-100ZM50-100L10-20H-20L20-100Z" fill="${WINE}" stroke="${INK}" stroke-width="2"/><circle cy="30" r="60" fill="${GOLD}" ${S}/><circle cy="30" r="46" fill="none" stroke="${INK}" stroke-width="2"/><path d="M0 2L8 22H29L12 35L18 56L0 44L-18 56L-12 35L-29 22H-8Z" fill="${WINE}"/>`,
  laurel: laurel(),
  division: `<circle r="88" fill="${PAPER}" stroke="${GOLD}" stroke-width="6"/><circle r="76" fill="none" stroke="${INK}" stroke-width="2"/><path d="M-50 0H50" stroke="${INK}" stroke-width="12" stroke-linecap="round"/><circle cy="-34" r="12" fill="${WINE}"/><circle cy="34" r="12" fill="${WINE}"/>`,
  sliderule: sliderule(),
  flask: `<path d="M-16-90V-20L-75 80H75L16-20V-90" fill="${PAPER}" ${S}/><path d="M-28-92H28" ${S}/><path d="M-46 30H46L68 70H-68Z" fill="${GOLD}"/><circle cx="-10" cy="10" r="6" fill="none" stroke="${WINE}" stroke-width="2"/><circle cx="8" cy="-10" r="4" fill="none" stroke="${WINE}" stroke-width="2"/>`,
  palace: `<path d="M-120-40L0-95L120-40Z" fill="${GOLD}" ${S}/><g fill="${PAPER}" stroke="${INK}" stroke-width="3"><rect x="-100" y="-35" width="22" height="95"/><rect x="-50" y="-35" width="22" height="95"/><rect x="28" y="-35" width="22" height="95"/><rect x="78" y="-35" width="22" height="95"/></g><path d="M-125 65H125M-135 80H135" stroke="${INK}" stroke-width="6"/><path d="M-15 60V15A15 15 0 0 1 15 15V60" fill="${WINE}"/>`,
};

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function svg({ title, emblem, caption }) {
  const size = Math.min(44, Math.floor(640 / (0.5 * title.length)));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500"><title>${esc(title)}</title>
<defs><pattern id="ht" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0V6" stroke="${INK}" stroke-width=".6" opacity=".12"/></pattern><path id="c" d="M0-10L10 0L0 10L-10 0Z" fill="${GOLD}" stroke="${INK}" stroke-width="1.5"/></defs>
<rect width="800" height="500" fill="${PAPER}"/><rect x="28" y="28" width="744" height="444" fill="${PAPER2}"/><rect x="28" y="28" width="744" height="444" fill="url(#ht)"/>
<rect x="14" y="14" width="772" height="472" fill="none" stroke="${INK}" stroke-width="5"/><rect x="28" y="28" width="744" height="444" fill="none" stroke="${WINE}" stroke-width="2"/>
<use href="#c" x="28" y="28"/><use href="#c" x="772" y="28"/><use href="#c" x="28" y="472"/><use href="#c" x="772" y="472"/>
${words(ROMAN, 'THE BRAIN APPRECIATION CLUB', { x: 400, y: 66, size: 15, spacing: 4, fill: WINE })}
<g transform="translate(400 195) scale(.95)">${emblems[emblem]}</g>
<path d="M220 322H370M430 322H580" stroke="${GOLD}" stroke-width="2"/><use href="#c" x="400" y="322"/>
${words(ROMAN, title, { x: 400, y: 382, size, fill: INK })}
${words(ITALIC, caption, { x: 400, y: 428, size: 16, spacing: 2, fill: WINE })}
</svg>
`;
}

const EX = 'An Exhibition of Human Thought';
const XP = 'A Club Experiment';
const RC = 'Award of Ironic Recognition';
const SH = 'Hall of Shame';
const AR = 'The Brain Arsenal';
const IR = 'Intelligence Report';

const images = {
  'exhibition-1': ['The Lost Art of Long Division', 'division', EX],
  'exhibition-2': ['Copperplate & Consequence', 'quill', EX],
  'exhibition-3': ['The Memory Palace', 'palace', EX],
  'exhibition-4': ['Slide Rules and Sensibility', 'sliderule', EX],
  'exhibition-5': ['The Great Debate of 1867', 'lamp', EX],
  'exhibition-6': ['Margins', 'book', EX],
  'exhibition-7': ['Experiment No. 7', 'flask', XP],
  'exhibition-8': ['Daydreaming', 'cameo', EX],
  'exhibition-9': ['The Penny Post', 'envelope', EX],
  'exhibition-10': ['Mental Maps', 'compass', EX],
  'exhibition-11': ['Experiment No. 12', 'hourglass', XP],
  'exhibition-12': ['The Rhetorician’s Cabinet', 'scales', EX],
  'exhibition-13': ['Mnemonic Verses', 'brain', EX],
  'exhibition-14': ['The Abacus Reconsidered', 'abacus', EX],
  'recognition-1': ['The Golden Confabulation Medal', 'medal', RC],
  'recognition-2': ['The Superfluous Summary', 'hourglass', RC],
  'recognition-3': ['The Perpetual Beta Ribbon', 'gear', RC],
  'recognition-4': ['Distinguished Service to Synergy', 'laurel', RC],
  'recognition-5': ['The Uncanny Hand Prize', 'cameo', RC],
  'recognition-6': ['Most Confident Wrong Answer', 'compass', RC],
  'shame-1': ['The Recipe That Called for Varnish', 'flask', SH],
  'shame-2': ['The Helpdesk That Gave Away the Shop', 'gear', SH],
  'shame-4': ['The Translation That Declared War', 'envelope', SH],
  'arsenal-1': ['The Socratic Self-Interrogation', 'lamp', AR],
  'arsenal-3': ['The Pocket Estimation Kit', 'abacus', AR],
  'arsenal-4': ['The Argument Map', 'scales', AR],
  'arsenal-5': ['Club Memory Drill, Series A', 'brain', AR],
  'arsenal-7': ['How to Sharpen a Pencil', 'quill', AR],
  'report-1': ['The Memo That Said Nothing', 'book', IR],
  'report-2': ['The Thinking Kettle', 'gear', IR],
  'report-4': ['A Modest Study That Checked', 'flask', IR],
};

mkdirSync(outDir, { recursive: true });
for (const [name, [title, emblem, caption]] of Object.entries(images)) {
  const text = svg({ title, emblem, caption });
  // What a visitor downloads (the server sends it compressed), kept small for the pages' largest paint.
  const bytes = brotliCompressSync(text).length;
  if (bytes > 6144) throw new Error(`${name}.svg is ${bytes} bytes compressed (limit 6 KB)`);
  writeFileSync(path.join(outDir, `${name}.svg`), text);
}
console.log(`Wrote ${Object.keys(images).length} SVG files to ${outDir}`);
