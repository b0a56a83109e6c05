import { useEffect, useRef } from 'react';
import { LoadingStatus } from '../../../../components/LoadingStatus';
import { DraftNotice, formatDraftTime } from '../../drafts/DraftNotice';
import type { EditorFormProps, RecordEditor, SlugStatus } from '../editor-types';
import type { EditorSession } from '../use-editor-session';
import { presenceSentence, usePresence } from '../use-presence';
import { ConflictPanel } from './ConflictPanel';
import { HistoryPanel } from './HistoryPanel';
import { SearchAppearance } from './SearchAppearance';

type EditorPanelProps<R, V, C> = {
  editor: RecordEditor<R, V, C>;
  session: EditorSession<R, V, C>;
  slugStatus: SlugStatus;
  fieldId: (name: string) => string;
  onSave: () => void;
  /** "Keep mine" after a 409: save on top of their version. */
  onKeepMine: () => void;
  onDiscard: () => void;
  onHistoryRestored: (message: string, id: string) => void;
  onHistoryFailed: (message: string) => void;
};

/** Stops links in the live preview from leaving the editor; the preview is for looking at. */
function useInertLinks() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
    };
    node.addEventListener('click', onClick);
    return () => node.removeEventListener('click', onClick);
  });
  return ref;
}

/** The popup's content: loading, a load failure, a draft offer, or the form with its previews and actions. */
export function EditorPanel<R, V, C>({
  editor,
  session,
  slugStatus,
  fieldId,
  onSave,
  onKeepMine,
  onDiscard,
  onHistoryRestored,
  onHistoryFailed,
}: EditorPanelProps<R, V, C>) {
  const { phase, value, errors } = session;
  const summaryRef = useRef<HTMLDivElement>(null);
  const previewRef = useInertLinks();
  const errorEntries = Object.entries(errors);
  const others = usePresence(editor.presence, phase.kind === 'open' ? phase.id : null);

  const { failedChecks } = session;
  useEffect(() => {
    if (failedChecks > 0) summaryRef.current?.focus();
  }, [failedChecks]);

  if (phase.kind === 'closed') return null;
  if (phase.kind === 'loading') {
    return <LoadingStatus label={phase.id ? `Loading the ${editor.noun}…` : 'Preparing the form…'} />;
  }
  if (phase.kind === 'failed') {
    return (
      <div className="admin-problem" role="alert">
        <p>The form could not be opened. {phase.message}</p>
        <div className="editor-actions__buttons">
          <button type="button" className="button" onClick={session.retry}>
            Try again
          </button>
          <button type="button" className="button button--secondary" onClick={session.close}>
            Close
          </button>
        </div>
      </div>
    );
  }
  if (value === null) return null;
  if (phase.offer) {
    return (
      <DraftNotice
        draft={phase.offer}
        noun={editor.noun}
        changedSince={Boolean(phase.offer.baseUpdatedAt && phase.offer.baseUpdatedAt !== phase.updatedAt)}
        onRestore={session.restoreDraft}
        onDiscard={session.discardDraft}
      />
    );
  }

  const formProps: EditorFormProps<V, C> = {
    value,
    onChange: session.update,
    errors,
    context: phase.context,
    slugStatus,
    fieldId,
    mode: phase.id ? 'edit' : 'create',
  };

  let note = '';
  if (session.saveError)
    note = `Not saved: ${session.saveError} Everything you typed is still here and on this device.`;
  else if (session.dirty && session.savedOnDeviceAt) {
    note = `Unsaved changes, kept on this device (${formatDraftTime(session.savedOnDeviceAt)}).`;
  }

  return (
    <form className="editor-form admin-column" noValidate onSubmit={(event) => event.preventDefault()}>
      {errorEntries.length > 0 && (
        <div ref={summaryRef} className="editor-errors" tabIndex={-1} aria-labelledby={fieldId('error-summary')}>
          <h3 id={fieldId('error-summary')} className="editor-errors__heading">
            {errorEntries.length === 1 ? 'One field needs attention' : `${errorEntries.length} fields need attention`}
          </h3>
          <ul>
            {errorEntries.map(([name, message]) => (
              <li key={name}>
                <a
                  href={`#${fieldId(name)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(fieldId(name))?.focus();
                  }}
                >
                  {editor.fieldLabels[name] ?? name}: {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      {others.length > 0 && (
        <p className="editor-presence" role="status">
          {presenceSentence(others)}
        </p>
      )}

      {phase.conflict && (
        <ConflictPanel
          noun={editor.noun}
          changes={editor.conflictChanges?.(value, phase.conflict.current) ?? []}
          busy={session.saving}
          onKeepMine={onKeepMine}
          onTakeTheirs={session.takeTheirs}
        />
      )}

      {editor.renderForm(formProps)}

      {editor.history && phase.id && (
        <HistoryPanel
          history={editor.history}
          id={phase.id}
          onRestored={(message) => onHistoryRestored(message, phase.id as string)}
          onFailed={onHistoryFailed}
        />
      )}

      <SearchAppearance snippet={editor.searchSnippet(value)} />

      <details className="editor-preview" open>
        <summary>Preview of the public page</summary>
        {/* It scrolls on its own (a long page on a phone): focusable, so the keyboard can scroll it too. */}
        <div
          ref={previewRef}
          className="editor-preview__frame"
          role="region"
          aria-label="Preview of the public page"
          // A scrollable region must take keyboard focus (WCAG 2.1.1; axe's scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          {editor.renderPreview(value, phase.context)}
        </div>
      </details>

      <div className="editor-actions">
        <p className="visually-hidden" role="status">
          {session.saving ? 'Saving…' : ''}
        </p>
        {note && <p className="editor-actions__note">{note}</p>}
        <div className="editor-actions__buttons">
          <button type="button" className="button" onClick={onSave} aria-disabled={session.saving || undefined}>
            {session.saving && <span className="admin-spinner" aria-hidden="true" />}
            Save
          </button>
          <button type="button" className="button button--secondary" onClick={onDiscard}>
            Discard
          </button>
        </div>
      </div>
    </form>
  );
}
