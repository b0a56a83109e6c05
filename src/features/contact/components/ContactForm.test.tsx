// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import type { SubmitContactRequest } from '../api/submit-contact-request';
import type { ValidContactRequest } from '../contact-form';
import { ContactForm } from './ContactForm';
import { renderWithProviders } from '../../../../tests/support/web/render-with-providers';
import { paths } from '../../../paths';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderForm(onSubmit: SubmitContactRequest) {
  return renderWithProviders(<ContactForm onSubmit={onSubmit} />, { path: paths.contact }).location;
}

const field = {
  name: () => screen.getByRole('textbox', { name: 'Name (required)' }),
  email: () => screen.getByRole('textbox', { name: 'Email (required)' }),
  phone: () => screen.getByRole('textbox', { name: 'Phone (optional)' }),
  message: () => screen.getByRole('textbox', { name: 'Message (required)' }),
  consent: () => screen.getByRole('checkbox', { name: /I agree to be contacted about my request/ }),
};
const submitButton = () => screen.getByRole('button', { name: /Send request|Sending/ });

function fillIn(values: { name?: string; email?: string; phone?: string; message?: string; consent?: boolean }) {
  for (const key of ['name', 'email', 'phone', 'message'] as const) {
    const value = values[key];
    if (value !== undefined) fireEvent.change(field[key](), { target: { value } });
  }
  if (values.consent) fireEvent.click(field.consent());
}

const VALID = { name: 'Jane Doe', email: 'jane@example.com', phone: '416 555 0123', message: 'Please call me.' };

function recorder(result: () => Promise<void> = async () => {}) {
  const calls: ValidContactRequest[] = [];
  const submit: SubmitContactRequest = (request) => {
    calls.push(request);
    return result();
  };
  return { calls, submit };
}

