import type { AdminClient, Saved, Versioned } from '../../../lib/admin-client';
import { API_PATHS, apiPath } from '@shared/api-paths';
import type { Blog, BlogInput } from '@shared/schemas/blog';
import type { Category } from '@shared/schemas/category';
import { slugAvailabilitySchema, type SlugAvailability } from '@shared/schemas/slug-availability';
import { listQueryString, type ListPage, type ListQueryInput } from '@shared/schemas/list-query';
import type { LocationPage, LocationPageInput } from '@shared/schemas/location-page';
import type { RevisionSummary, TrashEntry } from '@shared/record-history';

export { EditConflictError } from '../../../lib/admin-client';
export type { RevisionSummary, TrashEntry, Versioned };

/** Who else has a record open in the editor (names from their sign-in, never typed). */
export type Presence = { others: { name: string }[]; heartbeatSeconds: number };

/** Where one kind of record lives in the API. */
type RecordPaths = {
  list: typeof API_PATHS.blogs | typeof API_PATHS.locationPages;
  create: typeof API_PATHS.blogCreate | typeof API_PATHS.locationPageCreate;
  one: typeof API_PATHS.blog | typeof API_PATHS.locationPage;
  slugAvailable: typeof API_PATHS.blogSlugAvailable | typeof API_PATHS.locationPageSlugAvailable;
  revisions: typeof API_PATHS.blogRevisions | typeof API_PATHS.locationPageRevisions;
  revision: typeof API_PATHS.blogRevision | typeof API_PATHS.locationPageRevision;
  revisionRestore: typeof API_PATHS.blogRevisionRestore | typeof API_PATHS.locationPageRevisionRestore;
  trash: typeof API_PATHS.blogTrash | typeof API_PATHS.locationPageTrash;
  trashItem: typeof API_PATHS.blogTrashItem | typeof API_PATHS.locationPageTrashItem;
  trashRestore: typeof API_PATHS.blogTrashRestore | typeof API_PATHS.locationPageTrashRestore;
  presence: typeof API_PATHS.blogPresence | typeof API_PATHS.locationPagePresence;
};

const slugQuery = (excludeId?: string) => (excludeId ? `?exclude=${encodeURIComponent(excludeId)}` : '');

/** The same HTTP calls for each kind of record, at its own addresses (the editors add their own on top: records/record-calls.ts). */
function recordEndpoints<R, I, Removed>(client: AdminClient, at: RecordPaths) {
  const { read, post, put, remove } = client;
  return {
    revisions: (id: string, signal?: AbortSignal) => read<RevisionSummary[]>(apiPath(at.revisions, { id }), signal),
    revision: (id: string, revisionId: string, signal?: AbortSignal) =>
      read<RevisionSummary & { fields: I }>(apiPath(at.revision, { id, revisionId }), signal),
    restoreRevision: (id: string, revisionId: string): Promise<Saved<R>> =>
      post(apiPath(at.revisionRestore, { id, revisionId }), {}),
    trash: (signal?: AbortSignal) => read<TrashEntry[]>(at.trash, signal),
    restoreFromTrash: (id: string): Promise<Saved<R>> => post(apiPath(at.trashRestore, { id }), {}),
    deleteForever: (id: string): Promise<Saved<{ id: string }>> => remove(apiPath(at.trashItem, { id })),
    list: (signal?: AbortSignal) => read<R[]>(at.list, signal),
    /** One page of the list, searched, filtered and sorted by the API. */
    page: (query: ListQueryInput, signal?: AbortSignal) =>
      read<ListPage<R>>(`${at.list}${listQueryString({ page: 1, ...query })}`, signal),
    get: (id: string, signal?: AbortSignal) => read<Versioned<R>>(apiPath(at.one, { id }), signal),
    create: (input: I): Promise<Saved<Versioned<R>>> => post(at.create, input),
    /** With `version`, the save is refused (EditConflictError) when someone else saved since that version. */
    update: (id: string, input: I, version?: string): Promise<Saved<Versioned<R>>> =>
      version ? client.putIfMatch(apiPath(at.one, { id }), input, version) : put(apiPath(at.one, { id }), input),
    /** The editor's heartbeat: says this admin has the record open, answers who else has. */
    presence: (id: string, signal?: AbortSignal): Promise<Presence> =>
      client.postQuietly<Presence>(apiPath(at.presence, { id }), {}, signal),
    leavePresence: (id: string): Promise<Saved<{ left: boolean }>> => remove(apiPath(at.presence, { id })),
    remove: (id: string): Promise<Saved<Removed>> => remove(apiPath(at.one, { id })),
    isSlugAvailable: async (slug: string, excludeId?: string, signal?: AbortSignal): Promise<SlugAvailability> => {
      const path = apiPath(at.slugAvailable, { slug }) + slugQuery(excludeId);
      return slugAvailabilitySchema.parse(await read<unknown>(path, signal));
    },
  };
}

/** The blogs' calls, on the admin client. Screens receive them as props, so tests hand them fakes. */
export const createBlogsApi = (client: AdminClient) =>
  recordEndpoints<Blog, BlogInput, { blog_id: string }>(client, {
    list: API_PATHS.blogs,
    create: API_PATHS.blogCreate,
    one: API_PATHS.blog,
    slugAvailable: API_PATHS.blogSlugAvailable,
    revisions: API_PATHS.blogRevisions,
    revision: API_PATHS.blogRevision,
    revisionRestore: API_PATHS.blogRevisionRestore,
    trash: API_PATHS.blogTrash,
    trashItem: API_PATHS.blogTrashItem,
    trashRestore: API_PATHS.blogTrashRestore,
    presence: API_PATHS.blogPresence,
  });

/** The location pages' calls, on the admin client. */
export const createLocationPagesApi = (client: AdminClient) =>
  recordEndpoints<LocationPage, LocationPageInput, { location_id: string }>(client, {
    list: API_PATHS.locationPages,
    create: API_PATHS.locationPageCreate,
    one: API_PATHS.locationPage,
    slugAvailable: API_PATHS.locationPageSlugAvailable,
    revisions: API_PATHS.locationPageRevisions,
    revision: API_PATHS.locationPageRevision,
    revisionRestore: API_PATHS.locationPageRevisionRestore,
    trash: API_PATHS.locationPageTrash,
    trashItem: API_PATHS.locationPageTrashItem,
    trashRestore: API_PATHS.locationPageTrashRestore,
    presence: API_PATHS.locationPagePresence,
  });

/** The blog categories a blog can be filed under. */
export const getCategories = (client: AdminClient, signal?: AbortSignal) =>
  client.read<Category[]>(API_PATHS.categories, signal);
