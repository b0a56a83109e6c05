import { latestApprovals, stampState, type ReviewedType } from '@shared/review-stamp';
import { useReviewRequests, type ReviewRequestsStore } from '../review-requests-store';
import { stampSentence } from '../review-wording';
import '../reviews.css';

/** On a card of the admin list: approved as it is, or "Changed since review". Nothing without an approval. */
export function ReviewStampNote(props: {
  store: ReviewRequestsStore;
  recordType: ReviewedType;
  recordId: string;
  fingerprint: string;
}) {
  const { requests } = useReviewRequests(props.store);
  const stamp = stampState(latestApprovals(requests, props.recordType).get(props.recordId), props.fingerprint);
  if (stamp.state === 'none') return null;
  return <p className={`review-stamp review-stamp--${stamp.state}`}>{stampSentence(stamp)}</p>;
}
