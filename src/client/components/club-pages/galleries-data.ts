/**
 * The hard-coded galleries of /image-galleries (part 2 section 2). The pictures are the printed
 * plates of the Club's exhibitions (the seed's /seed/exhibition-N.svg): a parchment card with the
 * exhibition's emblem and its title. Each caption and alt text says what the plate shows, checked
 * against the file itself by galleries-data.test.ts.
 */

type Plate = { n: number; title: string; emblem: string };
export type Picture = { src: string; caption: string; alt: string };
export type Gallery = { id: string; title: string; text: string; pictures: Picture[] };

const picture = ({ n, title, emblem }: Plate): Picture => ({
  src: `/seed/exhibition-${n}.svg`,
  caption: `${title}: ${emblem}`,
  alt: `Exhibition plate: ${emblem}, above the title “${title}”, printed on parchment within a double border.`,
});

// Each `id` is the heading's anchor: an id may not hold spaces, so not the title itself.
export const GALLERIES: Gallery[] = [
  {
    id: 'arts-of-reckoning',
    title: 'The Arts of Reckoning',
    text: 'Plates from the exhibitions on working things out by hand: sums, slide rules, beads and patience.',
    pictures: [
      { n: 1, title: 'The Lost Art of Long Division', emblem: 'a division sign in a gilt medallion' },
      { n: 4, title: 'Slide Rules and Sensibility', emblem: 'a slide rule with its cursor' },
      { n: 14, title: 'The Abacus Reconsidered', emblem: 'an abacus with burgundy and gold beads' },
      { n: 11, title: 'Experiment No. 12', emblem: 'an hourglass with its sand half run' },
    ].map(picture),
  },
  {
    id: 'the-written-word',
    title: 'The Written Word',
    text: 'Plates from the exhibitions of handwriting, marginalia and letters sent by post.',
    pictures: [
      { n: 2, title: 'Copperplate & Consequence', emblem: 'a quill pen' },
      { n: 6, title: 'Margins', emblem: 'an open book with ruled lines' },
      { n: 9, title: 'The Penny Post', emblem: 'a sealed envelope' },
    ].map(picture),
  },
  {
    id: 'minds-at-work',
    title: 'Minds at Work',
    text: 'Plates from the exhibitions of memory, debate and the idle mind, the Club’s favourite instrument.',
    pictures: [
      { n: 3, title: 'The Memory Palace', emblem: 'a classical temple front with columns' },
      { n: 13, title: 'Mnemonic Verses', emblem: 'a drawing of the two halves of a brain' },
      { n: 8, title: 'Daydreaming', emblem: 'a cameo of a head in profile' },
      { n: 5, title: 'The Great Debate of 1867', emblem: 'an oil lamp with a burgundy flame' },
    ].map(picture),
  },
];
