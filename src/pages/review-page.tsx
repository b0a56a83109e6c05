import { Helmet } from 'react-helmet-async';
import { useParams } from 'wouter';
import { SITE_CONFIG } from '../config/site-config';
import { sanitizeBlogHtml } from '../features/articles/sanitize-blog';
import { LocationPageView } from '../features/location-pages/components/LocationPageView';
import { sanitizeLocationPageHtml } from '../features/location-pages/sanitize-location-page';
import { reviewLinkApi } from '../features/reviews/review-link-api';
import { ReviewerScreen } from '../features/reviews/components/ReviewerScreen';
import type { ReviewView } from '@shared/schemas/review-request';
// The public article page's own blog view (its chunk is shared, not split again: decision 0016).
import { BlogArticle } from './article-page';

/** The draft exactly as the public page draws it: the same views, the same sanitizing. */
function renderRecord(view: ReviewView) {
  return view.recordType === 'blog' ? (
    <BlogArticle blog={sanitizeBlogHtml(view.record)} staffPicks={[]} />
  ) : (
    <LocationPageView page={sanitizeLocationPageHtml(view.record)} />
  );
}

/**
 * /review/{token} (decision 0023): a medical reviewer's signed link, no account and no Firebase SDK. Rendered in the
 * browser only (an app-shell path), never indexed, never kept by the service worker.
 */
export function ReviewPage() {
  const { token = '' } = useParams<{ token: string }>();
  return (
    <>
      <Helmet>
        <title>{`Medical review | ${SITE_CONFIG.clinicName}`}</title>
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
      </Helmet>
      <ReviewerScreen key={token} token={token} api={reviewLinkApi} renderRecord={renderRecord} />
    </>
  );
}
