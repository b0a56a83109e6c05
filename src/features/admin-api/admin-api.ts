import type { Blog, BlogInput } from '../../shared/schemas/blog';
import type { Category } from '../../shared/schemas/category';
import type { Inquiry } from '../../shared/schemas/inquiry';
import type { LocationPage, LocationPageInput } from '../../shared/schemas/location-page';
import { createAdminTransport, type AdminTransportOptions, type Saved } from './admin-transport';
import { UPLOAD_PATH, uploadImageWithProgress, type UploadOptions, type UploadedImage } from './upload-image';

const enc = encodeURIComponent;

/** The API's slug-check answer. */
type SlugAvailability = { slug: string; available: boolean };

/**
 * Every admin call of the clinic API in one object. Screens receive the parts they need as props, so tests
 * hand them fakes instead of mocking modules.
 */
export function createAdminApi(options: AdminTransportOptions) {
  const t = createAdminTransport(options);
  const slugQuery = (excludeId?: string) => (excludeId ? `?exclude=${enc(excludeId)}` : '');

  const blogs = {
    list: async (signal?: AbortSignal) => (await t.json<Blog[]>('GET', '/blogs', undefined, signal)).data,
    get: async (id: string, signal?: AbortSignal) =>
      (await t.json<Blog>('GET', `/blog/${enc(id)}`, undefined, signal)).data,
    create: (input: BlogInput): Promise<Saved<Blog>> => t.json<Blog>('POST', '/blog', input),
    update: (id: string, input: BlogInput): Promise<Saved<Blog>> => t.json<Blog>('PUT', `/blog/${enc(id)}`, input),
    remove: (id: string): Promise<Saved<{ blog_id: string }>> => t.json('DELETE', `/blog/${enc(id)}`),
    isSlugAvailable: async (slug: string, excludeId?: string, signal?: AbortSignal) => {
      const path = `/api/blogs/slug-available/${enc(slug)}${slugQuery(excludeId)}`;
      return (await t.json<SlugAvailability>('GET', path, undefined, signal)).data.available;
    },
  };

  const locationPages = {
    list: async (signal?: AbortSignal) =>
      (await t.json<LocationPage[]>('GET', '/api/locationpages', undefined, signal)).data,
    get: async (id: string, signal?: AbortSignal) =>
      (await t.json<LocationPage>('GET', `/api/locationpages/${enc(id)}`, undefined, signal)).data,
    create: (input: LocationPageInput): Promise<Saved<LocationPage>> =>
      t.json<LocationPage>('POST', '/api/locationpages/create', input),
    update: (id: string, input: LocationPageInput): Promise<Saved<LocationPage>> =>
      t.json<LocationPage>('PUT', `/api/locationpages/${enc(id)}`, input),
    remove: (id: string): Promise<Saved<{ location_id: string }>> => t.json('DELETE', `/api/locationpages/${enc(id)}`),
    isSlugAvailable: async (slug: string, excludeId?: string, signal?: AbortSignal) => {
      const path = `/api/locationpages/slug-available/${enc(slug)}${slugQuery(excludeId)}`;
      return (await t.json<SlugAvailability>('GET', path, undefined, signal)).data.available;
    },
  };

  const inquiries = {
    list: async (signal?: AbortSignal) =>
      (await t.json<Inquiry[]>('GET', '/api/contact-requests', undefined, signal)).data,
    setHandled: (id: string, handled: boolean) =>
      t.json<{ id: string; handled: boolean }>('PUT', `/api/contact-requests/${enc(id)}`, { handled }),
    subscriberCount: async (signal?: AbortSignal) =>
      (await t.json<{ count: number }>('GET', '/api/newsletter/subscribers', undefined, signal)).data.count,
    subscribersCsv: (signal?: AbortSignal) => t.blob('/api/newsletter/subscribers.csv', signal),
  };

  return {
    blogs,
    locationPages,
    inquiries,
    categories: async (signal?: AbortSignal) =>
      (await t.json<Category[]>('GET', '/api/categories', undefined, signal)).data,
    uploadImage: async (file: Blob, options: UploadOptions = {}): Promise<UploadedImage> =>
      uploadImageWithProgress({ url: `${t.baseUrl}${UPLOAD_PATH}`, token: await t.token(), file, ...options }),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
export type { Saved, UploadedImage, UploadOptions };
