import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CRC32C } from '@google-cloud/storage';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseImageStore, getImageStore, IMAGE_CACHE_CONTROL } from './image-store';

/**
 * The Cloud Storage adapter against an in-process fake of the two GCS JSON API calls it makes (a multipart
 * upload and an `alt=media` download), reached the way the Storage emulator is: through
 * FIREBASE_STORAGE_EMULATOR_HOST, which firebase-admin hands to the Cloud Storage client.
 */
type StoredObject = { metadata: Record<string, unknown>; bytes: Buffer };

const BUCKET = 'demo-storage-test.appspot.com';
const objects = new Map<string, StoredObject>();
let server: Server;

function hashesOf(bytes: Buffer) {
  const crc32c = new CRC32C();
  crc32c.update(bytes);
  return { md5Hash: createHash('md5').update(bytes).digest('base64'), crc32c: crc32c.toString() };
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** multipart/related: a JSON part with the object's metadata, then the bytes. */
function parseMultipartRelated(
  contentType: string,
  body: Buffer,
): { metadata: Record<string, unknown>; bytes: Buffer } {
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  if (!boundary) throw new Error(`no boundary in ${contentType}`);
  const parts: Buffer[] = [];
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    // The part's content ends before the CRLF that precedes the next delimiter.
    parts.push(part.subarray(headerEnd + 4, part.length - 2));
    start = next;
  }
  const [json, bytes] = parts;
  if (!json || !bytes) throw new Error(`expected two parts, got ${parts.length}`);
  return { metadata: JSON.parse(json.toString('utf8')), bytes };
}

const resource = (name: string, object: StoredObject) => ({
  kind: 'storage#object',
  bucket: BUCKET,
  name,
  size: String(object.bytes.length),
  ...object.metadata,
  ...hashesOf(object.bytes),
});

beforeAll(async () => {
  server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(url.pathname);
      if (req.method === 'POST' && upload?.[1] === BUCKET && url.searchParams.get('uploadType') === 'multipart') {
        const { metadata, bytes } = parseMultipartRelated(req.headers['content-type'] ?? '', await bodyOf(req));
        const name = url.searchParams.get('name') ?? String(metadata.name);
        objects.set(name, { metadata, bytes });
        return json(200, resource(name, { metadata, bytes }));
      }
      // With a custom endpoint the client leaves out the /storage/v1 prefix on downloads.
      const download = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o\/(.+)$/.exec(url.pathname);
      if (req.method === 'GET' && download?.[1] === BUCKET && url.searchParams.get('alt') === 'media') {
        const object = objects.get(decodeURIComponent(download[2] ?? ''));
        if (!object) return json(404, { error: { code: 404, message: 'No such object.' } });
        const { md5Hash, crc32c } = hashesOf(object.bytes);
        res.writeHead(200, {
          'Content-Type': 'application/octet-stream',
          'x-goog-hash': `crc32c=${crc32c},md5=${md5Hash}`,
        });
        return res.end(object.bytes);
      }
      json(400, {
        error: { code: 400, message: `The fake does not serve ${req.method} ${url.pathname}${url.search}` },
      });
    })().catch((error: Error) => {
      res.writeHead(500);
      res.end(error.message);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('FIREBASE_STORAGE_EMULATOR_HOST', `127.0.0.1:${(server.address() as AddressInfo).port}`);
  // firebase-admin derives STORAGE_EMULATOR_HOST from the variable above; stubbed so it is restored afterwards.
  vi.stubEnv('STORAGE_EMULATOR_HOST', undefined);
  vi.stubEnv('FIREBASE_CONFIG', JSON.stringify({ projectId: 'demo-storage-test', storageBucket: BUCKET }));
  vi.stubEnv('GCLOUD_PROJECT', 'demo-storage-test');
});

afterAll(() => {
  server?.close();
  vi.unstubAllEnvs();
});

describe('the Cloud Storage image store, through the Storage emulator host', () => {
  it('is the store chosen when FIREBASE_STORAGE_EMULATOR_HOST is set', () => {
    expect(chooseImageStore().kind).toBe('cloud-storage');
  });

  it('uploads to the default bucket with the content type and a year-long cache, and reads the bytes back', async () => {
    const store = getImageStore();
    const bytes = Buffer.from('RIFF\0\0\0\0WEBPVP8 not really pixels');
    await store.save('images/cards/0123456789abcdef0123456789abcdef.webp', bytes, 'image/webp');

    const stored = objects.get('images/cards/0123456789abcdef0123456789abcdef.webp');
    expect(stored?.bytes).toEqual(bytes);
    expect(stored?.metadata).toMatchObject({ contentType: 'image/webp', cacheControl: IMAGE_CACHE_CONTROL });
    expect(await store.read('images/cards/0123456789abcdef0123456789abcdef.webp')).toEqual(bytes);
  });

  it('answers null for an object that does not exist', async () => {
    expect(await getImageStore().read('images/ffffffffffffffffffffffffffffffff.webp')).toBeNull();
  });

  it('refuses a key outside the store before any request', async () => {
    const before = objects.size;
    await expect(getImageStore().save('../x', Buffer.from('x'), 'image/webp')).rejects.toThrow(/outside the store/);
    expect(objects.size).toBe(before);
  });
});
