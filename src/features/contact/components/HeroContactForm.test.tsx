// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import type { SubmitContactRequest } from '../api/submit-contact-request';
import type { ValidContactRequest } from '../contact-form';
import { CONTACT_REQUEST_LIMITS } from '@shared/schemas/contact-request-limits';
import { HeroContactForm } from './HeroContactForm';
import { renderWithProviders } from '../../../../tests/support/web/render-with-providers';
import { paths } from '../../../paths';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const form = () => within(screen.getByRole('form', { name: 'Ask us a question' }));
const field = {
  name: () => form().getByRole('textbox', { name: 'Name (required)' }),
  email: () => form().getByRole('textbox', { name: 'Email (required)' }),
  phone: () => form().getByRole('textbox', { name: 'Phone (optional)' }),
  message: () => form().getByRole('textbox', { name: 'Message (required)' }),
  consent: () => form().getByRole('checkbox', { name: /I agree to be contacted/ }),
};
const TYPED = { name: 'Margaret Lee', email: 'margaret@example.com', phone: '', message: 'Do you see new patients?' };

function renderHeroForm(onSubmit: SubmitContactRequest) {
  return renderWithProviders(<HeroContactForm onSubmit={onSubmit} />, { path: paths.home }).location;
}

function record(result: () => Promise<void> = async () => {}) {
  const calls: ValidContactRequest[] = [];
  const submit: SubmitContactRequest = (request) => {
    calls.push(request);
    return result();
  };
  return { calls, submit };
}

function typeIn(values: Partial<typeof TYPED>, consent = true) {
  for (const [key, value] of Object.entries(values) as [keyof typeof TYPED, string][]) {
    fireEvent.change(field[key](), { target: { value } });
  }
  if (consent) fireEvent.click(field.consent());
}

const send = async () => {
  await act(async () => {
    fireEvent.click(form().getByRole('button', { name: 'Send request' }));
  });
};

describe('HeroContactForm', () => {
  it("has the contact page's fields and limits, with its root marked for the home page to find", () => {
    const { container } = renderWithProviders(<HeroContactForm onSubmit={record().submit} />);
    expect(container.querySelector('section.hero-contact')).not.toBeNull();
    expect(field.name()).toHaveProperty('maxLength', CONTACT_REQUEST_LIMITS.name);
    expect(field.email()).toHaveProperty('maxLength', CONTACT_REQUEST_LIMITS.email);
    expect(field.phone()).toHaveProperty('maxLength', CONTACT_REQUEST_LIMITS.phone);
    expect(field.message()).toHaveProperty('maxLength', CONTACT_REQUEST_LIMITS.message);
    expect(field.consent()).toHaveProperty('required', true);
  });

  it('checks with the shared schema: an empty send names each missing field and sends nothing', async () => {
    const { calls, submit } = record();
    renderHeroForm(submit);
    await send();
    const summary = (await screen.findByRole('heading', { name: 'Please fix 4 problems' })).parentElement;
    expect(summary?.textContent).toContain('Enter your name.');
    expect(summary?.textContent).toContain('Enter your email address.');
    expect(summary?.textContent).toContain('Enter a message.');
    expect(summary?.textContent).toContain('Please agree to be contacted');
    expect(calls).toEqual([]);
  });

  it('refuses a bad email and a phone with letters, keeping both as typed', async () => {
    const { calls, submit } = record();
    renderHeroForm(submit);
    typeIn({ ...TYPED, email: 'margaret at example', phone: 'call me' });
    await send();
    await screen.findByText('Enter a valid email address.', { selector: '.contact-field__error *' });
    expect(screen.getAllByText(/Enter a phone number with digits/).length).toBeGreaterThan(0);
    expect(field.email()).toHaveProperty('value', 'margaret at example');
    expect(field.phone()).toHaveProperty('value', 'call me');
    expect(calls).toEqual([]);
  });

  it('sends the trimmed request and goes to the thank-you page', async () => {
    const { calls, submit } = record();
    const location = renderHeroForm(submit);
    typeIn({ ...TYPED, name: '  Margaret Lee ' });
    await send();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ ...TYPED, consent: true });
    await waitFor(() => expect(location.history.at(-1)).toBe(paths.thankYou));
  });

  it('offline, says it needs a connection, sends nothing and keeps everything typed', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls, submit } = record();
    renderHeroForm(submit);
    typeIn(TYPED);
    await send();
    expect((await screen.findByRole('alert')).textContent).toContain('Everything you typed is still here');
    expect(calls).toEqual([]);
    expect(field.name()).toHaveProperty('value', TYPED.name);
    expect(field.message()).toHaveProperty('value', TYPED.message);
    expect(field.consent()).toHaveProperty('checked', true);
  });

  it('keeps everything typed when the request cannot reach the server, and sends it on the next try', async () => {
    let reachable = false;
    const { calls, submit } = record(async () => {
      if (!reachable) throw new ApiRequestError('unreachable', 'network');
    });
    const location = renderHeroForm(submit);
    typeIn(TYPED);
    await send();
    expect((await screen.findByRole('alert')).textContent).toContain('could not reach our server');
    expect(field.message()).toHaveProperty('value', TYPED.message);

    reachable = true;
    await send();
    await waitFor(() => expect(location.history.at(-1)).toBe(paths.thankYou));
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(calls[0]);
  });
});
