import { useId, useState } from 'react';
import { latestApprovals, stampState } from '@shared/review-stamp';
import type { ReviewRecordType } from '@shared/schemas/review-request';
import { useReviewRequests, type ReviewRequestsStore } from '../review-requests-store';
import { stampSentence, statusSentence } from '../review-wording';
import { RevokeButton } from './RevokeButton';
import { StampChoice } from './StampChoice';
import '../reviews.css';

type Props = {
  store: ReviewRequestsStore;
  recordType: ReviewRecordType;
  recordId: string;
  /** reviewFingerprint() of the text in the form now: "changed since review" follows the typing. */
  fingerprint: string;
};

const EMPTY = { reviewerName: '', reviewerCredentials: '', reviewerEmail: '' };

/**
 * The editor's "Medical review" part: send the last saved version to a reviewer by email, and see or revoke this
 * record's requests. Inside the editor's form, so its button is type="button" and it has no form of its own.
 */
export function ReviewRequestPanel({ store, recordType, recordId, fingerprint }: Props) {
  const id = useId();
  const { requests } = useReviewRequests(store);
  const [fields, setFields] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const mine = requests.filter((r) => r.recordType === recordType && r.recordId === recordId);
  const stamp = stampState(latestApprovals(requests, recordType).get(recordId), fingerprint);

  async function send() {
    setSending(true);
    setResult(null);
    try {
      const message = await store.send({ recordType, recordId, ...fields });
      setFields(EMPTY);
      setResult({ ok: true, message });
    } catch (error) {
      // What was typed stays in the fields.
      setResult({ ok: false, message: error instanceof Error ? error.message : 'The request was not sent.' });
    } finally {
      setSending(false);
    }
  }

  const field = (name: keyof typeof EMPTY, label: string, type = 'text', autoComplete = 'off') => (
    <p className="review-panel__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type={type}
        autoComplete={autoComplete}
        value={fields[name]}
        onChange={(event) => setFields((previous) => ({ ...previous, [name]: event.target.value }))}
      />
    </p>
  );

  return (
    <section className="review-panel" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Medical review</h3>
      {stamp.state !== 'none' && <p className={`review-stamp review-stamp--${stamp.state}`}>{stampSentence(stamp)}</p>}
      {stamp.state === 'changed' && recordType === 'blog' && <StampChoice store={store} recordId={recordId} />}
      <p>
        Send the last saved version to a reviewer. They read it as it will appear, without an account, and approve it or
        return it with comments. Save your changes first.
      </p>
      {field('reviewerName', 'Reviewer’s name')}
      {field('reviewerCredentials', 'Credentials (e.g. MD, FRCPC)')}
      {field('reviewerEmail', 'Reviewer’s email', 'email', 'email')}
      <button type="button" className="button" onClick={send} aria-disabled={sending || undefined} disabled={sending}>
        Send review request
      </button>
      <p role="status" className={result && !result.ok ? 'review-panel__error' : undefined}>
        {result?.message ?? ''}
      </p>
      {mine.length > 0 && (
        <>
          <h4>Requests for this {recordType === 'blog' ? 'blog' : 'page'}</h4>
          <ul className="review-list">
            {mine.map((request) => (
              <li key={request.request_id}>
                {statusSentence(request, fingerprint)}
                {request.comments && <blockquote className="review-list__comments">{request.comments}</blockquote>}
                {request.status === 'pending' && <RevokeButton store={store} request={request} onDone={setResult} />}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
