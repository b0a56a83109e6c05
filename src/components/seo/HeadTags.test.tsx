// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { renderWithProviders } from '../../../tests/support/web/render-with-providers';
import { headTagsWritten } from '../../../tests/support/web/head';
import { keepServerPage } from '../../rendering/server-page';
import { Seo } from './Seo';

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

const page = <Seo title="Membership" description="Plans and what they include." path="/membership" />;
const pages = (
  <Switch>
    <Route path="/membership">{page}</Route>
    <Route path="/about">
      <Seo title="About" description="Who we are." path="/about" />
    </Route>
    <Route>Nothing here</Route>
  </Switch>
);

describe('head tags on a server-rendered page', () => {
  it('writes none while the page the server rendered is shown, then writes each page’s own', async () => {
    keepServerPage('/membership', '');
    const { location } = renderWithProviders(pages, { path: '/membership' });
    // The server's head stands: even once the head library is in (the lazy part would render now), no tags.
    await import('./helmet-head');
    await act(async () => {});
    expect(document.head.querySelector('title')).toBeNull();

    act(() => location.navigate('/about'));
    await headTagsWritten();
    expect(document.title).toBe('About | Avenue Preventive Health');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Who we are.');

    // Back on the first address: it writes its own tags now, since another page's replaced the server's.
    act(() => location.navigate('/membership'));
    await waitFor(() => expect(document.title).toBe('Membership | Avenue Preventive Health'));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });

  it('writes them at once where the server wrote none (the app shell)', async () => {
    renderWithProviders(page, { path: '/membership' });
    await headTagsWritten();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.example.com/membership',
    );
  });
});
