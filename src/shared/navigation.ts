/** Header navigation of part 1 section 2, in order. `hash` links scroll on the home page. */
export const headerNav = [
  { label: 'About', to: '/about' },
  { label: 'Exhibitions', to: '/', hash: 'exhibitions' },
  { label: 'Brain Arsenal', to: '/brain-arsenal' },
  { label: 'Intelligence Reports', to: '/intelligence' },
  { label: 'AI Experiments', to: '/ai-experiments' },
  { label: 'Hall of Shame', to: '/shame' },
  { label: 'Membership', to: '/', hash: 'membership' },
  { label: 'Founder', to: '/biography' },
] as const;

export const footerNav = {
  'The Club': [
    { label: 'About the Club', to: '/about' },
    { label: 'Founder', to: '/biography' },
    { label: 'Board of Governors', to: '/board-of-governors' },
    { label: 'Historical Charter', to: '/historical-charter' },
    { label: 'Annual Reports', to: '/annual-reports' },
    { label: 'Privacy', to: '/privacy' },
  ],
  Collections: [
    { label: 'Exhibitions', to: '/exhibitions' },
    { label: 'Digital Archives', to: '/digital-archives' },
    { label: 'Image Galleries', to: '/image-galleries' },
    { label: 'Blog Posts', to: '/blog-posts' },
    { label: 'AI Experiments', to: '/ai-experiments' },
  ],
  Fellowship: [
    { label: 'Membership Benefits', to: '/membership-benefits' },
    { label: 'Application Process', to: '/application-process' },
    { label: 'Fellow Directory', to: '/fellow-directory' },
    { label: 'Events & Symposiums', to: '/events-symposiums' },
  ],
} as const;
