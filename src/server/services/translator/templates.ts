/**
 * Sentence templates of the JobTitleTranslator™ (D11). Each list is picked from by a hash of
 * the input, so a title always gets the same sentences.
 */

/** Each is followed by a role's "who ..." clause. */
export const ROLE_INTROS = [
  "I'm the grown-up who",
  "I'm the person who",
  "At work, I'm the one who",
  'My job is being the one who',
  "Every day, I'm the grown-up who",
] as const;

/** A title with an area of work but no role: "{field}" is the area. */
export const NO_ROLE = [
  'I work with {field}. Nobody has told me what I do with it, but I have a lanyard',
  'I do something with {field}. I nod a lot in meetings about it',
  'My job has something to do with {field}, and I have a desk near it',
] as const;

/** A part with no word the dictionary knows: "{part}" is the part, quoted. */
export const EMPTY_PART = [
  '{part} is a job with so many grown-up words that even the grown-ups are not sure what it means. I think it means I go to meetings',
  'Nobody at home knows what {part} is, and honestly, neither do I',
  '{part} is what I tell people at parties, and then they go and get another drink',
  'I am a {part}. If you ask me what that is, I will say "it\'s complicated" and change the subject',
] as const;

/** A word the dictionary does not know, beside ones it does: "{word}" is that word, quoted. */
export const UNKNOWN_WORD = [
  'I do not know what {word} means either, but it makes the job sound bigger',
  'Nobody knows what {word} means, but it sounds important, so it stays',
  '{word} is in there to make my mum proud',
  'The word {word} was added by somebody in a meeting and nobody was brave enough to take it out',
] as const;

/** The last sentence of a job title translation. */
export const CLOSERS = [
  'Then I have a snack.',
  'At home time, I tell my mum I had a very busy day.',
  'I get paid in money, not stickers, but I would like stickers too.',
  'It is very important, and I am very tired.',
  'On Fridays there is cake, which is the best part.',
  'If I do it well, I get a bigger desk.',
  'When people ask what I do, I say "oh, this and that".',
  'Nobody is quite sure what would happen if I stopped, and nobody wants to find out.',
] as const;

/** The last sentence of a headline translation. */
export const HEADLINE_CLOSERS = [
  'Put together, that is a lot of words for "I have a job, please like my post".',
  'All of that fits on one line, which is the most impressive thing about it.',
  'In short: I would like you to think I am very important, and also friendly.',
  'That is my whole personality, in one line, with separators.',
  'My mum still does not know what I do, but she has liked every post.',
] as const;

export const TOO_MANY_PARTS = 'There was more, but the translator needed a little lie down.';