describe('ContactForm', () => {
  it('labels every field, says in words which are required, and sets autocomplete and limits', () => {
    renderForm(recorder().submit);
    expect(field.name().getAttribute('autocomplete')).toBe('name');
    expect(field.name()).toHaveProperty('maxLength', 100);
    expect(field.email().getAttribute('autocomplete')).toBe('email');
    expect(field.email()).toHaveProperty('type', 'email');
    expect(field.email()).toHaveProperty('maxLength', 254);
    expect(field.phone().getAttribute('autocomplete')).toBe('tel');
    expect(field.phone()).toHaveProperty('type', 'tel');
    expect(field.phone()).toHaveProperty('maxLength', 30);
    expect(field.phone()).toHaveProperty('required', false);
    expect(field.message()).toHaveProperty('maxLength', 5000);
    expect(field.consent()).toHaveProperty('required', true);
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeTruthy();
  });

  it('shows inline errors and a focused summary on an empty submit, and sends nothing', async () => {
    const { calls, submit } = recorder();
    const { history } = renderForm(submit);
    fireEvent.click(submitButton());

    const summary = await screen.findByRole('heading', { name: 'Please fix 4 problems' });
    await waitFor(() => expect(document.activeElement).toBe(summary.parentElement));
    expect(calls).toEqual([]);
    expect(history).toEqual(['/contact']);

    const expected = [
      [field.name(), 'Enter your name.'],
      [field.email(), 'Enter your email address.'],
      [field.message(), 'Enter a message.'],
      [field.consent(), 'Please agree to be contacted so we can answer you.'],
    ] as const;
    for (const [control, message] of expected) {
      expect(control.getAttribute('aria-invalid')).toBe('true');
      const describedBy = control.getAttribute('aria-describedby')?.split(' ') ?? [];
      const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
      expect(texts).toContain(`Error: ${message}`);
      expect(within(summary.parentElement as HTMLElement).getByRole('link', { name: message })).toBeTruthy();
    }
    expect(field.phone().getAttribute('aria-invalid')).toBeNull();
  });

  it('moves focus to the field when an entry in the summary is chosen', async () => {
    renderForm(recorder().submit);
    fireEvent.click(submitButton());
    fireEvent.click(await screen.findByRole('link', { name: 'Enter a message.' }));
    expect(document.activeElement).toBe(field.message());
  });

  it('checks the phone format with the shared schema and clears an error once it is fixed', async () => {
    const { calls, submit } = recorder();
    renderForm(submit);
    fillIn({ ...VALID, phone: 'call me', consent: true });
    fireEvent.click(submitButton());
    expect(await screen.findByRole('link', { name: /Enter a phone number with digits/ })).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(field.phone(), { target: { value: '(416) 555-0123' } });
    await waitFor(() => expect(field.phone().getAttribute('aria-invalid')).toBeNull());
    expect(screen.queryByRole('link', { name: /Enter a phone number/ })).toBeNull();
  });

  it('sends the trimmed request and navigates to /thank-you on success', async () => {
    const { calls, submit } = recorder();
    const { history } = renderForm(submit);
    fillIn({ name: '  Jane Doe ', email: ' jane@example.com ', message: ' Please call me. ', consent: true });
    fireEvent.click(submitButton());

    await waitFor(() => expect(history).toEqual(['/contact', '/thank-you']));
    expect(calls).toEqual([
      { name: 'Jane Doe', email: 'jane@example.com', phone: '', message: 'Please call me.', consent: true },
    ]);
  });

  it('shows the server message in an alert and keeps everything typed', async () => {
    const message = 'email: Enter a valid email address.';
    const { history } = renderForm(() => Promise.reject(new ApiRequestError(message, 'server', 400)));
    fillIn({ ...VALID, consent: true });
    fireEvent.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByRole('link', { name: '416-555-0100' }).getAttribute('href')).toBe('tel:+14165550100');
    expect(alert.textContent).toContain('You can also call us at 416-555-0100 (Mon–Sat 10:00 AM – 5:00 PM ET).');
    expect(field.name()).toHaveProperty('value', VALID.name);
    expect(field.email()).toHaveProperty('value', VALID.email);
    expect(field.phone()).toHaveProperty('value', VALID.phone);
    expect(field.message()).toHaveProperty('value', VALID.message);
    expect(field.consent()).toHaveProperty('checked', true);
    expect(history).toEqual(['/contact']);
    expect(submitButton().getAttribute('aria-disabled')).toBeNull();
  });

  it('shows the rate-limit message, which says when to try again', async () => {
    const message = 'Too many requests. Please wait 120 seconds and try again.';
    renderForm(() => Promise.reject(new ApiRequestError(message, 'server', 429)));
    fillIn({ ...VALID, consent: true });
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(field.message()).toHaveProperty('value', VALID.message);
  });

  it('says plainly that the form needs a connection when the browser is offline, without sending', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls, submit } = recorder();
    renderForm(submit);
    fillIn({ ...VALID, consent: true });
    fireEvent.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('needs an internet connection');
    expect(alert.textContent).toContain('Everything you typed is still here');
    expect(calls).toEqual([]);
    expect(field.message()).toHaveProperty('value', VALID.message);
  });

  it('says it needs a connection as soon as the browser goes offline, keeping what was typed', async () => {
    const { calls, submit } = recorder();
    renderForm(submit);
    fillIn({ ...VALID, consent: true });
    expect(screen.queryByText(/You are offline/)).toBeNull();

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect((await screen.findByText(/You are offline/)).closest('[role="status"]')).not.toBeNull();
    expect(field.message()).toHaveProperty('value', VALID.message);

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText(/You are offline/)).toBeNull());
    expect(calls).toEqual([]);
  });

  it('says the same when the request cannot reach the server', async () => {
    renderForm(() => Promise.reject(new ApiRequestError('x', 'network')));
    fillIn({ ...VALID, consent: true });
    fireEvent.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not reach our server.');
    expect(alert.textContent).toContain('needs an internet connection');
    expect(field.name()).toHaveProperty('value', VALID.name);
  });

  it('shows a busy button while sending and ignores a second press', async () => {
    let finish: () => void = () => {};
    const { calls, submit } = recorder(() => new Promise<void>((resolve) => (finish = resolve)));
    const { history } = renderForm(submit);
    fillIn({ ...VALID, consent: true });
    fireEvent.click(submitButton());

    expect((await screen.findByText('Sending your request…')).getAttribute('role')).toBe('status');
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    expect(submitButton().textContent).toBe('Sending…');
    fireEvent.click(submitButton());
    expect(calls).toHaveLength(1);

    finish();
    await waitFor(() => expect(history).toEqual(['/contact', '/thank-you']));
  });
});
