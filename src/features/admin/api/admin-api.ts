import {
  API_MESSAGES,
  ApiRequestError,
  createApiClient,
  type ApiAnswer,
  type ApiClientOptions,
  type RequestOptions,
} from '../../../lib/api-client';
import { uploadFile } from '../../../lib/api-upload';
import { API_PATHS, apiPath } from '../../../shared/api-paths';
import type { Blog, BlogInput } from '../../../shared/schemas/blog';
import type { Category } from '../../../shared/schemas/category';
import { slugAvailabilitySchema, type SlugAvailability } from '../../../shared/schemas/slug-availability';
import type { Inquiry, InquiryListQuery, InquiryPage } from '../../../shared/schemas/inquiry';
import { listQueryString, type ListPage, type ListQueryInput } from '../../../shared/schemas/list-query';
import type { Outbox } from '../../../shared/schemas/mail';
import type { MediaItem, MediaListQuery, MediaUpdate } from '../../../shared/schemas/media';
import type { LocationPage, LocationPageInput } from '../../../shared/schemas/location-page';
import { staffOverviewSchema, type StaffMember, type StaffOverview } from '../../../shared/schemas/staff';
import type { RevisionSummary, TrashEntry } from '../../../shared/record-history';
import type {
  ReviewRequestCreate,
  ReviewRequestSummary,
  ReviewStampChoice,
} from '../../../shared/schemas/review-request';

/** Resolves to the signed-in admin's Firebase ID token, or null when nobody is signed in. */
export type TokenSource = () => Promise<string | null>;

/** A write's answer: the stored record and the server's sentence for the success banner. */
export type Saved<T> = ApiAnswer<T>;

export type AdminApiOptions = Pick<ApiClientOptions, 'baseUrl' | 'timeoutMs' | 'fetchImpl'> & {
  getToken: TokenSource;
  /**
   * Told of every refused call (401, 403) before the caller sees the error: the layout asks for the password again
   * or explains the second factor (the error answer's `code`), while the screen keeps what was typed.
   */
  onRefused?: (error: ApiRequestError) => void;
};

export const ADMIN_MESSAGES = {
  ...API_MESSAGES,
  signedOut: 'Your session has ended. Sign in again in another tab; this page and your draft stay as they are.',
} as const;

/** The multipart field the API reads the file from. */
export const UPLOAD_FIELD = 'image';
/** A 5 MB photo over a weak mobile connection can take a while; JSON calls keep the shorter limit. */
export const UPLOAD_TIMEOUT_MS = 180_000;

export type UploadedImage = {
  /** The stored image, e.g. `/api/images/<name>.webp`: what a blog keeps as `blog_image`. */
  path: string;
  /** The small card version of the same image. */
  card: string;
  width: number;
  height: number;
  message: string;
};

export type UploadOptions = Pick<RequestOptions, 'signal'> & { onProgress?: (fraction: number) => void };

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

/** A record as an admin reads or saves it: with the version a later save sends back as If-Match. */
export type Versioned<R> = R & { version?: string };

/** Who else has a record open in the editor (names from their sign-in, never typed). */
export type Presence = { others: { name: string }[]; heartbeatSeconds: number };

/**
 * A save refused because someone else saved the record after it was loaded (409): the record as it is now, with
 * its version, so the editor can show what changed and save on top of it.
 */
export class EditConflictError extends ApiRequestError {
  constructor(
    message: string,
    readonly current: Versioned<unknown>,
  ) {
    super(message, 'server', 409);
  }
}

/**
 * A fetch that sends If-Match and keeps a 409's body, for the one call that needs both. The shared client
 * (lib/api-client.ts) is part of the public pages' first-load JS, so it stays as it is: this wraps its fetch.
 */
function conditionalFetch(base: typeof fetch | undefined, version: string, seen: { conflict?: unknown }): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('If-Match', `"${version}"`);
    const response = await (base ?? fetch)(input, { ...init, headers });
    if (response.status === 409)
      seen.conflict = await response
        .clone()
        .json()
        .catch(() => null);
    return response;
  };
}

export type { RevisionSummary, TrashEntry };

const slugQuery = (excludeId?: string) => (excludeId ? `?exclude=${encodeURIComponent(excludeId)}` : '');

/**
 * Every admin call of the clinic API in one object, each carrying the admin's ID token. Screens receive the
 * parts they need as props, so tests hand them fakes instead of mocking modules.
 */
