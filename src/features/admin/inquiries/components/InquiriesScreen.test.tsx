// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../../lib/api-client';
import type { Inquiry } from '../../../../shared/schemas/inquiry';
import type { InquiriesApi } from '../use-inquiries';
import { InquiriesScreen } from './InquiriesScreen';

afterEach(cleanup);

const INQUIRIES: Inquiry[] = [
  {
    id: 'q2',
    name: 'Dana Ruiz',
    email: 'dana@example.com',
    phone: '416 555 0100',
    message: 'Do you offer assessments on Saturdays?',
    handled: false,
    createdAt: '2026-03-02T15:30:00Z',
  },
  {
    id: 'q1',
    name: 'Sam Lee',
    email: 'sam@example.com',
    phone: '',
    message: 'Please call me about membership.',
    handled: true,
    createdAt: '2026-03-01T09:00:00Z',
  },
];

function fakeApi(overrides: Partial<InquiriesApi> = {}) {
  const updates: [string, boolean][] = [];
  const api: InquiriesApi = {
    list: async () => INQUIRIES,
    setHandled: async (id, handled) => {
      updates.push([id, handled]);
    },
    subscriberCount: async () => 42,
    subscribersCsv: async () => new Blob(['email\r\n'], { type: 'text/csv' }),
    ...overrides,
  };
  return { api, updates };
}

describe('InquiriesScreen', () => {
  it('lists requests newest first with a mailto link, phone, message and time', async () => {
    render(<InquiriesScreen api={fakeApi().api} />);
    const items = await screen.findAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Dana Ruiz', 'Sam Lee']);
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: 'dana@example.com' })
        .getAttribute('href'),
    ).toBe('mailto:dana@example.com');
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: '416 555 0100' })
        .getAttribute('href'),
    ).toBe('tel:4165550100');
    expect(
      within(items[0] as HTMLElement)
        .getByText(/Received/)
        .querySelector('time')
        ?.getAttribute('dateTime'),
    ).toBe('2026-03-02T15:30:00Z');
    expect(screen.getByText('42 subscribers')).toBeTruthy();
  });

  it('filters to unhandled requests and marks one handled through the API', async () => {
    const { api, updates } = fakeApi();
    render(<InquiriesScreen api={api} />);
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show unhandled only' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Handled: Dana Ruiz' }));
    expect(updates).toEqual([['q2', true]]);
    expect(await screen.findByText('Every request has been handled.')).toBeTruthy();
  });

  it('puts the box back and says why when the update fails', async () => {
    const { api } = fakeApi({
      setHandled: async () => {
        throw new ApiRequestError('We could not reach the server.', 'network');
      },
    });
    render(<InquiriesScreen api={api} />);
    const box = (await screen.findByRole('checkbox', { name: 'Handled: Dana Ruiz' })) as HTMLInputElement;
    fireEvent.click(box);
    expect((await screen.findByText(/could not be updated/)).textContent).toContain('We could not reach the server.');
    expect(box.checked).toBe(false);
  });

  it('exports the subscribers as a CSV file', async () => {
    const saved: string[] = [];
    render(<InquiriesScreen api={fakeApi().api} onSaveFile={(_blob, name) => saved.push(name)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Downloaded newsletter-subscribers.csv.')).toBeTruthy();
    expect(saved).toEqual(['newsletter-subscribers.csv']);
  });
});
