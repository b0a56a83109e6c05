import { useId, useState } from 'react';
import type { ReviewRequestsStore } from '../review-requests-store';

/**
 * After the text of a stamped blog changed: the editor decides what the public page says (decision 0028). Keeping
 * the stamp is for a minor correction (a typo, a link); anything a physician should read again is withdrawn until
 * a new review. The choice is a version of its own in the history, under the editor's name.
 */
export function StampChoice({ store, recordId }: { store: ReviewRequestsStore; recordId: string }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  async function choose(choice: 'keep' | 'withdraw') {
    setBusy(true);
    try {
      setResult({ ok: true, message: await store.chooseStamp({ recordType: 'blog', recordId, choice }) });
    } catch (error) {
      setResult({ ok: false, message: error instanceof Error ? error.message : 'Your choice was not saved.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="review-choice" role="group" aria-labelledby={`${id}-h`}>
      <p id={`${id}-h`}>
        Until you choose, the article says “last reviewed on …, since updated” instead of the reviewer’s name. Save your
        changes first, then:
      </p>
      <button type="button" className="button button--secondary" disabled={busy} onClick={() => choose('keep')}>
        Keep the stamp (minor correction)
      </button>
      <button type="button" className="button button--secondary" disabled={busy} onClick={() => choose('withdraw')}>
        Withdraw the stamp until a new review
      </button>
      <p role="status" className={result && !result.ok ? 'review-panel__error' : undefined}>
        {result?.message ?? ''}
      </p>
    </div>
  );
}
