import type { FieldChange } from '../editor-types';
import { FieldChangesTable } from './FieldChangesTable';

type ConflictPanelProps = {
  noun: string;
  /** Theirs (saved meanwhile) in `version`, the form's in `current`: the History panel's comparison. */
  changes: FieldChange[];
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
};

/**
 * A save refused because someone else saved first (409): what differs between their version and the form, with
 * "Keep mine" (saved on top, as a new revision) and "Take theirs" (the form reloads their version).
 */
export function ConflictPanel({ noun, changes, busy, onKeepMine, onTakeTheirs }: ConflictPanelProps) {
  return (
    <section className="editor-conflict" aria-labelledby="editor-conflict-heading">
      <h3 id="editor-conflict-heading">Someone else saved this {noun} while you were editing</h3>
      {changes.length === 0 ? (
        <p>Their version has the same content as yours.</p>
      ) : (
        <FieldChangesTable changes={changes} versionHeading="Saved by them" currentHeading="Yours" />
      )}
      <p>Your text is still in the form below and on this device until you choose.</p>
      <div className="editor-actions__buttons">
        <button type="button" className="button" onClick={onKeepMine} aria-disabled={busy || undefined}>
          Keep mine
        </button>
        <button type="button" className="button button--secondary" onClick={onTakeTheirs}>
          Take theirs
        </button>
      </div>
    </section>
  );
}
