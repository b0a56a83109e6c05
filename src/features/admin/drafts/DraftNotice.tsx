import { useId } from 'react';
import type { StoredDraft } from './draft-store';

type DraftNoticeProps = {
  draft: StoredDraft;
  /** "New blog: “Spring checklist”", to tell several drafts apart. */
  description?: string;
  /** The record has been saved (by anyone) since this draft began. */
  changedSince?: boolean;
  noun: string;
  onRestore: () => void;
  onDiscard: () => void;
};

export function formatDraftTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'earlier';
  return date.toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
}

/** "You have an unsaved draft from <time>. Restore / Discard": the way back after a reload or a closed tab. */
export function DraftNotice({ draft, description, changedSince, noun, onRestore, onDiscard }: DraftNoticeProps) {
  const textId = useId();
  return (
    <div className="draft-notice" role="group" aria-labelledby={textId}>
      <div id={textId} className="draft-notice__text">
        <p className="draft-notice__lead">You have an unsaved draft from {formatDraftTime(draft.savedAt)}.</p>
        {description && <p>{description}</p>}
        {changedSince && (
          <p>
            This {noun} has been saved since the draft began. Restoring puts your draft in the form; saving it would
            replace those later changes.
          </p>
        )}
      </div>
      <div className="draft-notice__actions">
        <button type="button" className="button button--small" onClick={onRestore}>
          Restore
        </button>
        <button type="button" className="button button--small button--secondary" onClick={onDiscard}>
          Discard
        </button>
      </div>
    </div>
  );
}
