import { useCallback, useMemo, useState } from 'react';
import { Dialog } from '../../../../components/dialog/Dialog';
import { StatusBanner } from '../../banner/StatusBanner';
import { useBanner } from '../../banner/use-banner';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { UNDO_MS } from '../../constants';
import { useDraftOwner } from '../../drafts/draft-owner';
import { browserDraftStorage, createDraftStore, type DraftStorage } from '../../drafts/draft-store';
import { DraftNotice } from '../../drafts/DraftNotice';
import type { RecordEditor } from '../editor-types';
import { errorMessage } from '../../../../lib/error-message';
import { useEditorSession } from '../use-editor-session';
import { useNow } from '../use-now';
import { useRecordList } from '../use-record-list';
import { useSlugCheck } from '../use-slug-check';
import { EditorPanel } from './EditorPanel';
import { ListControls } from './ListControls';
import { ListFilterSelect } from './ListFilterSelect';
import { ListPager } from './ListPager';
import { RecordGrid } from './RecordGrid';
import { TrashSection } from './TrashSection';
import '../../components/admin.css';
import './record-manager.css';
import './list-controls.css';

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
  const owner = useDraftOwner();
  const drafts = useMemo(
    () => createDraftStore(storage === undefined ? browserDraftStorage() : storage, owner),
    [storage, owner],
  );
  const banner = useBanner();
  const list = useRecordList(editor);
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
  const [filter, setFilter] = useState('all');
  const now = useNow();
  const [trashVersion, setTrashVersion] = useState(0);
  const [warnings, setWarnings] = useState<string[]>([]);
  const noun = editor.noun;
  const changedTrash = () => setTrashVersion((v) => v + 1);

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

  /** Publishing first shows the pre-publish warnings, if any; the admin may go back or publish anyway. */
  const requestSave = () => {
    if (phase.kind !== 'open' || value === null || session.saving) return;
    // Problems that stop the save come first; warnings are only for a form that can be sent.
    const invalid = Object.keys(editor.validate(value, phase.context)).length > 0;
    const found = invalid ? [] : (editor.prePublishWarnings?.(value, phase.context) ?? []);
    if (found.length > 0) setWarnings(found);
    else void save();
  };

  const save = async () => {
    setWarnings([]);
    const outcome = await session.save(async () => {
      if (!editor.slug) return {};
      const available = await slugCheck.ensure();
      return available === false ? { [editor.slug.field]: editor.slug.takenMessage } : {};
    });
    if (!outcome || outcome.kind === 'invalid') return;
    if (outcome.kind === 'failed' || outcome.kind === 'conflict') {
      banner.show({ kind: 'error', message: outcome.message });
      return;
    }
    banner.show({ kind: 'success', message: outcome.message || `${capitalise(noun)} saved.` });
    slugCheck.reset();
    refreshOffers();
    list.reload();
  };

  // Undo takes the record back out of the trash: same id, address, content and creation time. Without a trash
  // (an older API), it creates the record again from the deleted one's fields, under a new id.
  const undoDelete = async (record: R) => {
    try {
      if (editor.trash) await editor.trash.restore(editor.idOf(record));
      else await editor.recreate(record);
      banner.show({ kind: 'success', message: `The ${noun} is back.` });
    } catch (error) {
      banner.show({ kind: 'error', message: `The ${noun} could not be brought back. ${errorMessage(error)}` });
    } finally {
      list.reload();
      changedTrash();
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
      changedTrash();
    }
  };

  const editorOpen = phase.kind !== 'closed';
  const names = new Map((list.value ?? []).map((record) => [editor.idOf(record), editor.nameOf(record)]));
  const { listFilter, paging } = editor;
  const nouns = `${noun}s`;
  const narrowed = Boolean(paging && (list.query.q || list.query.status));
  const gridEditor = narrowed
    ? { ...editor, labels: { ...editor.labels, empty: `No ${nouns} match this search or filter.` } }
    : editor;
  // With paging the API has already searched and filtered; without it, the older in-page filter.
  const shown =
    list.value && !paging && listFilter && filter !== 'all'
      ? list.value.filter((record) => listFilter.matches(record, filter, now))
      : list.value;

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
        {paging ? (
          <ListControls
            fieldId={fieldId}
            nouns={nouns}
            statuses={paging.statuses}
            query={list.query}
            onChange={list.setQuery}
          />
        ) : (
          listFilter && (
            <ListFilterSelect id={fieldId('list-filter')} filter={listFilter} value={filter} onChange={setFilter} />
          )
        )}
      </div>

      <RecordGrid
        editor={gridEditor}
        records={shown}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        onEdit={(id) => openEditor(id)}
        onDelete={setPendingDelete}
      />

      {list.pageInfo && (
        <ListPager pageInfo={list.pageInfo} nouns={nouns} onPage={(page) => list.setQuery({ ...list.query, page })} />
      )}

      {editor.trash && (
        <TrashSection
          trash={editor.trash}
          noun={noun}
          version={trashVersion}
          onChanged={(outcome) => {
            banner.show(outcome);
            list.reload();
          }}
        />
      )}

      <Dialog open={editorOpen} onClose={requestClose} title={editor.dialogTitle} size="form" className="editor-dialog">
        <StatusBanner controls={banner} />
        <EditorPanel
          editor={editor}
          session={session}
          slugStatus={slugCheck.status}
          fieldId={fieldId}
          onSave={requestSave}
          onKeepMine={() => {
            session.keepMine();
            void save();
          }}
          onDiscard={requestClose}
          onHistoryRestored={(message, id) => {
            banner.show({ kind: 'success', message });
            list.reload();
            openEditor(id);
          }}
          onHistoryFailed={(message) => banner.show({ kind: 'error', message })}
        />
      </Dialog>

      <ConfirmDialog
        open={warnings.length > 0}
        title="Check before publishing"
        confirmLabel="Publish anyway"
        cancelLabel="Go back and edit"
        onConfirm={() => void save()}
        onCancel={() => setWarnings([])}
      >
        <ul>
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      </ConfirmDialog>

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
          a few seconds afterwards{editor.trash ? `, or restore it from the trash for 30 days` : ''}.
        </p>
      </ConfirmDialog>
    </div>
  );
}
