// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../../lib/api-client';
import { draftKey } from '../../drafts/draft-store';
import type { RecordEditor } from '../editor-types';
import { RecordManager } from './RecordManager';

type Note = { id: string; title: string; slug: string; updatedAt: string };
type NoteForm = { title: string; slug: string };

/** A small record type standing in for blogs and location pages: the manager knows nothing about either. */
function setup(initial: Note[] = [{ id: 'n1', title: 'First', slug: 'first', updatedAt: '2026-01-01T00:00:00Z' }]) {
  let notes = [...initial];
  let nextId = 2;
  const calls = {
    saved: [] as { id: string | null; value: NoteForm }[],
    removed: [] as string[],
    recreated: [] as Note[],
  };
  const control = {
    failSaveWith: null as string | null,
    takenSlugs: new Set<string>(),
    load: null as null | ((id: string | null) => Promise<{ value: NoteForm; context: null; updatedAt?: string }>),
  };

  const editor: RecordEditor<Note, NoteForm, null> = {
    formType: 'note',
    noun: 'note',
    dialogTitle: 'Note Upload',
    labels: { add: 'Add New Note', edit: 'Edit Note', remove: 'Delete Note', empty: 'No notes yet.' },
    list: async () => [...notes],
    load: async (id) => {
      if (control.load) return control.load(id);
      const note = notes.find((n) => n.id === id);
      if (!note) return { value: { title: '', slug: '' }, context: null };
      return { value: { title: note.title, slug: note.slug }, context: null, updatedAt: note.updatedAt };
    },
    save: async (id, value) => {
      calls.saved.push({ id, value });
      if (control.failSaveWith) throw new ApiRequestError(control.failSaveWith, 'server', 503);
      const record = { id: id ?? `n${nextId++}`, ...value, updatedAt: '2026-02-01T00:00:00Z' };
      notes = [...notes.filter((n) => n.id !== record.id), record];
      return { record, message: id ? 'Note updated.' : 'Note created.' };
    },
    remove: async (note) => {
      calls.removed.push(note.id);
      notes = notes.filter((n) => n.id !== note.id);
      return { message: 'Note deleted.' };
    },
    recreate: async (note) => {
      calls.recreated.push(note);
      const record = { ...note, id: `n${nextId++}` };
      notes = [...notes, record];
      return { record, message: 'Note created.' };
    },
    idOf: (note) => note.id,
    nameOf: (note) => note.title,
    validate: (value): Record<string, string> => (value.title.trim() ? {} : { title: 'This field is required.' }),
    fieldLabels: { title: 'Title', slug: 'Slug' },
    draftLabel: (value) => value.title,
    slug: {
      of: (value) => value.slug,
      field: 'slug',
      takenMessage: 'This address is already used by another note',
      isAvailable: async (slug) => ({ available: !control.takenSlugs.has(slug) }),
    },
    searchSnippet: (value) => ({ title: value.title, description: '', url: `https://example.com/${value.slug}` }),
    renderCard: (note) => <h2>{note.title}</h2>,
    renderForm: ({ value, onChange, fieldId, errors }) => (
      <>
        <label htmlFor={fieldId('title')}>Title</label>
        <input
          id={fieldId('title')}
          value={value.title}
          onChange={(event) => {
            const title = event.target.value;
            onChange((previous) => ({ ...previous, title }));
          }}
        />
        {errors.title && <p>{errors.title}</p>}
        <label htmlFor={fieldId('slug')}>Slug</label>
        <input
          id={fieldId('slug')}
          value={value.slug}
          onChange={(event) => {
            const slug = event.target.value;
            onChange((previous) => ({ ...previous, slug }));
          }}
        />
        {errors.slug && <p>{errors.slug}</p>}
      </>
    ),
    renderPreview: (value) => <p>Preview of {value.title}</p>,
  };
  return { editor, calls, control, notes: () => notes };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const storedDraft = (id: string | null) => localStorage.getItem(draftKey('note', id));
const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeAll(() => {
  // jsdom has no modal dialogs; give <dialog> the two methods the Dialog component may call.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

describe('RecordManager', () => {
  it('creates a record in the popup, shows the server message for 3000 ms, closes and reloads the list', async () => {
    const { editor, calls } = setup();
    render(<RecordManager editor={editor} />);
    await screen.findByRole('heading', { name: 'First' });

    fireEvent.click(screen.getByRole('button', { name: 'Add New Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Note Upload' });
    typeInto('Title', 'Second');
    typeInto('Slug', 'second');
    await advance(500);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Note created.')).toBeTruthy();
    expect(calls.saved).toEqual([{ id: null, value: { title: 'Second', slug: 'second' } }]);
    expect(screen.queryByRole('dialog', { name: 'Note Upload' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeTruthy();

    await advance(2900);
    expect(screen.queryByText('Note created.')).not.toBeNull();
    await advance(150);
    expect(screen.queryByText('Note created.')).toBeNull();
  });

  it('sends a record once, however fast Save is pressed twice', async () => {
    const { editor, calls } = setup();
    render(<RecordManager editor={editor} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add New Note' }));
    await screen.findByLabelText('Title');
    typeInto('Title', 'Once');
    typeInto('Slug', 'once');
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    expect(await screen.findByText('Note created.')).toBeTruthy();
    expect(calls.saved).toHaveLength(1);
  });

  it('loads the record before the edit form shows', async () => {
    const { editor, control } = setup();
    let finish: () => void = () => {};
    control.load = (id) =>
      new Promise((resolve) => {
        finish = () => resolve({ value: { title: `Loaded ${id}`, slug: 'first' }, context: null });
      });
    render(<RecordManager editor={editor} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Note: First' }));

    const dialog = await screen.findByRole('dialog', { name: 'Note Upload' });
    expect(within(dialog).getByText('Loading the note…')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Title')).toBeNull();
    await act(async () => finish());
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Loaded n1');
  });

  it('keeps the form and everything typed when saving fails, with the server message in a failure banner', async () => {
    const { editor, control } = setup();
    control.failSaveWith = 'The service is briefly unavailable.';
    render(<RecordManager editor={editor} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add New Note' }));
    await screen.findByLabelText('Title');
    typeInto('Title', 'Precious words');
    typeInto('Slug', 'precious');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByText('The service is briefly unavailable.', { selector: '[role="alert"] *' });
    expect(alert).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Note Upload' })).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Precious words');
    expect(JSON.parse(storedDraft(null) ?? '{}').data).toEqual({ title: 'Precious words', slug: 'precious' });

    await advance(3050);
    expect(screen.queryByText('The service is briefly unavailable.', { selector: '[role="alert"] *' })).toBeNull();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Precious words');
  });

  it('keeps a draft on the device, offers it back after a reload, and clears it after a save', async () => {
    const { editor, calls } = setup();
    const first = render(<RecordManager editor={editor} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Note: First' }));
    await screen.findByLabelText('Title');
    typeInto('Title', 'First, improved');
    expect(storedDraft('n1')).toBeNull();
    await advance(600);
    const draft = JSON.parse(storedDraft('n1') ?? '{}');
    expect(draft.data).toEqual({ title: 'First, improved', slug: 'first' });
    expect(draft.baseUpdatedAt).toBe('2026-01-01T00:00:00Z');

    // A reload: everything in memory is gone, only the device remembers.
    first.unmount();
    render(<RecordManager editor={editor} />);
    expect(await screen.findByText(/You have an unsaved draft from/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(((await screen.findByLabelText('Title')) as HTMLInputElement).value).toBe('First, improved');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note updated.')).toBeTruthy();
    expect(calls.saved.at(-1)).toEqual({ id: 'n1', value: { title: 'First, improved', slug: 'first' } });
    expect(storedDraft('n1')).toBeNull();
    expect(screen.queryByText(/You have an unsaved draft/)).toBeNull();
  });

  it('offers a stored draft inside the popup too, and Discard drops it', async () => {
    const { editor } = setup();
    localStorage.setItem(
      draftKey('note', null),
      JSON.stringify({ version: 1, savedAt: '2026-03-04T15:00:00Z', label: 'Old idea', data: { title: 'Old idea' } }),
    );
    render(<RecordManager editor={editor} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add New Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Note Upload' });
    // The popup opens on "Preparing the form…" and offers the draft once the form is ready: wait for the offer.
    expect(await within(dialog).findByText(/You have an unsaved draft from/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('');
    expect(storedDraft(null)).toBeNull();
  });

  it('asks before discarding unsaved changes, and keeps the draft on the device anyway', async () => {
    const { editor } = setup();
    render(<RecordManager editor={editor} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add New Note' }));
    await screen.findByLabelText('Title');
    typeInto('Title', 'Half a thought');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));

    const confirm = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Discard changes' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(storedDraft(null) ?? '{}').data.title).toBe('Half a thought');
    expect(screen.getByText(/You have an unsaved draft from/)).toBeTruthy();
  });

  it('closes an untouched form at once', async () => {
    const { editor } = setup();
    render(<RecordManager editor={editor} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add New Note' }));
    await screen.findByLabelText('Title');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the schema message and the slug clash before anything is sent', async () => {
    const { editor, control, calls } = setup();
    control.takenSlugs.add('first');
    render(<RecordManager editor={editor} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add New Note' }));
    await screen.findByLabelText('Title');
    typeInto('Slug', 'first');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('2 fields need attention')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Title: This field is required.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Slug: This address is already used by another note' })).toBeTruthy();
    expect(calls.saved).toEqual([]);

    // A message goes as soon as its field changes; the others stay until the next attempt.
    typeInto('Title', 'Now with a title');
    expect(screen.queryByRole('link', { name: 'Title: This field is required.' })).toBeNull();
    expect(screen.getByText('One field needs attention')).toBeTruthy();
  });

  it('deletes after a confirmation and brings the record back with Undo (as a new record)', async () => {
    const { editor, calls } = setup();
    render(<RecordManager editor={editor} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Note: First' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this note?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Note deleted.')).toBeTruthy();
    expect(calls.removed).toEqual(['n1']);
    expect(await screen.findByText('No notes yet.')).toBeTruthy();
    await advance(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('The note is back.')).toBeTruthy();
    expect(calls.recreated.map((note) => note.title)).toEqual(['First']);
    expect(await screen.findByRole('heading', { name: 'First' })).toBeTruthy();
  });
});
