// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { renderServerPage } from '../../../tests/support/web/prerender-page';

/** An IntersectionObserver the test drives: `reveal(selector)` tells the observer of that element it is in view. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static reveal(selector: string) {
    for (const observer of FakeIntersectionObserver.all) {
      const target = observer.targets.find((element) => element.matches(selector));
      if (target) {
        const entry = { isIntersecting: true, target } as unknown as IntersectionObserverEntry;
        observer.callback([entry], observer as unknown as IntersectionObserver);
      }
    }
  }
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  FakeIntersectionObserver.all = [];
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const page = (HomePage: ComponentType) => (
  <main>
    <HomePage />
  </main>
);

describe('hydrating the prerendered home page', () => {
  it('keeps every prerendered node, and hydrates the sections below the figures as the visitor nears them', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    // The prerendered HTML, as src/entry-server.tsx makes it (head tags split off for <head>).
    const { body: html } = await renderServerPage(page((await import('../../pages/home-page')).HomePage), '/');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverFaq = container.querySelector('.home-faq');
    const serverFaqMarkup = serverFaq?.outerHTML;
    const serverTeam = container.querySelector('.team-teaser');

    // As in the browser: the page's modules are first evaluated with the prerendered page in the document.
    vi.resetModules();
    const { HomePage } = await import('../../pages/home-page');
    // As src/main.tsx does before hydrating the page the server rendered.
    (await import('../../rendering/server-page')).keepServerPage('/', '');
    const recoverable: unknown[] = [];
    const consoleErrors = vi.spyOn(console, 'error');
    window.history.replaceState(null, '', '/');
    await act(async () => {
      root = hydrateRoot(container, <Router>{page(HomePage)}</Router>, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });

    expect(recoverable).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    // Nothing was re-rendered or hidden: the same nodes, unchanged, while the sections wait for their code.
    expect(container.querySelector('.home-faq')).toBe(serverFaq);
    expect(serverFaq?.outerHTML).toBe(serverFaqMarkup);
    const observed = FakeIntersectionObserver.all.flatMap((observer) => observer.targets.map((t) => t.className));
    expect(observed).toEqual([
      'contact-form-card hero-contact',
      'featured-articles',
      'home-services',
      'home-approach',
      'team-teaser',
      'home-program',
      'home-faq',
    ]);
    // Until hydrated, a carousel still shows both prerendered rotation controls (the stylesheet picks one).
    expect(serverTeam?.querySelectorAll('[data-carousel-rotation]')).toHaveLength(2);

    await act(async () => FakeIntersectionObserver.reveal('.team-teaser'));
    await waitFor(() => expect(serverTeam?.querySelectorAll('[data-carousel-rotation]')).toHaveLength(1));
    expect(container.querySelector('.team-teaser')).toBe(serverTeam);

    // A press before the section's code has arrived is not lost: it loads the code and is pressed again once it works.
    const general = within(serverFaq as HTMLElement).getByRole('tab', { name: 'General' });
    expect(general.getAttribute('aria-selected')).toBe('false');
    await act(async () => {
      fireEvent.click(general);
    });
    await waitFor(() => expect(general.getAttribute('aria-selected')).toBe('true'));
    expect(screen.getAllByRole('tab', { name: 'General' })).toEqual([general]);
    expect(recoverable).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
  });
  it(
    "keeps what was typed into the hero's contact form before its code arrived, and sends it",
    { timeout: 60_000 },
    async () => {
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      // Fresh modules: the previous test marked its page as the server's, and the prerender must not wait for a visitor.
      vi.resetModules();
      const { body: html } = await renderServerPage(page((await import('../../pages/home-page')).HomePage), '/');
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const form = within(container.querySelector('.hero-contact') as HTMLElement);
      const name = form.getByRole('textbox', { name: 'Name (required)' });
      const message = form.getByRole('textbox', { name: 'Message (required)' });
      const consent = form.getByRole('checkbox', { name: /I agree to be contacted/ });
      const send = form.getByRole('button', { name: 'Send request' });

      vi.resetModules();
      const { HomePage } = await import('../../pages/home-page');
      (await import('../../rendering/server-page')).keepServerPage('/', '');
      window.history.replaceState(null, '', '/');
      const requests: unknown[] = [];
      const recoverable: unknown[] = [];
      vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
        requests.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ status: 'success' }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      });
      await act(async () => {
        root = hydrateRoot(container, <Router>{page(HomePage)}</Router>, {
          onRecoverableError: (error) => recoverable.push(error),
        });
      });
      // Not hydrated: the prerendered button does not submit yet.
      expect(send.getAttribute('type')).toBe('button');

      // Typed into the prerendered inputs: the form's code is not there yet, so only the DOM holds it.
      for (const [input, value] of [
        [name, 'Margaret Lee'],
        [form.getByRole('textbox', { name: 'Email (required)' }), 'margaret@example.com'],
        [message, 'Is the assessment covered by my employer plan?'],
      ] as const) {
        (input as HTMLInputElement).value = value;
      }
      (consent as HTMLInputElement).checked = true;

      // Focusing the form loads its code; then it works, with the typed text adopted.
      await act(async () => {
        fireEvent.focusIn(name);
      });
      await waitFor(() => expect(send.getAttribute('type')).toBe('submit'), { timeout: 15_000 });
      expect(container.querySelector('.hero-contact')?.contains(name)).toBe(true);
      expect(name).toHaveProperty('value', 'Margaret Lee');

      await act(async () => {
        fireEvent.click(send);
      });
      await waitFor(() => expect(requests).toHaveLength(1));
      expect(requests[0]).toEqual({
        name: 'Margaret Lee',
        email: 'margaret@example.com',
        phone: '',
        message: 'Is the assessment covered by my employer plan?',
        consent: true,
      });
      expect(recoverable).toEqual([]);
    },
  );
});
