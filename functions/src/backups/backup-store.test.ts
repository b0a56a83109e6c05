import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { backupStoreFor } from './backup-store';

describe('where the image backup goes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'images-'));
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(`${dir}-backups`, { recursive: true, force: true });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('beside the local image folder when images are in one, without asking for the bucket', async () => {
    vi.stubEnv('CLINIC_LOCAL_IMAGE_DIR', dir);
    vi.stubEnv('FIREBASE_STORAGE_EMULATOR_HOST', '');
    const bucket = vi.fn(() => 'never-read');
    const store = backupStoreFor(bucket);
    await store.save('images/a.webp', Buffer.from('bytes'), 'image/webp');
    expect(existsSync(join(`${dir}-backups`, 'images', 'a.webp'))).toBe(true);
    expect(bucket).not.toHaveBeenCalled();
  });

  it('in the named bucket when images are in Cloud Storage (the bucket read when the store is built)', () => {
    vi.stubEnv('CLINIC_LOCAL_IMAGE_DIR', '');
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('FIREBASE_STORAGE_EMULATOR_HOST', '');
    const bucket = vi.fn(() => 'clinic-backups');
    backupStoreFor(bucket);
    expect(bucket).toHaveBeenCalledOnce();
  });
});
