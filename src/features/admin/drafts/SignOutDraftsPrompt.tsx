import { Dialog } from '../../../components/dialog/Dialog';
import { BusyButton } from '../../../components/form/BusyButton';
import { FormError } from '../../../components/form/FormError';
import { useSubmitBusy } from '../../../lib/use-submit-busy';
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
  const { isBusy, error, setError, run } = useSubmitBusy(
    () => 'Log out failed. Your drafts are still on this device. Please try again.',
  );
  const count = drafts?.length ?? 0;
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
      <FormError error={error} />
      <DeviceDraftList drafts={drafts ?? []} />
      <div className="sign-out-drafts__actions">
        <BusyButton className="button" busy={isBusy} onClick={() => void run(onDiscard)}>
          Log out and discard drafts
        </BusyButton>
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
