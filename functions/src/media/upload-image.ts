import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import busboy from 'busboy';
import { logger } from 'firebase-functions/logger';
import { API_PATHS, apiPath } from '@shared/api-paths';
import { requireAdmin } from '../auth/verify-request';
import type { RequestContext } from '../core/context';
import { mediaTypeOf, readRawBody } from '../core/body';
import { HttpError } from '../core/http-error';
import { RATE_LIMITS } from '../core/rate-limit';
import type { JsonResult } from '../core/respond';
import { enforceRateLimit } from '../data/rate-limits';
import { recordUpload } from './media-store';
import { processImage } from '../images/process-image';
import { getImageStore } from '../images/image-store';
import { MAX_UPLOAD_BYTES, TOO_LARGE_MESSAGE, UPLOAD_BODY_LIMIT_BYTES } from './upload-limits';

export const IMAGE_FIELD = 'image';
const MISSING_MESSAGE = `Choose an image to upload (form field "${IMAGE_FIELD}").`;

async function readUploadBody(ctx: RequestContext): Promise<Buffer> {
  try {
    return await readRawBody(ctx, UPLOAD_BODY_LIMIT_BYTES);
  } catch (error) {
    // The generic message names the body limit in KB; the admin needs the file limit.
    if (error instanceof HttpError && error.status === 413) throw new HttpError(413, TOO_LARGE_MESSAGE);
    throw error;
  }
}

/** Pulls the bytes of the "image" file part out of a multipart body; other parts are read and dropped. */
export function readImagePart(headers: IncomingHttpHeaders, body: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers, limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 10 } });
    } catch {
      // Thrown synchronously for a multipart Content-Type without a boundary.
      return reject(new HttpError(400, 'The multipart body has no boundary. Let the browser set the Content-Type.'));
    }
    const chunks: Buffer[] = [];
    let found = false;
    let tooLarge = false;
    let fileDone: Promise<void> = Promise.resolve();

    const malformed = () => reject(new HttpError(400, 'The multipart body is malformed.'));

    parser.on('file', (name, stream) => {
      // A body cut off mid-file is reported on the file stream too; unheard, that error would crash the process.
      stream.on('error', malformed);
      if (name !== IMAGE_FIELD || found) {
        stream.resume();
        return;
      }
      found = true;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
      fileDone = new Promise((done) => stream.once('end', done));
    });
    parser.on('error', malformed);
    parser.on('close', () => {
      void fileDone.then(() => {
        if (tooLarge) return reject(new HttpError(413, TOO_LARGE_MESSAGE));
        if (!found) return reject(new HttpError(400, MISSING_MESSAGE));
        const bytes = Buffer.concat(chunks);
        if (bytes.length === 0) return reject(new HttpError(400, 'The image file is empty.'));
        resolve(bytes);
      });
    });
    parser.end(body);
  });
}

/**
 * POST /api/backup-files/upload_files, admins only: the token is checked before the body is read, and before the
 * limit counts, so anonymous and non-admin calls (401/403) never spend the allowance an admin at that address
 * relies on. The limit still bounds what one admin session can make the function process.
 */
export async function uploadImage(ctx: RequestContext): Promise<JsonResult> {
  await requireAdmin(ctx);
  await enforceRateLimit(RATE_LIMITS.upload, ctx.from);
  if (mediaTypeOf(ctx) !== 'multipart/form-data') {
    throw new HttpError(415, `Send the image as multipart/form-data, with the file in the field "${IMAGE_FIELD}".`);
  }
  const started = Date.now();
  const upload = await readImagePart(ctx.req.headers, await readUploadBody(ctx));
  const image = await processImage(upload);

  const name = `${randomBytes(16).toString('hex')}.webp`;
  const store = getImageStore();
  await Promise.all([
    store.save(`images/${name}`, image.full, 'image/webp'),
    store.save(`images/cards/${name}`, image.card, 'image/webp'),
  ]);
  // After the bytes: a library entry never points at an image that is not stored. The hero and social crops are
  // cut on their first request (get-image.ts), which keeps the upload as fast as before.
  await recordUpload(name, { width: image.width, height: image.height, bytes: image.full.length });
  logger.info('Image uploaded', {
    name,
    sourceType: image.sourceType,
    bytesIn: upload.length,
    bytesOut: image.full.length,
    cardBytes: image.card.length,
    width: image.width,
    height: image.height,
    ms: Date.now() - started,
  });

  // `data` stays the bare path: older admin clients store it directly as a blog's `blog_image`.
  return {
    status: 201,
    body: {
      status: 'success',
      message: 'Image uploaded.',
      data: apiPath(API_PATHS.image, { name }),
      card: apiPath(API_PATHS.cardImage, { name }),
      width: image.width,
      height: image.height,
    },
    cache: 'no-store',
  };
}
