// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { SHARED_FILE_NAME_HEADER, SHARED_FILES_CACHE } from '@shared/pwa/share-target';
import { FakeCacheStorage } from '../../../../tests/support/web/browser-fakes';
import { createFakeMediaApi, mediaItem } from '../../../../tests/support/web/media-api-fake';
import { MediaLibraryScreen } from './MediaLibraryScreen';

let cacheStorage: FakeCacheStorage;

beforeEach(() => {
  cacheStorage = new FakeCacheStorage();
  vi.stubGlobal('caches', cacheStorage);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const png = (name: string) => new File(['png bytes'], name, { type: 'image/png' });

function choose(files: File[]) {
  const input = screen.getByLabelText('Choose images');
  fireEvent.change(input, { target: { files } });
}

const row = (fileName: string) =>
  within(screen.getByRole('list', { name: 'Uploads' }))
    .getAllByRole('listitem')
    .find((item) => item.querySelector('.media-upload__name')?.textContent === fileName)!;

/** What the service worker keeps after a share: one response per photo, its name in a header. */
async function keepShared(name: string, key: string) {
  const cache = await cacheStorage.open(SHARED_FILES_CACHE);
  await cache.put(
    key,
    new Response('jpeg bytes', {
      headers: { 'Content-Type': 'image/jpeg', [SHARED_FILE_NAME_HEADER]: encodeURIComponent(name) },
    }),
  );
  return cache;
}

describe('MediaLibraryScreen: adding images', () => {
  it('takes several files at once: each image its own progress, a file that is not an image refused by name', async () => {
    const fake = createFakeMediaApi();
    render(<MediaLibraryScreen api={fake.api} />);
    const input = screen.getByLabelText('Choose images');
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.hasAttribute('multiple')).toBe(true);

    choose([png('garden.png'), new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }), png('lobby.png')]);

    expect(within(row('notes.pdf')).getByRole('alert').textContent).toContain('notes.pdf is not an image.');
    // One at a time: the second image waits for the first.
    await waitFor(() => expect(fake.uploads).toHaveLength(1));
    expect(fake.uploads[0]!.file.name).toBe('garden.png');
    expect(within(row('lobby.png')).getByRole('status').textContent).toBe('Waiting to upload…');
    act(() => fake.uploads[0]!.options.onProgress?.(0.4));
    expect(
      (within(row('garden.png')).getByRole('progressbar', { name: 'Upload of garden.png' }) as HTMLProgressElement)
        .value,
    ).toBe(40);
    act(() => fake.uploads[0]!.options.onProgress?.(1));
    expect(within(row('garden.png')).getByRole('status').textContent).toBe('garden.png sent. Preparing its sizes…');

    await act(async () => fake.uploads[0]!.succeed());
    await waitFor(() => expect(fake.uploads).toHaveLength(2));
    expect(within(row('garden.png')).getByRole('status').textContent).toMatch(/garden\.png uploaded/);
    await act(async () => fake.uploads[1]!.succeed());
    await waitFor(() => expect(within(row('lobby.png')).getByRole('status').textContent).toMatch(/uploaded/));
    expect(fake.uploads.map((upload) => upload.file.name)).toEqual(['garden.png', 'lobby.png']);
    // The grid shows both, still undescribed.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Images, page 1' })).getAllByRole('button', {
          name: 'Details: No description yet',
        }),
      ).toHaveLength(2),
    );
  });

  it('asks each upload for its description, refuses an empty one, and saves it', async () => {
    const fake = createFakeMediaApi();
    render(<MediaLibraryScreen api={fake.api} />);
    choose([png('garden.png')]);
    await waitFor(() => expect(fake.uploads).toHaveLength(1));
    await act(async () => fake.uploads[0]!.succeed());

    const form = await screen.findByRole('form', { name: 'Describe garden.png' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save description' }));
    expect(form.textContent).toMatch(/without a description cannot be used/);
    expect(fake.updates).toEqual([]);
    fireEvent.change(within(form).getByLabelText(/Description of garden\.png/), {
      target: { value: '  The clinic garden in spring  ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save description' }));
    await waitFor(() => expect(row('garden.png').textContent).toContain('Described as “The clinic garden in spring”'));
    expect(fake.updates).toEqual([{ name: fake.items[0]!.name, update: { alt: 'The clinic garden in spring' } }]);
  });

  it('refuses a file over 5 MB by name before sending it, and says a server refusal with the name', async () => {
    const fake = createFakeMediaApi();
    render(<MediaLibraryScreen api={fake.api} />);
    const big = png('huge.png');
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    choose([big, png('fake.png')]);
    expect(within(row('huge.png')).getByRole('alert').textContent).toContain('huge.png is larger than 5 MB');
    await waitFor(() => expect(fake.uploads).toHaveLength(1));
    await act(async () =>
      fake.uploads[0]!.fail(new ApiRequestError('This file is not a picture we can read.', 'server', 415)),
    );
    await waitFor(() =>
      expect(within(row('fake.png')).getByRole('alert').textContent).toContain(
        'fake.png was refused: This file is not a picture we can read.',
      ),
    );
  });
});

