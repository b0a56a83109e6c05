import { useCallback, useMemo, useState } from 'react';
import { Dialog } from '../../../../components/dialog/Dialog';
import { StatusBanner } from '../../banner/StatusBanner';
import { useBanner } from '../../banner/use-banner';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { UNDO_MS } from '../../constants';
import { browserDraftStorage, createDraftStore, type DraftStorage } from '../../drafts/draft-store';
import { DraftNotice } from '../../drafts/DraftNotice';
import type { RecordEditor } from '../editor-types';
import { errorMessage } from '../error-message';
import { useEditorSession } from '../use-editor-session';
import { useLoaded } from '../use-loaded';
import { useSlugCheck } from '../use-slug-check';
import { EditorPanel } from './EditorPanel';
import { RecordGrid } from './RecordGrid';
import '../../components/admin.css';
import './record-manager.css';

type RecordManagerProps<R, V, C> = {
  /** Keep it stable (useMemo): the list reloads when it changes. */
  editor: RecordEditor<R, V, C>;
  /** Where drafts are kept; localStorage unless a test passes its own (null: not kept). */
  storage?: DraftStorage | null;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An admin list screen: cards, a create/edit popup whose work is kept on the device until it is saved,
 * banners for every outcome, and deletes that ask first and can be undone.
 */
export function RecordManager<R, V, C>({ editor, storage }: RecordManagerProps<R, V, C>) {
  const drafts = useMemo(() => createDraftStore(storage === undefined ? browserDraftStorage() : storage), [storage]);
  const banner = useBanner();
  const list = useLoaded(editor.list);
  const session = useEditorSession(editor, drafts);
  const { phase, value } = session;
  const slugCheck = useSlugCheck(
    editor.slug,
    value !== null && editor.slug ? editor.slug.of(value) : null,
    phase.kind === 'closed' || !phase.id ? undefined : phase.id,
  );
  const [offers, setOffers] = useState(() => drafts.list(editor.formType));
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<R | null>(null);
  const [deleting, setDeleting] = useState(false);
  const noun = editor.noun;

  const refreshOffers = useCallback(() => setOffers(drafts.list(editor.formType)), [drafts, editor]);
  const fieldId = useCallback((name: string) => `${editor.formType}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`, [editor]);

  const openEditor = (id: string | null, applyDraft = false) => {
    slugCheck.reset();
    session.open(id, { applyDraft });
  };

  const closeEditor = () => {
    setConfirmingDiscard(false);
    session.close();
    refreshOffers();
  };

  const requestClose = () => {
    if (phase.kind === 'open' && !phase.offer && session.dirty) setConfirmingDiscard(true);
    else closeEditor();
  };

  const save = async () => {
    const outcome = await session.save(async () => {
      if (!editor.slug) return {};
      const available = await slugCheck.ensure();
      return available === false ? { [editor.slug.field]: editor.slug.takenMessage } : {};
    });
    if (!outcome || outcome.kind === 'invalid') return;
    if (outcome.kind === 'failed') {
      banner.show({ kind: 'error', message: outcome.message });
      return;
    }
    banner.show({ kind: 'success', message: outcome.message || `${capitalise(noun)} saved.` });
    slugCheck.reset();
    refreshOffers();
    list.reload();
  };

  // Undo creates the record again from the deleted one's fields (a POST, as for a new record). The API gives
  // the re-created record a NEW id and creation time; its address (slug), content and status are the same.
  const undoDelete = async (record: R) => {
    try {
      await editor.recreate(record);
      banner.show({ kind: 'success', message: `The ${noun} is back.` });
    } catch (error) {
      banner.show({ kind: 'error', message: `The ${noun} could not be brought back. ${errorMessage(error)}` });
    } finally {
      list.reload();
    }
  };

  const confirmDelete = async () => {
    const record = pendingDelete;
    if (!record || deleting) return;
    setDeleting(true);
    try {
      const { message } = await editor.remove(record);
      banner.show({
        kind: 'success',
        message: message || `${capitalise(noun)} deleted.`,
        durationMs: UNDO_MS,
        action: { label: 'Undo', run: () => void undoDelete(record) },
      });
    } catch (error) {
      banner.show({ kind: 'error', message: errorMessage(error) });
    } finally {
      setDeleting(false);
      setPendingDelete(null);
      list.reload();
    }
  };

  const editorOpen = phase.kind !== 'closed';
  const names = new Map((list.value ?? []).map((record) => [editor.idOf(record), editor.nameOf(record)]));

  return (
    <div className="record-manager admin-column">
      <StatusBanner controls={banner} hidden={editorOpen} />

      {offers.map((draft) => {
        const name = draft.recordId ? names.get(draft.recordId) : null;
        const what = draft.label ? `“${draft.label}”` : `untitled ${noun}`;
        return (
          <DraftNotice
            key={draft.recordId ?? 'new'}
            draft={draft}
            noun={noun}
            description={
              draft.recordId ? `Changes to the ${noun} ${name ? `“${name}”` : what}.` : `A new ${noun}: ${what}.`
            }
            onRestore={() => openEditor(draft.recordId, true)}
            onDiscard={() => {
              drafts.remove(editor.formType, draft.recordId);
              refreshOffers();
            }}
          />
        );
      })}

      <div className="record-manager__toolbar">
        <button type="button" className="button" onClick={() => openEditor(null)}>
          {editor.labels.add}
        </button>
      </div>

      <RecordGrid
        editor={editor}
        records={list.value}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        onEdit={(id) => openEditor(id)}
        onDelete={setPendingDelete}
      />

      <Dialog open={editorOpen} onClose={requestClose} title={editor.dialogTitle} size="form" className="editor-dialog">
        <StatusBanner controls={banner} />
        <EditorPanel
          editor={editor}
          session={session}
          slugStatus={slugCheck.status}
          fieldId={fieldId}
          onSave={() => void save()}
          onDiscard={requestClose}
        />
      </Dialog>

      <ConfirmDialog
        open={confirmingDiscard}
        title="Discard your changes?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={closeEditor}
        onCancel={() => setConfirmingDiscard(false)}
      >
        <p>Your changes have not been saved to the website.</p>
        <p>A copy stays on this device: you can restore it from this page later.</p>
      </ConfirmDialog>

      <ConfirmDialog
        open={pendingDelete !== null}
        title={`Delete this ${noun}?`}
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      >
        <p>
          “{pendingDelete ? editor.nameOf(pendingDelete) : ''}” will be removed from the website. You can undo this for
          a few seconds afterwards.
        </p>
      </ConfirmDialog>
    </div>
  );
}
