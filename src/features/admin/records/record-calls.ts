import { compareFields } from './compare-fields';
import type { RecordApi, RecordHistory, RecordTrash, SaveResult } from './editor-types';

type Conversions<R, V, I> = {
  idOf: (record: R) => string;
  /** What create and update send for the form's contents. */
  formToInput: (value: V) => I;
  /** What Undo sends to create a deleted record again: its own fields, server-owned ones left out. */
  recordToInput: (record: R) => I;
  /** Field names → labels, for the History panel's comparison. */
  fieldLabels?: Readonly<Record<string, string>>;
};

/** The list, save, delete, undo, history and trash calls, which every kind of record makes the same way. */
export function recordCalls<R, V, I>(
  api: RecordApi<R, I>,
  { idOf, formToInput, recordToInput, fieldLabels = {} }: Conversions<R, V, I>,
) {
  const saved = (answer: { data: R; message: string }): SaveResult<R> => {
    const { version } = answer.data as { version?: unknown };
    return { record: answer.data, message: answer.message, ...(typeof version === 'string' ? { version } : {}) };
  };

  const { revisions, revision, restoreRevision, trash, restoreFromTrash, deleteForever } = api;
  const history: RecordHistory<R> | undefined =
    revisions && revision && restoreRevision
      ? {
          list: (id, signal) => revisions(id, signal),
          async compare(id, revisionId, signal) {
            const [version, current] = await Promise.all([revision(id, revisionId, signal), api.get(id, signal)]);
            return compareFields(
              version.fields as Record<string, unknown>,
              recordToInput(current) as Record<string, unknown>,
              fieldLabels,
            );
          },
          restore: async (id, revisionId) => saved(await restoreRevision(id, revisionId)),
        }
      : undefined;

  const trashCalls: RecordTrash<R> | undefined =
    trash && restoreFromTrash && deleteForever
      ? {
          list: (signal) => trash(signal),
          restore: async (id) => saved(await restoreFromTrash(id)),
          deleteForever: async (id) => ({ message: (await deleteForever(id)).message }),
        }
      : undefined;

  return {
    list: (signal?: AbortSignal) => api.list(signal),
    async save(id: string | null, value: V, version?: string): Promise<SaveResult<R>> {
      const input = formToInput(value);
      return saved(id ? await api.update(id, input, version) : await api.create(input));
    },
    /** The existing field comparison (the History panel's), theirs against the form: what a 409 shows. */
    conflictChanges: (value: V, current: unknown) =>
      compareFields(
        recordToInput(current as R) as Record<string, unknown>,
        formToInput(value) as Record<string, unknown>,
        fieldLabels,
      ),
    presence:
      api.presence && api.leavePresence
        ? { heartbeat: api.presence.bind(api), leave: api.leavePresence.bind(api) }
        : undefined,
    remove: async (record: R) => ({ message: (await api.remove(idOf(record))).message }),
    recreate: async (record: R): Promise<SaveResult<R>> => saved(await api.create(recordToInput(record))),
    idOf,
    history,
    trash: trashCalls,
  };
}