export function createAdminApi({ getToken, onRefused, ...clientOptions }: AdminApiOptions) {
  const client = createApiClient(clientOptions);

  /** Passes a refusal to `onRefused`, then on to the caller unchanged. */
  async function watched<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ApiRequestError && (error.httpStatus === 401 || error.httpStatus === 403)) {
        onRefused?.(error);
      }
      throw error;
    }
  }

  async function token(): Promise<string> {
    let value: string | null;
    try {
      value = await getToken();
    } catch (error) {
      // Refreshing an expired token needs the network too.
      throw new ApiRequestError(ADMIN_MESSAGES.network, 'network', null, { cause: error });
    }
    if (!value) throw new ApiRequestError(ADMIN_MESSAGES.signedOut, 'server', 401);
    return value;
  }

  const read = <T>(path: string, signal?: AbortSignal) =>
    watched(async () => client.getJson<T>(path, { signal, token: await token() }));
  const post = <T>(path: string, body: unknown) =>
    watched(async () => client.postJson<T>(path, body, { token: await token() }));
  const put = <T>(path: string, body: unknown) =>
    watched(async () => client.putJson<T>(path, body, { token: await token() }));
  const remove = <T>(path: string) => watched(async () => client.deleteJson<T>(path, { token: await token() }));
  /** A PUT with If-Match: a stale save becomes an EditConflictError carrying the current record. */
  async function putIfMatch<T>(path: string, body: unknown, version: string) {
    const seen: { conflict?: unknown } = {};
    const conditional = createApiClient({
      ...clientOptions,
      fetchImpl: conditionalFetch(clientOptions.fetchImpl, version, seen),
    });
    try {
      return await watched(async () => conditional.putJson<T>(path, body, { token: await token() }));
    } catch (error) {
      const conflict = seen.conflict as { reason?: unknown; current?: unknown } | null | undefined;
      if (error instanceof ApiRequestError && conflict?.reason === 'stale-version' && conflict.current) {
        throw new EditConflictError(error.message, conflict.current as Versioned<unknown>);
      }
      throw error;
    }
  }

  /** The same HTTP calls for each kind of record, at its own addresses (the editors add their own on top: records/record-calls.ts). */
  function recordEndpoints<R, I, Removed>(at: RecordPaths) {
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
        version ? putIfMatch(apiPath(at.one, { id }), input, version) : put(apiPath(at.one, { id }), input),
      /** The editor's heartbeat: says this admin has the record open, answers who else has. */
      presence: async (id: string, signal?: AbortSignal): Promise<Presence> =>
        (await client.postJson<Presence>(apiPath(at.presence, { id }), {}, { signal, token: await token() })).data,
      leavePresence: (id: string): Promise<Saved<{ left: boolean }>> => remove(apiPath(at.presence, { id })),
      remove: (id: string): Promise<Saved<Removed>> => remove(apiPath(at.one, { id })),
      isSlugAvailable: async (slug: string, excludeId?: string, signal?: AbortSignal): Promise<SlugAvailability> => {
        const path = apiPath(at.slugAvailable, { slug }) + slugQuery(excludeId);
        return slugAvailabilitySchema.parse(await read<unknown>(path, signal));
      },
    };
  }

  const blogs = recordEndpoints<Blog, BlogInput, { blog_id: string }>({
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

  const locationPages = recordEndpoints<LocationPage, LocationPageInput, { location_id: string }>({
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

  const inquiries = {
    /** One page of contact requests, newest first; send `nextCursor` back as `cursor` for the next (older) one. */
    list: async (query: InquiryListQuery = {}, signal?: AbortSignal): Promise<InquiryPage> => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) if (value) params.set(name, String(value));
      const search = params.toString() ? `?${params.toString()}` : '';
      const answer = await client.request<Inquiry[]>('GET', `${API_PATHS.contactRequests}${search}`, undefined, {
        signal,
        token: await token(),
      });
      return { data: answer.data, nextCursor: answer.nextCursor ?? null };
    },
    setHandled: (id: string, handled: boolean) =>
      put<{ id: string; handled: boolean }>(apiPath(API_PATHS.contactRequest, { id }), { handled }),
    subscriberCount: async (signal?: AbortSignal) =>
      (await read<{ count: number }>(API_PATHS.subscribers, signal)).count,
    subscribersCsv: (signal?: AbortSignal) =>
      watched(async () => client.blob(API_PATHS.subscribersCsv, { signal, token: await token() })),
    /** Erases an address from the newsletter for good (decision 0013). */
    eraseSubscriber: (email: string): Promise<Saved<{ erased: boolean }>> => post(API_PATHS.subscriberErase, { email }),
  };

  /** Queued mail (decision 0013): bodies only on the local stack. */
  const outbox = { list: (signal?: AbortSignal) => read<Outbox>(API_PATHS.mailOutbox, signal) };

  /** Administrators: the list and the log, invitations, revocation, signing out everywhere. */
  const staff = {
    overview: async (signal?: AbortSignal): Promise<StaffOverview> => {
      const parsed = staffOverviewSchema.safeParse(await read<unknown>(API_PATHS.staff, signal));
      if (!parsed.success) throw new ApiRequestError(ADMIN_MESSAGES.malformed, 'malformed', 200);
      return parsed.data;
    },
    invite: (email: string): Promise<Saved<StaffMember>> => post(API_PATHS.staffInvitations, { email }),
    /** Removing oneself needs `self` (the server asks for `?confirm=self`, so a slip of the hand cannot do it). */
    revoke: (uid: string, { self = false } = {}): Promise<Saved<unknown>> =>
      remove(apiPath(API_PATHS.staffMember, { uid }) + (self ? '?confirm=self' : '')),
    signOutEverywhere: (): Promise<Saved<unknown>> => post(API_PATHS.staffSignOutEverywhere, {}),
  };

  /** Medical review requests (decision 0023): the reviewer's own calls need no account (features/reviews). */
  const reviews = {
    list: (signal?: AbortSignal) => read<ReviewRequestSummary[]>(API_PATHS.reviewRequests, signal),
    create: (input: ReviewRequestCreate): Promise<Saved<ReviewRequestSummary>> => post(API_PATHS.reviewRequests, input),
    revoke: (id: string): Promise<Saved<ReviewRequestSummary>> =>
      post(apiPath(API_PATHS.reviewRequestRevoke, { id }), {}),
    chooseStamp: (input: ReviewStampChoice): Promise<Saved<unknown>> => post(API_PATHS.reviewStampChoice, input),
  };

  /** The media library (decision 0021): pages of images with where each is used; alt text, focal point, delete. */
  const media = {
    list: async (query: MediaListQuery = {}, signal?: AbortSignal) => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) if (value) params.set(name, String(value));
      const search = params.toString() ? `?${params.toString()}` : '';
      const answer = await client.request<MediaItem[]>('GET', `${API_PATHS.media}${search}`, undefined, {
        signal,
        token: await token(),
      });
      return { data: answer.data, nextCursor: answer.nextCursor ?? null };
    },
    get: (name: string, signal?: AbortSignal) => read<MediaItem>(apiPath(API_PATHS.mediaItem, { name }), signal),
    update: (name: string, update: MediaUpdate): Promise<Saved<MediaItem>> =>
      put(apiPath(API_PATHS.mediaItem, { name }), update),
    remove: (name: string): Promise<Saved<{ name: string }>> => remove(apiPath(API_PATHS.mediaItem, { name })),
  };

  async function uploadImage(file: Blob, { signal, onProgress }: UploadOptions = {}): Promise<UploadedImage> {
    const url = `${client.baseUrl}${API_PATHS.imageUpload}`;
    const body = await watched(async () =>
      uploadFile(url, UPLOAD_FIELD, file, {
        signal,
        onProgress,
        token: await token(),
        timeoutMs: UPLOAD_TIMEOUT_MS,
      }),
    );
    if (typeof body.data !== 'string') throw new ApiRequestError(ADMIN_MESSAGES.malformed, 'malformed', 200);
    return {
      path: body.data,
      card: typeof body.card === 'string' ? body.card : body.data,
      width: Number(body.width) || 0,
      height: Number(body.height) || 0,
      message: typeof body.message === 'string' && body.message ? body.message : 'Image uploaded.',
    };
  }

  return {
    blogs,
    locationPages,
    inquiries,
    outbox,
    staff,
    reviews,
    media,
    categories: (signal?: AbortSignal) => read<Category[]>(API_PATHS.categories, signal),
    uploadImage,
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
