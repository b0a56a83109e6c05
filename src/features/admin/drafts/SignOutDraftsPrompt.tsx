import { useState } from 'react';
import { Dialog } from '../../../components/dialog/Dialog';
import { DeviceDraftList } from './DeviceDraftList';
import type { DeviceDraft } from './draft-store';
import './sign-out-drafts.css';

type SignOutDraftsPromptProps = {
  /** The drafts Log out would remove; the prompt is open while there are some to ask about. */
  drafts: readonly DeviceDraft[] | null;
  /** Signs out and removes the drafts; a rejection is shown in the prompt, which stays open. */
  onDiscard: () => Promise<void>;
  onCancel: () => void;
};

/**
 * Asked by Log out when this admin has drafts on the device that never reached the server: each one is named, with
 * a way to open it first, and removing them takes an explicit "Log out and discard drafts" (right on a shared
 * computer, but never done without a word).
 */
export function SignOutDraftsPrompt({ drafts, onDiscard, onCancel }: SignOutDraftsPromptProps) {
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const count = drafts?.length ?? 0;

  const discard = async () => {
    if (isBusy) return;
    setBusy(true);
    setError(null);
    try {
      await onDiscard();
    } catch {
      setError('Log out failed. Your drafts are still on this device. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const cancel = () => {
    if (isBusy) return;
    setError(null);
    onCancel();
  };

  return (
    <Dialog
      open={count > 0}
      onClose={cancel}
      title={count === 1 ? 'You have an unsaved draft' : `You have ${count} unsaved drafts`}
      size="form"
      className="sign-out-drafts"
    >
      <p className="sign-out-drafts__text">
        {count === 1
          ? 'It is kept only on this device and never reached the website. Open it to finish and save it, or log out and discard it.'
          : 'They are kept only on this device and never reached the website. Open one to finish and save it, or log out and discard them all.'}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <DeviceDraftList drafts={drafts ?? []} />
      <div className="sign-out-drafts__actions">
        <button type="button" className="button" aria-disabled={isBusy || undefined} onClick={discard}>
          {isBusy && <span className="button__spinner" aria-hidden="true" />}
          Log out and discard drafts
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={isBusy || undefined}
          data-autofocus
          onClick={cancel}
        >
          Stay signed in
        </button>
      </div>
    </Dialog>
  );
}
