/** What is kept on the device while a form is being edited. */
export type StoredDraft = {
  version: 1;
  /** ISO time of the last write. */
  savedAt: string;
  /** Human name of what is being edited ("Spring checklist"), for the restore offer. */
  label: string;
  /** The form's contents. */
  data: unknown;
  /** The record's `updatedAt` when editing began, to tell whether someone has saved it since. */
  baseUpdatedAt?: string;
  /** The uid of the admin who wrote it; drafts saved before drafts had owners have none and are everyone's. */
  owner?: string;
};

export type DraftEntry = StoredDraft & { recordId: string | null };

/** The part of `Storage` drafts use; tests pass an in-memory one. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const PREFIX = 'clinic-admin-draft:';
const NEW_RECORD = 'new';

/** `clinic-admin-draft:<form type>:<record id or "new">`. */
export function draftKey(formType: string, recordId: string | null): string {
  return `${PREFIX}${formType}:${recordId ?? NEW_RECORD}`;
}

function parse(raw: string | null): StoredDraft | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const draft = value as Partial<StoredDraft>;
    if (draft.version !== 1 || typeof draft.savedAt !== 'string' || !('data' in draft)) return null;
    const { owner, ...rest } = draft;
    return {
      ...rest,
      label: typeof draft.label === 'string' ? draft.label : '',
      ...(typeof owner === 'string' && owner ? { owner } : {}),
    } as StoredDraft;
  } catch {
    return null;
  }
}

/** localStorage, or null where the browser blocks it (some private modes); drafts are then simply not kept. */
export function browserDraftStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Reads and writes drafts; every call survives a full or blocked storage, which only costs the safety net. With an
 * `owner` (the signed-in admin's uid), drafts are written as theirs and another admin's drafts on the same device
 * are neither offered nor read.
 */
export function createDraftStore(storage: DraftStorage | null, owner: string | null = null) {
  const visible = (draft: StoredDraft | null) =>
    draft && (!draft.owner || !owner || draft.owner === owner) ? draft : null;
  return {
    read(formType: string, recordId: string | null): StoredDraft | null {
      try {
        return visible(parse(storage?.getItem(draftKey(formType, recordId)) ?? null));
      } catch {
        return null;
      }
    },
    write(formType: string, recordId: string | null, draft: Omit<StoredDraft, 'version' | 'owner'>): boolean {
      if (!storage) return false;
      try {
        const stored = { version: 1, ...draft, ...(owner ? { owner } : {}) };
        storage.setItem(draftKey(formType, recordId), JSON.stringify(stored));
        return true;
      } catch {
        return false;
      }
    },
    remove(formType: string, recordId: string | null): void {
      try {
        storage?.removeItem(draftKey(formType, recordId));
      } catch {
        // Nothing was stored.
      }
    },
    /** Every draft of one form type, newest first. */
    list(formType: string): DraftEntry[] {
      if (!storage) return [];
      const prefix = `${PREFIX}${formType}:`;
      const entries: DraftEntry[] = [];
      try {
        for (let i = 0; i < storage.length; i += 1) {
          const key = storage.key(i);
          if (!key?.startsWith(prefix)) continue;
          const draft = visible(parse(storage.getItem(key)));
          const id = key.slice(prefix.length);
          if (draft) entries.push({ ...draft, recordId: id === NEW_RECORD ? null : id });
        }
      } catch {
        return entries;
      }
      return entries.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
    },
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;

/** A draft as the sign-out prompt names it: which form, which record, its title and when it was last written. */
export type DeviceDraft = { formType: string; recordId: string | null; label: string; savedAt: string };

/** The keys and contents of an admin's drafts: theirs, and those from before drafts had an owner. */
function draftsOf(storage: DraftStorage, owner: string): { key: string; draft: DeviceDraft }[] {
  const found: { key: string; draft: DeviceDraft }[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const parsed = parse(storage.getItem(key));
    // An unreadable entry is still this device's leftover: it goes with the admin's, as it always did.
    if (parsed?.owner && parsed.owner !== owner) continue;
    const [formType = '', id = NEW_RECORD] = splitKey(key.slice(PREFIX.length));
    found.push({
      key,
      draft: {
        formType,
        recordId: id === NEW_RECORD ? null : id,
        label: parsed?.label ?? '',
        savedAt: parsed?.savedAt ?? '',
      },
    });
  }
  return found;
}

/** `<form type>:<record id>`, where a record id may itself hold a colon. */
function splitKey(rest: string): [string, string] {
  const at = rest.indexOf(':');
  return at < 0 ? [rest, NEW_RECORD] : [rest.slice(0, at), rest.slice(at + 1)];
}

/**
 * The drafts signing out would take from the device, newest first, so Log out can name them and offer to open
 * each before they go. Unreadable entries are left out of the list (there is nothing to open).
 */
export function listDraftsOf(storage: DraftStorage | null, owner: string): DeviceDraft[] {
  if (!storage) return [];
  try {
    return draftsOf(storage, owner)
      .map(({ draft }) => draft)
      .filter((draft) => draft.savedAt)
      .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  } catch {
    return [];
  }
}

/**
 * Removes an admin's drafts from the device (theirs, and those from before drafts had an owner): signing out (or out
 * everywhere) with the admin's say-so takes their unsaved work with them, so the next person at a shared computer
 * does not find it. Another admin's drafts stay; a session that merely ended keeps the drafts, for the same admin
 * signing in again.
 */
export function removeDraftsOf(storage: DraftStorage | null, owner: string): number {
  if (!storage) return 0;
  try {
    const keys = draftsOf(storage, owner).map(({ key }) => key);
    keys.forEach((key) => storage.removeItem(key));
    return keys.length;
  } catch {
    // Storage blocked: nothing could have been kept either.
    return 0;
  }
}

/**
 * Lays stored form contents over a fresh form, keeping only fields that still exist with the same kind of
 * value, so a draft written by an older build cannot break the form.
 */
export function mergeDraft<V>(base: V, data: unknown): V {
  if (typeof base !== 'object' || base === null || typeof data !== 'object' || data === null) return base;
  const stored = data as Record<string, unknown>;
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, fallback] of Object.entries(base as Record<string, unknown>)) {
    const candidate = stored[key];
    const fits = Array.isArray(fallback)
      ? Array.isArray(candidate)
      : candidate !== null && typeof candidate === typeof fallback;
    if (fits) result[key] = candidate;
  }
  return result as V;
}

export const sameFormValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
