import { HOME_EXHIBITIONS, HOME_RECOGNITION, HOME_SHAME } from '~/shared/public-lists';
import type { DB } from '../db/database';
import { listContentPage } from './content';
import { listRecognitionPublicPage } from './recognition';
import { listShamePublicPage } from './shame';

/**
 * What the home page's lists show (part 1 section 3), and nothing more (docs/decisions/020): the first 9
 * exhibitions, 3 recognition items and 3 shame entries, each with its total for the "See All N"
 * and "View All (count)" buttons. One answer, so the page asks once.
 */
export async function homeSections(db: DB) {
  const [exhibitions, recognition, shame] = await Promise.all([
    listContentPage(db, { pageSize: HOME_EXHIBITIONS }),
    listRecognitionPublicPage(db, { pageSize: HOME_RECOGNITION }),
    listShamePublicPage(db, { pageSize: HOME_SHAME }),
  ]);
  return { exhibitions, recognition, shame };
}
