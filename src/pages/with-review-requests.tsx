import type { ReactNode } from 'react';
import { ReviewRequestPanel } from '../features/reviews/components/ReviewRequestPanel';
import { ReviewStampNote } from '../features/reviews/components/ReviewStampNote';
import type { ReviewRequestsStore } from '../features/reviews/review-requests-store';
import { changedSinceReviewWarning } from '../features/reviews/review-wording';
import { latestApprovals, stampState, type ReviewedType } from '@shared/review-stamp';

/**
 * The parts of an admin record editor that review requests add to. Method syntax on purpose: each editor's
 * own record and form types stand in for `unknown` here.
 */
type ComposableEditor = {
  load(id: string | null, signal?: AbortSignal): Promise<{ value: unknown }>;
  idOf(record: unknown): string;
  renderCard(record: unknown): ReactNode;
  renderForm(props: { mode: 'create' | 'edit'; value: unknown }): ReactNode;
  prePublishWarnings?(value: unknown, context: unknown): string[];
};

type RecordOf<E extends ComposableEditor> = Parameters<E['idOf']>[0];
type ValueOf<E extends ComposableEditor> = Parameters<E['renderForm']>[0]['value'];

/**
 * Composes review requests (features/reviews) into an admin editor (features/admin) without either feature knowing
 * the other: the stamp state on each card, the "Medical review" part of the editor for a saved record, and the
 * "changed since review" pre-publish warning.
 */
export function withReviewRequests<E extends ComposableEditor>(
  editor: E,
  options: {
    store: ReviewRequestsStore;
    recordType: ReviewedType;
    recordFingerprint: (record: RecordOf<E>) => string;
    formFingerprint: (value: ValueOf<E>) => string;
  },
): E {
  const { store, recordType, recordFingerprint, formFingerprint } = options;
  // The record the editor has open: the one it last loaded (one editor is open at a time).
  let openId: string | null = null;
  return {
    ...editor,
    async load(id: string | null, signal?: AbortSignal) {
      openId = id;
      // A reviewer may have answered since the list loaded: the editor's stamp and checks use the latest.
      if (id) void store.refresh(signal);
      return editor.load(id, signal);
    },
    renderCard: (record: RecordOf<E>) => (
      <>
        {editor.renderCard(record)}
        <ReviewStampNote
          store={store}
          recordType={recordType}
          recordId={editor.idOf(record)}
          fingerprint={recordFingerprint(record)}
        />
      </>
    ),
    renderForm: (props: Parameters<E['renderForm']>[0]) => (
      <>
        {editor.renderForm(props)}
        {props.mode === 'edit' && openId && (
          <ReviewRequestPanel
            store={store}
            recordType={recordType}
            recordId={openId}
            fingerprint={formFingerprint(props.value as ValueOf<E>)}
          />
        )}
      </>
    ),
    prePublishWarnings(value: ValueOf<E>, context: unknown) {
      const base = editor.prePublishWarnings?.(value, context) ?? [];
      if (!openId || !(value as { published?: boolean }).published) return base;
      const approval = latestApprovals(store.getState().requests, recordType).get(openId);
      return [...base, ...changedSinceReviewWarning(stampState(approval, formFingerprint(value)))];
    },
  };
}
