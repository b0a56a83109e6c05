import type { ReactNode } from 'react';
import type { ListPage, ListQueryInput, ListStatus } from '@shared/schemas/list-query';
import type { Presence, RevisionSummary, TrashEntry, Versioned } from '../api/records-api';

/** The slug clash check's answer for the address currently in the form. */
export type SlugStatus = {
  state: 'idle' | 'checking' | 'available' | 'taken' | 'unknown';
  /** Set when taken: the sentence to show under the slug field. */
  message?: string;
  /** Set when available but an old address of another record, which now lives at this slug. */
  redirectsTo?: string;
};

/** What the record manager hands a form. */
export type EditorFormProps<V, C> = {
  value: V;
  /** Updates from the latest value, so a slow upload finishing cannot undo what was typed meanwhile. */
  onChange: (update: (previous: V) => V) => void;
  /** Field name → message; "blogs_content" style names, matching the `fieldId` names. */
  errors: Readonly<Record<string, string>>;
  context: C;
  slugStatus: SlugStatus;
  /** The DOM id of a field, so the error summary can link to it. */
  fieldId: (name: string) => string;
  mode: 'create' | 'edit';
};

/** A search result as the record would appear in it. */
export type SearchSnippet = { title: string; description: string; url: string };

/** The calls an editor makes for one kind of record; the page passes the admin API (tests pass fakes). */
export type RecordApi<R, I> = {
  list(signal?: AbortSignal): Promise<R[]>;
  get(id: string, signal?: AbortSignal): Promise<Versioned<R>>;
  create(input: I): Promise<{ data: Versioned<R>; message: string }>;
  /** `version`: the one the form was loaded from, sent as If-Match (a stale save throws EditConflictError). */
  update(id: string, input: I, version?: string): Promise<{ data: Versioned<R>; message: string }>;
  /** The API's paged list; without it the screen lists everything, as before. */
  page?(query: ListQueryInput, signal?: AbortSignal): Promise<ListPage<R>>;
  presence?(id: string, signal?: AbortSignal): Promise<Presence>;
  leavePresence?(id: string): Promise<unknown>;
  remove(id: string): Promise<{ message: string }>;
  isSlugAvailable(
    slug: string,
    excludeId?: string,
    signal?: AbortSignal,
  ): Promise<{ available: boolean; redirectsTo?: string }>;
  revisions?(id: string, signal?: AbortSignal): Promise<RevisionSummary[]>;
  revision?(id: string, revisionId: string, signal?: AbortSignal): Promise<RevisionSummary & { fields: I }>;
  restoreRevision?(id: string, revisionId: string): Promise<{ data: R; message: string }>;
  trash?(signal?: AbortSignal): Promise<TrashEntry[]>;
  restoreFromTrash?(id: string): Promise<{ data: R; message: string }>;
  deleteForever?(id: string): Promise<{ message: string }>;
};

/** One field of a saved version beside the record as it is now, for the History panel's comparison. */
export type FieldChange = { field: string; label: string; version: string; current: string };

/** The revision history of one kind of record. */
export type RecordHistory<R> = {
  list(id: string, signal?: AbortSignal): Promise<RevisionSummary[]>;
  /** Every field that differs between the version and the record as stored now. */
  compare(id: string, revisionId: string, signal?: AbortSignal): Promise<FieldChange[]>;
  restore(id: string, revisionId: string): Promise<SaveResult<R>>;
};

/** Deleted records of one kind, restorable for 30 days. */
export type RecordTrash<R> = {
  list(signal?: AbortSignal): Promise<TrashEntry[]>;
  restore(id: string): Promise<SaveResult<R>>;
  deleteForever(id: string): Promise<{ message: string }>;
};

/** A choice above the list that narrows it ("Review due", "Scheduled"). */
export type ListFilter<R> = {
  label: string;
  options: readonly { value: string; label: string }[];
  matches(record: R, value: string, now: number): boolean;
};

export type SaveResult<R> = { record: R; message: string; version?: string };

/** The paged list's choices: which statuses the kind of record has. */
export type ListPaging<R> = {
  statuses: readonly { value: ListStatus; label: string }[];
  page(query: ListQueryInput, signal?: AbortSignal): Promise<ListPage<R>>;
};

/**
 * Everything the generic admin screen needs to manage one kind of record (blogs, location pages): how to
 * list, load, check, save, delete and re-create records, and how to draw their card, form and preview.
 */
export type RecordEditor<R, V, C> = {
  /** Drafts are stored under this name: "blog", "location-page". */
  formType: string;
  /** Lowercase noun for sentences: "blog", "location page". */
  noun: string;
  /** The popup's title (spec: "Blogs Upload", "Location Page Upload"). */
  dialogTitle: string;
  labels: { add: string; edit: string; remove: string; empty: string };
  list(signal?: AbortSignal): Promise<R[]>;
  /** The form's starting value: empty for a new record (id null), else the stored record. */
  load(
    id: string | null,
    signal?: AbortSignal,
  ): Promise<{ value: V; context: C; updatedAt?: string; version?: string }>;
  /** `version` (of an existing record): save only if nobody saved since, else EditConflictError. */
  save(id: string | null, value: V, version?: string): Promise<SaveResult<R>>;
  /** The fields where the record as saved by someone else (`current`) differs from the form: for a 409. */
  conflictChanges?(value: V, current: unknown): FieldChange[];
  paging?: ListPaging<R>;
  presence?: { heartbeat(id: string, signal?: AbortSignal): Promise<Presence>; leave(id: string): Promise<unknown> };
  remove(record: R): Promise<{ message: string }>;
  /** Undo of a delete: creates the record again from its fields (when there is no trash to restore from). */
  recreate(record: R): Promise<SaveResult<R>>;
  history?: RecordHistory<R>;
  trash?: RecordTrash<R>;
  listFilter?: ListFilter<R>;
  /** Warnings to confirm before publishing (pre-publish checks); none means save at once. */
  prePublishWarnings?(value: V, context: C): string[];
  idOf(record: R): string;
  /** Included in the accessible names of the card's buttons: a title or a slug. */
  nameOf(record: R): string;
  /** Client-side checks; an empty object when the form can be sent. */
  validate(value: V, context: C): Record<string, string>;
  /** Field names → labels, for the error summary. */
  fieldLabels: Readonly<Record<string, string>>;
  /** Makes a value read back from storage safe for the form. */
  normalize?(value: V): V;
  draftLabel(value: V): string;
  slug?: {
    of(value: V): string;
    field: string;
    takenMessage: string;
    /** `redirectsTo`: the slug is free but another record's old address (decision 0024). */
    isAvailable(
      slug: string,
      excludeId: string | undefined,
      signal?: AbortSignal,
    ): Promise<{ available: boolean; redirectsTo?: string }>;
  };
  searchSnippet(value: V): SearchSnippet;
  renderCard(record: R): ReactNode;
  renderForm(props: EditorFormProps<V, C>): ReactNode;
  renderPreview(value: V, context: C): ReactNode;
};