describe('MediaLibraryScreen: photos shared from the phone', () => {
  it('uploads what the service worker kept, and lets go of each photo only once it is uploaded', async () => {
    const cache = await keepShared('IMG_0042.jpg', 'http://localhost/admin/media/share/a');
    await keepShared('IMG_0043.jpg', 'http://localhost/admin/media/share/b');
    const fake = createFakeMediaApi();
    render(<MediaLibraryScreen api={fake.api} />);

    await waitFor(() => expect(fake.uploads).toHaveLength(1));
    expect(fake.uploads[0]!.file.name).toBe('IMG_0042.jpg');
    expect(fake.uploads[0]!.file.type).toBe('image/jpeg');
    // Offline: the upload fails, and the photo stays kept.
    await act(async () => fake.uploads[0]!.fail(new ApiRequestError('You appear to be offline.', 'network', null)));
    await waitFor(() =>
      expect(within(row('IMG_0042.jpg')).getByRole('alert').textContent).toMatch(/stays on this device/),
    );
    expect(cache.store.size).toBe(2);

    await waitFor(() => expect(fake.uploads).toHaveLength(2));
    await act(async () => fake.uploads[1]!.succeed());
    await waitFor(() => expect(cache.store.size).toBe(1));
    expect([...cache.store.keys()]).toEqual(['http://localhost/admin/media/share/a']);

    // Back online, the one that failed goes again, and is let go of once uploaded.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(fake.uploads).toHaveLength(3));
    expect(fake.uploads[2]!.file.name).toBe('IMG_0042.jpg');
    await act(async () => fake.uploads[2]!.succeed());
    await waitFor(() => expect(cache.store.size).toBe(0));
  });
});

describe('MediaLibraryScreen: the grid', () => {
  it('opens an image’s details on tap, and filters and orders through the API', async () => {
    const used = mediaItem({
      alt: 'The waiting room',
      usedIn: [{ kind: 'blog', id: 'b1', title: 'Welcome', field: 'image', inTrash: false }],
    });
    const fake = createFakeMediaApi([used, mediaItem()]);
    render(<MediaLibraryScreen api={fake.api} />);
    const grid = await screen.findByRole('list', { name: 'Images, page 1' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);

    fireEvent.click(within(grid).getByRole('button', { name: 'Details: The waiting room' }));
    const details = screen.getByRole('dialog', { name: 'Image details' });
    expect(details.textContent).toContain('blog “Welcome” (its image)');
    expect(within(details).getByLabelText('Description (alt text)')).toBeTruthy();
    expect(within(details).getByRole('button', { name: 'Delete this image' })).toBeTruthy();
    fireEvent.click(within(details).getByRole('button', { name: 'Close' }));

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'missing-alt' } });
    await waitFor(() => expect(fake.lists.at(-1)).toEqual({ limit: '25', filter: 'missing-alt' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Images, page 1' })).getAllByRole('article')).toHaveLength(1),
    );
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'oldest' } });
    await waitFor(() => expect(fake.lists.at(-1)).toEqual({ limit: '25', filter: 'missing-alt', order: 'oldest' }));
    // The default order is not sent: the request stays the one older servers know.
    expect(fake.lists[0]).toEqual({ limit: '25' });
  });
});
