// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { keepServerHeadUntilClientTitle } from './server-head';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the head tags the server wrote', () => {
  it('stay until React writes a title of its own, then go, all at once', async () => {
    document.head.innerHTML =
      '<title data-ssr>Server title</title><meta data-ssr name="description" content="Server">' +
      '<link rel="manifest" href="/manifest.webmanifest">';
    keepServerHeadUntilClientTitle(document.head);

    // Another tag that is not a title changes nothing.
    document.head.append(Object.assign(document.createElement('meta'), { name: 'theme-color' }));
    await Promise.resolve();
    expect(document.title).toBe('Server title');

    document.head.append(Object.assign(document.createElement('title'), { textContent: 'Client title' }));
    await waitFor(() => expect(document.head.querySelectorAll('[data-ssr]')).toHaveLength(0));
    expect(document.title).toBe('Client title');
    expect(document.head.querySelector('link[rel="manifest"]')).not.toBeNull();
  });
});
