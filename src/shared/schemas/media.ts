import { z } from 'zod';

/** A stored image's name, exactly as uploads hand it out (functions/src/media/upload-image.ts). */
export const IMAGE_NAME_PATTERN = /^[a-f0-9]{32}\.webp$/;

/** A reference to a stored image in a record: its field, or an `<img src>` in rich text (full or card size). */
export const IMAGE_REFERENCE = /\/api\/images\/(?:cards\/|hero\/|social\/)?([a-f0-9]{32}\.webp)/g;

/** The page sizes the media library offers. */
export const MEDIA_PAGE_SIZES = [25, 50] as const;
export const MEDIA_ALT_MAX = 300;
/** The largest photo the upload takes (functions/src/media/upload-image.ts refuses more). */
export const MEDIA_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export type FocalPoint = { x: number; y: number };
export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

/** Where on the image the crops centre, as fractions of its width and height; anything outside is clamped. */
export function clampFocal(point: { x: number; y: number }): FocalPoint {
  const clamp = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0.5);
  return { x: clamp(point.x), y: clamp(point.y) };
}

export type Size = { width: number; height: number };
export type CropRect = { left: number; top: number; width: number; height: number };

/**
 * The largest rectangle of the target's aspect ratio inside an image, placed so that the focal point is as near
 * its centre as the image's edges allow (a point near an edge puts the rectangle against that edge). With the
 * centre as focal point this is the centre crop every crop used to be. Whole pixels, always inside the image.
 */
export function focalCropRect(image: Size, target: Size, focal: FocalPoint): CropRect {
  const { x, y } = clampFocal(focal);
  const aspect = target.width / target.height;
  const imageW = Math.max(1, Math.round(image.width));
  const imageH = Math.max(1, Math.round(image.height));
  let width = imageW;
  let height = imageH;
  if (imageW / imageH > aspect) width = Math.max(1, Math.min(imageW, Math.round(imageH * aspect)));
  else height = Math.max(1, Math.min(imageH, Math.round(imageW / aspect)));
  const place = (point: number, size: number, extent: number) =>
    Math.min(extent - size, Math.max(0, Math.round(point * extent - size / 2)));
  return { left: place(x, width, imageW), top: place(y, height, imageH), width, height };
}

/** The CSS `object-position` that shows, with `object-fit: cover`, exactly the rectangle focalCropRect cuts. */
export function cropObjectPosition(image: Size, target: Size, focal: FocalPoint): string {
  const rect = focalCropRect(image, target, focal);
  const at = (offset: number, size: number, extent: number) =>
    extent > size ? Math.round((offset / (extent - size)) * 1000) / 10 : 50;
  return `${at(rect.left, rect.width, Math.round(image.width))}% ${at(rect.top, rect.height, Math.round(image.height))}%`;
}

const fraction = z.number({ error: 'Give the focal point as numbers from 0 to 1.' }).refine(Number.isFinite, {
  message: 'Give the focal point as numbers from 0 to 1.',
});

/** PUT /api/media/{name}: the alt text and/or the focal point (a point outside the image is clamped, not refused). */
export const mediaUpdateSchema = z
  .object({
    alt: z.string().trim().max(MEDIA_ALT_MAX, `Keep the description under ${MEDIA_ALT_MAX} characters.`).optional(),
    focal: z.object({ x: fraction, y: fraction }).strict().transform(clampFocal).optional(),
  })
  .strict()
  .refine((value) => value.alt !== undefined || value.focal !== undefined, {
    message: 'Send the new alt text ("alt") or focal point ("focal": {"x", "y"}).',
  });

export type MediaUpdate = z.output<typeof mediaUpdateSchema>;

const PAGE_SIZE_MESSAGE = `Use a page size of ${MEDIA_PAGE_SIZES.join(' or ')}.`;

/** The library's optional filters: images nothing uses, and images without their own description. */
export const MEDIA_FILTERS = ['unused', 'missing-alt'] as const;
export type MediaFilter = (typeof MEDIA_FILTERS)[number];
export const MEDIA_ORDERS = ['newest', 'oldest'] as const;
export type MediaOrder = (typeof MEDIA_ORDERS)[number];

/**
 * GET /api/media's query: `limit` (25 or 50, default 25), the `cursor` a previous page answered, and optionally
 * `filter` (`unused` or `missing-alt`) and `order` (`newest`, the default, or `oldest`). A cursor belongs to the
 * filter and order it was answered with.
 */
export const mediaListQuerySchema = z
  .object({
    limit: z
      .enum(MEDIA_PAGE_SIZES.map(String) as ['25', '50'], { error: PAGE_SIZE_MESSAGE })
      .default('25')
      .transform(Number),
    cursor: z.string().trim().min(1).max(200).optional(),
    filter: z
      .enum(MEDIA_FILTERS, { error: `Filter by ${MEDIA_FILTERS.join(' or ')}, or leave "filter" out.` })
      .optional(),
    order: z.enum(MEDIA_ORDERS, { error: `Order by ${MEDIA_ORDERS.join(' or ')}.` }).default('newest'),
  })
  .strict();

export type MediaListQuery = z.input<typeof mediaListQuerySchema>;

/** Firestore `media/{name}`: one stored image's metadata (the bytes are in the image store). */
export const mediaDocSchema = z.object({
  alt: z.string().max(MEDIA_ALT_MAX).catch(''),
  width: z.number().int().nonnegative().catch(0),
  height: z.number().int().nonnegative().catch(0),
  bytes: z.number().int().nonnegative().catch(0),
  focalX: z.number().min(0).max(1).catch(0.5),
  focalY: z.number().min(0).max(1).catch(0.5),
});

/** One place an image is used. */
export type MediaUsage = {
  kind: 'blog' | 'locationPage';
  id: string;
  title: string;
  /** `image` for a blog's own image, else the rich-text field (`blogs_content`, `main_paragraph`…). */
  field: string;
  inTrash: boolean;
};

/** An image as the media API answers it. */
export type MediaItem = {
  name: string;
  /** Full size (at most 1600 px a side): what a record stores and `<img src>` points to. */
  path: string;
  /** The 16:9 card crop around the focal point, 640×360. */
  card: string;
  alt: string;
  width: number;
  height: number;
  bytes: number;
  focal: FocalPoint;
  createdAt: string;
  usedIn: MediaUsage[];
};

export type MediaPage = { data: MediaItem[]; nextCursor: string | null; total: number };

/** "blog “Title” (image)": how an answer names a place an image is used. */
export function describeUsage(usage: MediaUsage): string {
  const kind = usage.kind === 'blog' ? 'blog' : 'location page';
  const where = usage.field === 'image' ? 'its image' : 'its text';
  return `${usage.inTrash ? `${kind} in the trash` : kind} “${usage.title || usage.id}” (${where})`;
}
