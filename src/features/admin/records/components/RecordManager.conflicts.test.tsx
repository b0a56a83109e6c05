// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ListQueryInput } from '@shared/schemas/list-query';
import { EditConflictError } from '../../api/records-api';
import { compareFields } from '../compare-fields';
import type { RecordEditor } from '../editor-types';
import { RecordManager } from './RecordManager';

type Note = { id: string; title: string; body: string; version: string };
type NoteForm = { title: string; body: string };
const LABELS = { title: 'Title', body: 'Body' };

/** One stored note with a version that moves on each save, as the API's does; saves honour the version sent. */
function setup(count = 1) {
  let notes: Note[] = Array.from({ length: count }, (_, i) => ({
    id: `n${i + 1}`,
    title: `Note ${String(i + 1).padStart(2, '0')}`,
    body: 'Original body',
    version: 'v1',
  }));
  const saves: { value: NoteForm; version?: string }[] = [];
  const pages: ListQueryInput[] = [];
  const otherSave = (id: string, change: Partial<NoteForm>) => {
    notes = notes.map((n) => (n.id === id ? { ...n, ...change, version: `${n.version}'` } : n));
  };
  const editor: RecordEditor<Note, NoteForm, null> = {
    formType: 'note',
    noun: 'note',
    dialogTitle: 'Note Upload',
    labels: { add: 'Add New Note', edit: 'Edit Note', remove: 'Delete Note', empty: 'No notes yet.' },
    list: async () => [...notes],
    paging: {
      statuses: [{ value: 'draft', label: 'Drafts' }],
      page: async (query) => {
        pages.push(query);
        const size = 25;
        const found = notes.filter((n) => !query.q || n.title.toLowerCase().includes(query.q.toLowerCase()));
        const page = query.page ?? 1;
        const pageCount = Math.max(1, Math.ceil(found.length / size));
        return {
          items: found.slice((page - 1) * size, page * size),
          pageInfo: {
            page,
            pageSize: size,
            total: found.length,
            pageCount,
            nextPage: page < pageCount ? page + 1 : null,
          },
        };
      },
    },
    load: async (id) => {
      const note = notes.find((n) => n.id === id);
      if (!note) return { value: { title: '', body: '' }, context: null };
      return { value: { title: note.title, body: note.body }, context: null, version: note.version };
    },
    save: async (id, value, version) => {
      saves.push({ value, version });
      const note = notes.find((n) => n.id === id) as Note;
      if (version && version !== note.version) throw new EditConflictError('Someone else saved this note.', note);
      otherSave(note.id, value);
      const saved = notes.find((n) => n.id === id) as Note;
      return { record: saved, message: 'Note updated.', version: saved.version };
    },
    conflictChanges: (value, current) =>
      compareFields({ title: (current as Note).title, body: (current as Note).body }, value, LABELS),
    remove: async () => ({ message: 'Note deleted.' }),
    recreate: async (note) => ({ record: note, message: 'Note created.' }),
    idOf: (note) => note.id,
    nameOf: (note) => note.title,
    validate: () => ({}),
    fieldLabels: LABELS,
    draftLabel: (value) => value.title,
    searchSnippet: (value) => ({ title: value.title, description: '', url: 'https://example.com/' }),
    renderCard: (note) => <h2>{note.title}</h2>,
    renderForm: ({ value, onChange, fieldId }) => (
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
        <label htmlFor={fieldId('body')}>Body</label>
        <input
          id={fieldId('body')}
          value={value.body}
          onChange={(event) => {
            const body = event.target.value;
            onChange((previous) => ({ ...previous, body }));
          }}
        />
      </>
    ),
    renderPreview: () => null,
  };
  return { editor, saves, pages, otherSave, notes: () => notes };
}

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function editFirst() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Note: Note 01' }));
  const dialog = await screen.findByRole('dialog', { name: 'Note Upload' });
  await within(dialog).findByLabelText('Body');
  return dialog;
}

describe('RecordManager: a save that crossed another', () => {
  it('sends the loaded version; on a conflict shows what changed, keeps the form, and "Keep mine" saves on top', async () => {
    const { editor, saves, otherSave, notes } = setup();
    render(<RecordManager editor={editor} />);
    const dialog = await editFirst();
    otherSave('n1', { title: 'Their title' });
    fireEvent.change(within(dialog).getByLabelText('Body'), { target: { value: 'My body' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const conflict = await within(dialog).findByRole('region', { name: /Someone else saved this note/ });
    const rows = within(conflict)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['FieldSaved by themYours', 'TitleTheir titleNote 01', 'BodyOriginal bodyMy body']);
    expect((within(dialog).getByLabelText('Body') as HTMLInputElement).value).toBe('My body');
    expect(saves.map((s) => s.version)).toEqual(['v1']);

    fireEvent.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Note updated.')).toBeTruthy();
    expect(saves.map((s) => s.version)).toEqual(['v1', "v1'"]);
    expect(notes()[0]).toMatchObject({ title: 'Note 01', body: 'My body' });
  });

  it('"Take theirs" reloads their version into the form', async () => {
    const { editor, otherSave } = setup();
    render(<RecordManager editor={editor} />);
    const dialog = await editFirst();
    otherSave('n1', { body: 'Their body' });
    fireEvent.change(within(dialog).getByLabelText('Body'), { target: { value: 'My body' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const conflict = await within(dialog).findByRole('region', { name: /Someone else saved/ });
    fireEvent.click(within(conflict).getByRole('button', { name: 'Take theirs' }));
    const body = await within(dialog).findByDisplayValue('Their body');
    expect(body).toBeTruthy();
    expect(within(dialog).queryByRole('region', { name: /Someone else saved/ })).toBeNull();
  });
});

describe('RecordManager: paged lists', () => {
  it('searches, pages and says where it stands', async () => {
    const { editor, pages } = setup(30);
    render(<RecordManager editor={editor} />);
    const pager = await screen.findByRole('navigation', { name: 'Pages of notes' });
    expect(await within(pager).findByText('Page 1 of 2 · 30 notes')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Edit Note: / })).toHaveLength(25);
    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await within(pager).findByText('Page 2 of 2 · 30 notes')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search notes by title or address'), { target: { value: 'note 07' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await within(pager).findByText('Page 1 of 1 · 1 note')).toBeTruthy();
    expect(pages.at(-1)).toEqual({ sort: 'updated', page: 1, q: 'note 07' });

    fireEvent.change(screen.getByLabelText('Search notes by title or address'), { target: { value: 'nothing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No notes match this search or filter.')).toBeTruthy();
  });
});
