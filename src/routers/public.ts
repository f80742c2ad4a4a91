import { router } from './trpc';
import { analyticsRouter } from './public/analytics';
import { arsenalRouter } from './public/arsenal';
import { certificateRouter } from './public/certificate';
import { commentsRouter } from './public/comments';
import { contactRouter } from './public/contact';
import { contentRouter } from './public/content';
import { dispatchRouter } from './public/dispatch';
import { eventsRouter } from './public/events';
import { homeRouter } from './public/home';
import { intelligenceRouter } from './public/intelligence';
import { latestContentRouter } from './public/latest-content';
import { memberCardRouter } from './public/member-card';
import { paymentsRouter } from './public/payments';
import { reactionsRouter } from './public/reactions';
import { recognitionRouter } from './public/recognition';
import { researchFormsRouter } from './public/research-forms';
import { searchProcedure } from './public/search';
import { shameRouter } from './public/shame';
import { supportRouter } from './public/support';

export const publicRouter = router({
  analytics: analyticsRouter,
  arsenal: arsenalRouter,
  certificate: certificateRouter,
  comments: commentsRouter,
  contact: contactRouter,
  content: contentRouter,
  dispatch: dispatchRouter,
  events: eventsRouter,
  home: homeRouter,
  intelligence: intelligenceRouter,
  latestContent: latestContentRouter,
  memberCard: memberCardRouter,
  payments: paymentsRouter,
  reactions: reactionsRouter,
  recognition: recognitionRouter,
  researchForms: researchFormsRouter,
  search: searchProcedure,
  shame: shameRouter,
  support: supportRouter,
});
