// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MESSAGES, type SubscribeFn, type SubscribeResult } from '../api/subscribe-to-newsletter';
import { NEWSLETTER_FIELD_ERRORS } from '../newsletter-email';
import { NewsletterSignup } from './NewsletterSignup';
import { renderWithProviders } from '../../../../tests/support/web/render-with-providers';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A submit function whose answer the test releases when it chooses. */
function controlledSubscribe() {
  let release: (result: SubscribeResult) => void = () => {};
  const onSubscribe = vi.fn<SubscribeFn>(
    () =>
      new Promise<SubscribeResult>((resolve) => {
        release = resolve;
      }),
  );
  return { onSubscribe, answer: (result: SubscribeResult) => act(async () => release(result)) };
}

function renderSignup(onSubscribe: SubscribeFn) {
  renderWithProviders(<NewsletterSignup onSubscribe={onSubscribe} />);
  return {
    input: screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement,
    button: screen.getByRole('button', { name: /Subscribe/ }),
    status: screen.getByRole('status'),
  };
}

function typeAndSubmit(input: HTMLInputElement, button: HTMLElement, email: string) {
  fireEvent.change(input, { target: { value: email } });
  fireEvent.click(button);
}

describe('NewsletterSignup', () => {
  it('labels the email field, limits it to 36 characters and states the consent', () => {
    const { input } = renderSignup(vi.fn());
    expect(input.type).toBe('email');
    expect(input.maxLength).toBe(36);
    expect(input.autocomplete).toBe('email');
    expect(input.placeholder).toBe('Enter your email');
    expect(screen.getByText(/By subscribing you agree to receive our newsletter; unsubscribe any time\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('checks the field before sending: empty or too long shows an inline error and sends nothing', () => {
    const onSubscribe = vi.fn<SubscribeFn>();
    const { input, button } = renderSignup(onSubscribe);

    fireEvent.click(button);
    expect(screen.getByText(NEWSLETTER_FIELD_ERRORS.empty)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      NEWSLETTER_FIELD_ERRORS.empty,
    );
    expect(document.activeElement).toBe(input);

    typeAndSubmit(input, button, `${'a'.repeat(25)}@example.com`);
    expect(screen.getByText(NEWSLETTER_FIELD_ERRORS.tooLong)).toBeTruthy();
    expect(onSubscribe).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'jane@example.com' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a busy button while sending, then the success message, and clears the field', async () => {
    const { onSubscribe, answer } = controlledSubscribe();
    const { input, button, status } = renderSignup(onSubscribe);

    typeAndSubmit(input, button, '  jane@example.com ');
    expect(onSubscribe).toHaveBeenCalledWith('jane@example.com');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.textContent).toBe('Subscribing…');

    // A second press while sending does not send again.
    fireEvent.click(button);
    expect(onSubscribe).toHaveBeenCalledTimes(1);

    await answer({ ok: true, message: 'Thank you for subscribing.' });
    expect(status.textContent).toContain('Thank you for subscribing.');
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(button.textContent).toBe('Subscribe');
    expect(input.value).toBe('');
  });

  it("shows the server's error message and keeps what was typed", async () => {
    const { onSubscribe, answer } = controlledSubscribe();
    const { input, button, status } = renderSignup(onSubscribe);

    typeAndSubmit(input, button, 'jane@example.com');
    await answer({ ok: false, message: 'Too many requests. Please try again later.' });
    expect(status.textContent).toContain('Too many requests. Please try again later.');
    expect(input.value).toBe('jane@example.com');
    expect(button.getAttribute('aria-busy')).toBe('false');
  });

  it('says plainly that a connection is needed when the request fails, keeping the email', async () => {
    const onSubscribe = vi.fn<SubscribeFn>().mockRejectedValue(new TypeError('Failed to fetch'));
    const { input, button, status } = renderSignup(onSubscribe);

    typeAndSubmit(input, button, 'jane@example.com');
    await act(async () => {});
    expect(status.textContent).toContain(NEWSLETTER_MESSAGES.connection);
    expect(input.value).toBe('jane@example.com');
  });

  it('says subscribing needs a connection as soon as the device goes offline, keeping the address', () => {
    renderSignup(() => Promise.resolve({ ok: true, message: 'ok' }));
    const input = screen.getByLabelText('Email address');
    fireEvent.change(input, { target: { value: 'reader@example.com' } });
    expect(screen.queryByText(/You are offline/)).toBeNull();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status').textContent).toContain('Subscribing needs a connection');
    expect(input).toHaveProperty('value', 'reader@example.com');
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });

  it('does not try to send while the device is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const onSubscribe = vi.fn<SubscribeFn>();
    const { input, button, status } = renderSignup(onSubscribe);

    typeAndSubmit(input, button, 'jane@example.com');
    expect(onSubscribe).not.toHaveBeenCalled();
    expect(status.textContent).toContain('Subscribing needs an internet connection.');
    expect(input.value).toBe('jane@example.com');
  });
});
