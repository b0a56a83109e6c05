import type { RecordApi, SaveResult } from './editor-types';

type Conversions<R, V, I> = {
  idOf: (record: R) => string;
  /** What create and update send for the form's contents. */
  formToInput: (value: V) => I;
  /** What Undo sends to create a deleted record again: its own fields, server-owned ones left out. */
  recordToInput: (record: R) => I;
};

/** The list, save, delete and undo calls, which every kind of record makes the same way. */
export function recordCalls<R, V, I>(api: RecordApi<R, I>, { idOf, formToInput, recordToInput }: Conversions<R, V, I>) {
  return {
    list: (signal?: AbortSignal) => api.list(signal),
    async save(id: string | null, value: V): Promise<SaveResult<R>> {
      const input = formToInput(value);
      const saved = id ? await api.update(id, input) : await api.create(input);
      return { record: saved.data, message: saved.message };
    },
    remove: async (record: R) => ({ message: (await api.remove(idOf(record))).message }),
    async recreate(record: R): Promise<SaveResult<R>> {
      const saved = await api.create(recordToInput(record));
      return { record: saved.data, message: saved.message };
    },
    idOf,
  };
}
