import { useEffect, useMemo } from 'react';
import type { RecordEditor } from '../features/admin/records/editor-types';
import { RecordManager } from '../features/admin/records/components/RecordManager';
import { createReviewRequestsApi } from '../features/reviews/api/review-requests-api';
import { PendingReviews } from '../features/reviews/components/PendingReviews';
import { createReviewRequestsStore } from '../features/reviews/review-requests-store';
import { useAdminClient } from '../lib/admin-client-context';
import type { ReviewedType } from '@shared/review-stamp';
import { WithMediaPicker } from './admin-image-picker';
import { withReviewRequests } from './with-review-requests';

type ReviewedRecordScreenProps<R, V, C> = {
  editor: RecordEditor<R, V, C>;
  recordType: ReviewedType;
  /** The reviewed text's fingerprint of a saved record, and of the form as it is now (src/shared/review-stamp.ts). */
  recordFingerprint: (record: R) => string;
  formFingerprint: (value: V) => string;
};

/**
 * An admin screen for records a medical reviewer signs off (blogs, location pages): the record manager with review
 * requests composed in (decision 0023), the requests still waiting above it, and the media library for its images.
 * Composed here so that the admin, reviews and media features stay apart.
 */
export function ReviewedRecordScreen<R, V, C>({
  editor,
  recordType,
  recordFingerprint,
  formFingerprint,
}: ReviewedRecordScreenProps<R, V, C>) {
  const client = useAdminClient();
  const reviews = useMemo(() => createReviewRequestsStore(createReviewRequestsApi(client)), [client]);
  useEffect(() => void reviews.refresh(), [reviews]);
  const reviewed = useMemo(
    () => withReviewRequests(editor, { store: reviews, recordType, recordFingerprint, formFingerprint }),
    // The fingerprint functions are module-level in the screens that pass them: stable.
    [editor, reviews, recordType, recordFingerprint, formFingerprint],
  );
  return (
    <>
      <PendingReviews store={reviews} recordType={recordType} />
      <WithMediaPicker>
        <RecordManager editor={reviewed} />
      </WithMediaPicker>
    </>
  );
}
