/**
 * Comments on exhibitions, matched to their exhibition by exact title (see exhibitions.ts).
 * Approved comments carry reactions; pending ones never do (reactions need approval, D6).
 */
interface SeedReaction {
  reaction: 'thumbs_up' | 'heart';
  userEmail: string;
  createdAt: string;
}

interface SeedComment {
  exhibitionTitle: string;
  authorName: string;
  authorEmail: string;
  comment: string;
  isApproved: 0 | 1;
  createdAt: string;
  reactions: SeedReaction[];
}

const LONG_DIVISION = 'The Lost Art of Long Division';
const MEMORY_PALACE = 'The Memory Palace of Lady Agatha Thornbury';
const RHETORIC = 'The Rhetorician’s Cabinet: Instruments of Argument';

export const comments: SeedComment[] = [
  // Four approved comments on the long-division exhibition.
  {
    exhibitionTitle: LONG_DIVISION,
    authorName: 'Mrs Euphemia Crabtree',
    authorEmail: 'euphemia.crabtree@example.com',
    comment:
      'I divided 4,913 by 17 on the omnibus home and arrived at 289 before my stop. The conductor applauded. I have not felt so alive since the Coronation.',
    isApproved: 1,
    createdAt: '2025-01-16T09:12:00.000Z',
    reactions: [
      { reaction: 'thumbs_up', userEmail: 'bartholomew.finch@example.com', createdAt: '2025-01-16T11:00:00.000Z' },
      { reaction: 'thumbs_up', userEmail: 'ada.pennyworth@example.com', createdAt: '2025-01-17T08:30:00.000Z' },
      { reaction: 'heart', userEmail: 'ada.pennyworth@example.com', createdAt: '2025-01-17T08:31:00.000Z' },
      { reaction: 'heart', userEmail: 'cornelius.vane@example.com', createdAt: '2025-01-18T19:45:00.000Z' },
      { reaction: 'thumbs_up', userEmail: 'hortense.bellweather@example.com', createdAt: '2025-01-20T14:05:00.000Z' },
    ],
  },
  {
    exhibitionTitle: LONG_DIVISION,
    authorName: 'Colonel Bartholomew Finch (retd.)',
    authorEmail: 'bartholomew.finch@example.com',
    comment:
      'A splendid exhibition, marred only by a young man in the biscuit-tin room who photographed every sum so that his telephone could "check the working". I checked his working. It was wanting.',
    isApproved: 1,
    createdAt: '2025-01-22T15:40:00.000Z',
    reactions: [
      { reaction: 'thumbs_up', userEmail: 'euphemia.crabtree@example.com', createdAt: '2025-01-22T18:00:00.000Z' },
      { reaction: 'thumbs_up', userEmail: 'cornelius.vane@example.com', createdAt: '2025-01-23T10:10:00.000Z' },
    ],
  },
  {
    exhibitionTitle: LONG_DIVISION,
    authorName: 'Miss Ada Pennyworth',
    authorEmail: 'ada.pennyworth@example.com',
    comment:
      'Might the Club consider a companion exhibit on long multiplication? I realise it is the less glamorous sibling, but it has feelings too.',
    isApproved: 1,
    createdAt: '2025-02-03T12:25:00.000Z',
    reactions: [{ reaction: 'heart', userEmail: 'euphemia.crabtree@example.com', createdAt: '2025-02-03T13:00:00.000Z' }],
  },
  {
    exhibitionTitle: LONG_DIVISION,
    authorName: 'Mr Cornelius Vane, Esq.',
    authorEmail: 'cornelius.vane@example.com',
    comment:
      'I came for the remainders and stayed for the decimals. My only complaint is that the gallery closes at six, which is precisely when I am at my most divisive.',
    isApproved: 1,
    createdAt: '2025-03-11T17:55:00.000Z',
    reactions: [],
  },

  // Three approved comments on the memory-palace exhibition.
  {
    exhibitionTitle: MEMORY_PALACE,
    authorName: 'Lady Hortense Bellweather',
    authorEmail: 'hortense.bellweather@example.com',
    comment:
      'I have placed my husband’s birthday in the conservatory, as advised. For the first time in thirty-one years he received a card on the correct day. He was so moved he forgot his own umbrella.',
    isApproved: 1,
    createdAt: '2025-03-05T10:20:00.000Z',
    reactions: [
      { reaction: 'heart', userEmail: 'euphemia.crabtree@example.com', createdAt: '2025-03-05T12:00:00.000Z' },
      { reaction: 'heart', userEmail: 'ada.pennyworth@example.com', createdAt: '2025-03-05T16:45:00.000Z' },
      { reaction: 'heart', userEmail: 'bartholomew.finch@example.com', createdAt: '2025-03-06T09:15:00.000Z' },
      { reaction: 'thumbs_up', userEmail: 'bartholomew.finch@example.com', createdAt: '2025-03-06T09:16:00.000Z' },
    ],
  },
  {
    exhibitionTitle: MEMORY_PALACE,
    authorName: 'Dr Septimus Greaves',
    authorEmail: 'septimus.greaves@example.com',
    comment:
      'As a physician I can confirm that the faint ache one feels on leaving the palace is merely the memory returning to active duty. It is quite safe. Rest, and avoid notifications for a day or two.',
    isApproved: 1,
    createdAt: '2025-03-14T08:50:00.000Z',
    reactions: [
      { reaction: 'thumbs_up', userEmail: 'hortense.bellweather@example.com', createdAt: '2025-03-14T11:30:00.000Z' },
      { reaction: 'thumbs_up', userEmail: 'ada.pennyworth@example.com', createdAt: '2025-03-15T07:05:00.000Z' },
      { reaction: 'thumbs_up', userEmail: 'cornelius.vane@example.com', createdAt: '2025-03-15T20:40:00.000Z' },
    ],
  },
  {
    exhibitionTitle: MEMORY_PALACE,
    authorName: 'Master Tobias Wren',
    authorEmail: 'tobias.wren@example.com',
    comment: 'I put my Latin verbs in the scullery and now I cannot wash up without conjugating. Mother says this is an improvement.',
    isApproved: 1,
    createdAt: '2025-04-01T16:35:00.000Z',
    reactions: [{ reaction: 'heart', userEmail: 'septimus.greaves@example.com', createdAt: '2025-04-01T18:00:00.000Z' }],
  },

  // Two comments awaiting moderation on the rhetoric exhibition.
  {
    exhibitionTitle: RHETORIC,
    authorName: 'Mr Phineas Thorne',
    authorEmail: 'phineas.thorne@example.com',
    comment: 'I attempted to use the concession at a family dinner. My brother-in-law has not recovered, and neither, I confess, have I.',
    isApproved: 0,
    createdAt: '2026-10-30T19:10:00.000Z',
    reactions: [],
  },
  {
    exhibitionTitle: RHETORIC,
    authorName: 'Mrs Winifred Ashcombe',
    authorEmail: 'winifred.ashcombe@example.com',
    comment:
      'The stuffed straw man is a triumph of taxidermy. I should like to know whether the Club intends to acquire a red herring to keep it company.',
    isApproved: 0,
    createdAt: '2026-11-08T13:25:00.000Z',
    reactions: [],
  },
];
