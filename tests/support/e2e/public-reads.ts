import { expect } from '@playwright/test';
import { API_PATHS } from '@shared/api-paths';
import { READ_CACHE_TTL_MS } from '@shared/read-cache-ttl';
import { api } from '../http';

/**
 * Waits until the server's public reads agree with a write made at `writtenAt`: the change feed lists (or no longer
 * lists) `path`, and every api instance's short read cache (src/shared/read-cache-ttl.ts) has outlived the write.
 * The instance that wrote clears its own cache at once; another one (the emulator starts several under concurrent
 * requests) may answer from a copy made just before the write until its TTL has passed, which is the promise the
 * API makes. A page checking sooner may rightly hear nothing, and then waits minutes before it checks again.
 */
export async function waitForPublicReads(writtenAt: number, path: string, listed: boolean): Promise<void> {
  await expect
    .poll(
      async () => {
        if (Date.now() - writtenAt <= READ_CACHE_TTL_MS) return 'instances may still hold reads from before the write';
        const { res, body } = await api(API_PATHS.contentChanges);
        if (!res.ok) return `GET ${API_PATHS.contentChanges} answered ${res.status}`;
        const paths = (body.data as { paths?: string[] } | undefined)?.paths ?? [];
        return paths.includes(path) === listed
          ? 'agreed'
          : `the change feed ${listed ? 'lacks' : 'still lists'} ${path}`;
      },
      { timeout: 30_000 },
    )
    .toBe('agreed');
}
