import { useEffect, useId, useState, type ReactNode } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import type { ReviewView } from '@shared/schemas/review-request';
import type { ReviewLinkApi } from '../review-link-api';
import { formatDay } from '../review-wording';
import { ReviewChanges } from './ReviewChanges';
import '../reviews.css';
import './reviewer-screen.css';

type Phase =
  | { kind: 'loading' }
  | { kind: 'closed'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; view: ReviewView };

type Props = {
  token: string;
  api: ReviewLinkApi;
  /** The public page's own view of the record, supplied by the route page (features do not import each other). */
  renderRecord: (view: ReviewView) => ReactNode;
};

const TITLE = { blog: 'article', 'location-page': 'page' } as const;

/** /review/{token}: a medical reviewer reads the draft as visitors will, on a phone or a desktop, and decides. */
export function ReviewerScreen({ token, api, renderRecord }: Props) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api.view(token, controller.signal).then(
      (view) => setPhase({ kind: 'ready', view }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : 'The draft could not be loaded.';
        // 404: unknown, expired or revoked; 400: a cut-off link. Both are final: retrying cannot help.
        const closed = error instanceof ApiRequestError && (error.httpStatus === 404 || error.httpStatus === 400);
        setPhase({ kind: closed ? 'closed' : 'failed', message });
      },
    );
    return () => controller.abort();
  }, [api, token, attempt]);

  if (phase.kind === 'loading') return <p role="status">Loading the draft…</p>;
  if (phase.kind === 'closed') {
    return (
      <section className="reviewer-closed">
        <h1>This review link does not work</h1>
        <p>{phase.message}</p>
        <p>If you think this is a mistake, reply to the email that brought you here.</p>
      </section>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <section className="reviewer-closed" role="alert">
        <h1>The draft could not be loaded</h1>
        <p>{phase.message}</p>
        <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </button>
      </section>
    );
  }
  return <ReadyReview view={phase.view} token={token} api={api} renderRecord={renderRecord} />;
}

function ReadyReview({ view, token, api, renderRecord }: Props & { view: ReviewView }) {
  const [device, setDevice] = useState<'phone' | 'desktop'>('phone');
  const noun = TITLE[view.recordType];
  return (
    <div className="reviewer">
      <p className="reviewer__intro">
        Medical review of a draft {noun}, requested from {view.reviewerName}. It is shown exactly as it will appear once
        published. This link works until {formatDay(view.expiresAt)}.
      </p>
      <ReviewChanges view={view} />
      <div className="reviewer__devices" role="group" aria-label="Show the draft as on">
        {(['phone', 'desktop'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className="button button--secondary"
            aria-pressed={device === option}
            onClick={() => setDevice(option)}
          >
            {option === 'phone' ? 'Phone' : 'Desktop'}
          </button>
        ))}
      </div>
      <div
        className={`reviewer__frame reviewer__frame--${device}`}
        role="region"
        aria-label={`The draft ${noun}, as on a ${device}`}
        // Scrolls on its own: it takes focus so the keyboard can scroll it (axe's scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {renderRecord(view)}
      </div>
      <Decision view={view} token={token} api={api} />
    </div>
  );
}

function Decision({ view, token, api }: { view: ReviewView; token: string; api: ReviewLinkApi }) {
  const id = useId();
  const [comments, setComments] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(
    view.status === 'approved'
      ? { ok: true, message: 'You have approved this draft. Thank you.' }
      : view.status === 'returned'
        ? { ok: true, message: 'You have returned this draft with comments. Thank you.' }
        : null,
  );
  const decided = outcome?.ok === true;

  async function act(call: () => Promise<string>) {
    setBusy(true);
    try {
      setOutcome({ ok: true, message: await call() });
    } catch (error) {
      // The comments stay in the box.
      setOutcome({ ok: false, message: error instanceof Error ? error.message : 'Your answer was not recorded.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="reviewer__decision" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Your review</h2>
      <p role="status" className={outcome && !outcome.ok ? 'review-panel__error' : 'reviewer__outcome'}>
        {outcome?.message ?? ''}
      </p>
      {!decided && (
        <>
          <p>
            Approving records your name and credentials as the medical reviewer of the text shown
            {view.changedSinceSent ? ' (as it is now, with the changes marked above)' : ''}, with today’s date.
          </p>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => act(() => api.approve(token, view.revisionId))}
          >
            Approve this version
          </button>
          <p className="review-panel__field">
            <label htmlFor={`${id}-comments`}>Or return it to the clinic with your comments</label>
            <textarea
              id={`${id}-comments`}
              rows={6}
              maxLength={5000}
              value={comments}
              onChange={(event) => setComments(event.target.value)}
            />
          </p>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() =>
              comments.trim()
                ? act(() => api.returnWithComments(token, comments))
                : setOutcome({ ok: false, message: 'Write what should change before returning the draft.' })
            }
          >
            Return with comments
          </button>
        </>
      )}
    </section>
  );
}
