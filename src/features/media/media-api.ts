import type { ApiAnswer } from '../../lib/api-client';
import type { MediaItem, MediaListQuery, MediaUpdate } from '../../shared/schemas/media';

/** The media calls this feature needs; the page hands in the admin API's (src/pages/admin-media-page.tsx). */
export type MediaApi = {
  list: (query?: MediaListQuery, signal?: AbortSignal) => Promise<{ data: MediaItem[]; nextCursor: string | null }>;
  get: (name: string, signal?: AbortSignal) => Promise<MediaItem>;
  update: (name: string, update: MediaUpdate) => Promise<ApiAnswer<MediaItem>>;
  remove: (name: string) => Promise<ApiAnswer<{ name: string }>>;
};

export type { MediaItem };

/** "240 KB", "1.4 MB": sizes as people read them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "27 November 2026". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'date unknown';
  return date.toLocaleDateString('en-CA', { day: 'numeric', month: 'long', year: 'numeric' });
}
