import { PAGES, type PagePath } from './pages';

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

/** A link to a page with a fixed address, said by that page's own title (src/shared/pages.ts) unless `label` is given. */
export const pageLink = <P extends PagePath>(to: P, label: string = PAGES[to].title) => ({ label, to });

export const footerNav = {
  'The Club': [
    pageLink('/about'),
    pageLink('/biography', 'Founder'),
    pageLink('/board-of-governors'),
    pageLink('/historical-charter'),
    pageLink('/annual-reports'),
    pageLink('/privacy'),
  ],
  Collections: [
    pageLink('/exhibitions'),
    pageLink('/digital-archives'),
    pageLink('/image-galleries'),
    pageLink('/blog-posts'),
    pageLink('/ai-experiments'),
  ],
  Fellowship: [
    pageLink('/membership-benefits'),
    pageLink('/application-process'),
    pageLink('/fellow-directory'),
    pageLink('/events-symposiums'),
  ],
};
