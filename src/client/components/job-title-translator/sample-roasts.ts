/** Shown, clearly marked as examples, until the first real roast exists. */
export const SAMPLE_ROASTS = [
  {
    shareableId: 'sample-1',
    originalTitle: 'Chief Visionary Officer',
    translation:
      "I'm the grown-up who says what will happen in ten years, and nobody checks. ‘Chief’ means I am the biggest boss of this bit, so I get the biggest mug. Then I have a snack.",
    egoRating: 2,
  },
  {
    shareableId: 'sample-2',
    originalTitle: 'Senior Synergy Evangelist',
    translation:
      "I'm the person who tells everyone our thing is magic, like a very enthusiastic school assembly. ‘Senior’ means I have been here long enough to know where the good biscuits are hidden. When I say ‘Synergy’, I mean playing nicely together, but with a spreadsheet.",
    egoRating: 3,
  },
  {
    shareableId: 'sample-3',
    originalTitle: 'Growth Hacker',
    translation:
      'My job is being the one who tries clever tricks to make a number go up, and some of them are allowed. Nobody is quite sure what would happen if I stopped.',
    egoRating: 4,
  },
  {
    shareableId: 'sample-4',
    originalTitle: 'Head of People',
    translation:
      'I\'m the grown-up who is the boss of the grown-ups who work here and has a door that closes. When people ask what I do, I say "oh, this and that".',
    egoRating: 5,
  },
] as const;
