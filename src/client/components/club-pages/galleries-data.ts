/**
 * The hard-coded galleries of /image-galleries (part 2 section 2). The pictures are the printed
 * plates of the Club's exhibitions (the seed's /seed/exhibition-N.svg): a parchment card with the
 * exhibition's emblem and its title. Each caption and alt text says what the plate shows, checked
 * against the file itself by galleries-data.test.ts.
 */

/** A plate: its number among the seed's pictures, the title it prints, the emblem above the title. */
type Plate = [n: number, title: string, emblem: string];
export type Picture = { src: string; caption: string; alt: string };
export type Gallery = { id: string; title: string; text: string; pictures: Picture[] };

const picture = ([n, title, emblem]: Plate): Picture => ({
  src: `/seed/exhibition-${n}.svg`,
  caption: `${title}: ${emblem}`,
  alt: `Exhibition plate: ${emblem}, above the title “${title}”, printed on parchment within a double border.`,
});

// Each `id` is the heading's anchor: an id may not hold spaces, so not the title itself.
const gallery = (id: string, title: string, text: string, plates: Plate[]): Gallery => ({ id, title, text, pictures: plates.map(picture) });

export const GALLERIES: Gallery[] = [
  gallery(
    'arts-of-reckoning',
    'The Arts of Reckoning',
    'Plates from the exhibitions on working things out by hand: sums, slide rules, beads and patience.',
    [
      [1, 'The Lost Art of Long Division', 'a division sign in a gilt medallion'],
      [4, 'Slide Rules and Sensibility', 'a slide rule with its cursor'],
      [14, 'The Abacus Reconsidered', 'an abacus with burgundy and gold beads'],
      [11, 'Experiment No. 12', 'an hourglass with its sand half run'],
    ],
  ),
  gallery('the-written-word', 'The Written Word', 'Plates from the exhibitions of handwriting, marginalia and letters sent by post.', [
    [2, 'Copperplate & Consequence', 'a quill pen'],
    [6, 'Margins', 'an open book with ruled lines'],
    [9, 'The Penny Post', 'a sealed envelope'],
  ]),
  gallery(
    'minds-at-work',
    'Minds at Work',
    'Plates from the exhibitions of memory, debate and the idle mind, the Club’s favourite instrument.',
    [
      [3, 'The Memory Palace', 'a classical temple front with columns'],
      [13, 'Mnemonic Verses', 'a drawing of the two halves of a brain'],
      [8, 'Daydreaming', 'a cameo of a head in profile'],
      [5, 'The Great Debate of 1867', 'an oil lamp with a burgundy flame'],
    ],
  ),
];
