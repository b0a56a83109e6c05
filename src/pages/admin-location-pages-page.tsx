import { useEffect, useMemo } from 'react';
import { useAdminApi } from '../features/admin/api/admin-api-context';
import { createLocationEditor } from '../features/admin/location-pages/create-location-editor';
import { RecordManager } from '../features/admin/records/components/RecordManager';
import { LocationPageView } from '../features/location-pages/components/LocationPageView';
import { sanitizeLocationPageHtml } from '../features/location-pages/sanitize-location-page';
import { PendingReviews } from '../features/reviews/components/PendingReviews';
import { createReviewRequestsStore } from '../features/reviews/review-requests-store';
import { reviewFingerprint } from '../shared/review-stamp';
import { withReviewRequests } from './with-review-requests';
import { WithMediaPicker } from './admin-image-picker';

export function AdminLocationPagesPage() {
  const api = useAdminApi();
  const baseEditor = useMemo(
    () =>
      // The live preview is the public page's own view, so what the admin sees is what visitors get.
      createLocationEditor(api.locationPages, {
        renderPreview: (fields) => <LocationPageView page={sanitizeLocationPageHtml(fields)} preview />,
      }),
    [api],
  );
  // Medical review requests (decision 0023), composed into the editor here: the features stay apart.
  const reviews = useMemo(() => createReviewRequestsStore(api.reviews), [api]);
  useEffect(() => void reviews.refresh(), [reviews]);
  const editor = useMemo(
    () =>
      withReviewRequests(baseEditor, {
        store: reviews,
        recordType: 'location-page',
        recordFingerprint: (page) => reviewFingerprint('location-page', page),
        formFingerprint: (value) => reviewFingerprint('location-page', value),
      }),
    [baseEditor, reviews],
  );
  return (
    <>
      <PendingReviews store={reviews} recordType="location-page" />
      <WithMediaPicker>
        <RecordManager editor={editor} />
      </WithMediaPicker>
    </>
  );
}
