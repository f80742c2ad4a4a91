/**
 * The Reality Readiness clips a fresh install starts with (docs/decisions/045): the five files in
 * public/seed/quiz/, made by db/seeds/generate-quiz-clips.mjs. All five are synthetic; which are
 * "real footage" is the quiz's fiction, told by isFake as an administrator's upload would.
 */
export const quizClips = [
  { file: 'test-card.mp4', title: 'The Club Test Card, Filmed in the Basement', isFake: false },
  { file: 'infinite-cauliflower.mp4', title: 'A Machine Dreams of Infinite Cauliflower', isFake: true },
  { file: 'microscope-cells.mp4', title: 'Pond Life Under the Secretary’s Microscope', isFake: false },
  { file: 'rule-110-tapestry.mp4', title: 'An Algorithm Weaves a Tapestry Nobody Ordered', isFake: true },
  { file: 'thames-sunset.mp4', title: 'Sunset over the Thames, Improved by a Chatbot', isFake: true },
];

/** Where the static files are served: public/ is the site's root. */
export const quizClipUrl = (file: string) => `/seed/quiz/${file}`;
