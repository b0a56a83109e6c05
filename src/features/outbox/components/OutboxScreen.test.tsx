// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import type { Outbox } from '@shared/schemas/mail';
import { OutboxScreen } from './OutboxScreen';

afterEach(cleanup);

const LOCAL: Outbox = {
  bodiesShown: true,
  mail: [
    {
      id: 'm1',
      kind: 'newsletter-confirmation',
      to: 'reader@example.com',
      subject: 'Please confirm your newsletter subscription',
      text: 'Open http://127.0.0.1:5000/newsletter/confirm?token=abc',
      html: '<p>Open</p>',
      headers: { 'List-Unsubscribe': '<http://127.0.0.1:5000/api/newsletter/unsubscribe?token=def>' },
      createdAt: '2026-11-24T10:00:00Z',
    },
  ],
};

describe('OutboxScreen', () => {
  it('lists each queued mail with its recipient, kind and, locally, its text with the links to follow', async () => {
    render(<OutboxScreen api={{ list: async () => LOCAL }} />);
    const list = await screen.findByRole('list', { name: 'Queued emails' });
    const item = within(list).getByRole('article', { name: 'Please confirm your newsletter subscription' });
    expect(item.textContent).toContain('reader@example.com');
    expect(item.textContent).toContain('Newsletter confirmation');
    expect(item.textContent).toContain('/newsletter/confirm?token=abc');
    expect(item.textContent).toContain('List-Unsubscribe');
    expect(screen.getByText(/nothing is delivered/)).toBeTruthy();
  });

  it('shows no text where the mail is delivered, and says when nothing is queued', async () => {
    render(<OutboxScreen api={{ list: async () => ({ bodiesShown: false, mail: [] }) }} />);
    await screen.findByText('No email is queued.');
    expect(screen.getByText(/Their text is not shown here/)).toBeTruthy();
  });

  it('says why the outbox could not be loaded', async () => {
    const api = {
      list: async () => {
        throw new ApiRequestError('Your account does not have administrator access.', 'server', 403);
      },
    };
    render(<OutboxScreen api={api} />);
    expect((await screen.findByRole('alert')).textContent).toContain('administrator access');
  });
});
