// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import type { Inquiry, InquiryListQuery } from '@shared/schemas/inquiry';
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
    list: async () => ({ data: INQUIRIES, nextCursor: null }),
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
    expect(await screen.findByText('Every request shown has been handled.')).toBeTruthy();
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

const inquiry = (n: number): Inquiry => ({
  id: `r${n}`,
  name: `Person ${n}`,
  email: `person${n}@example.com`,
  phone: '',
  message: `Message ${n}`,
  handled: false,
  createdAt: new Date(Date.UTC(2026, 10, 20) - n * 60_000).toISOString(),
});

describe('InquiriesScreen paging and search', () => {
  it('shows older requests page by page until the last, asking with the cursor it was given', async () => {
    const asked: InquiryListQuery[] = [];
    const { api } = fakeApi({
      list: async (query = {}) => {
        asked.push(query);
        return query.cursor === 'c1'
          ? { data: [inquiry(3)], nextCursor: null }
          : { data: [inquiry(1), inquiry(2)], nextCursor: 'c1' };
      },
    });
    render(<InquiriesScreen api={api} />);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByText(/Older ones are not loaded yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show older requests' }));
    expect(await screen.findByText('That is every request.')).toBeTruthy();
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Person 1',
      'Person 2',
      'Person 3',
    ]);
    expect(asked).toEqual([{ limit: 50 }, { limit: 50, cursor: 'c1' }]);
    expect(screen.queryByRole('button', { name: 'Show older requests' })).toBeNull();
  });

  it('searches by name and dates, and keeps what was typed when the server refuses', async () => {
    const asked: InquiryListQuery[] = [];
    const { api } = fakeApi({
      list: async (query = {}) => {
        asked.push(query);
        if (query.q === 'bad')
          throw new ApiRequestError('q: Search for at most 100 characters of a name.', 'server', 400);
        return { data: query.q ? [inquiry(7)] : INQUIRIES, nextCursor: null };
      },
    });
    render(<InquiriesScreen api={api} />);
    await screen.findAllByRole('article');
    const search = screen.getByRole('search', { name: 'Search contact requests' });
    fireEvent.change(within(search).getByLabelText('Name'), { target: { value: ' Person ' } });
    fireEvent.change(within(search).getByLabelText('Received from'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(search).getByLabelText('Received until'), { target: { value: '2026-11-20' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/named “Person”, received 2026-11-01 to 2026-11-20/)).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(asked.at(-1)).toEqual({ limit: 50, q: 'Person', from: '2026-11-01', to: '2026-11-20' });

    fireEvent.change(within(search).getByLabelText('Name'), { target: { value: 'bad' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect((await screen.findByText(/could not be loaded/)).textContent).toContain('Search for at most 100 characters');
    expect((within(search).getByLabelText('Name') as HTMLInputElement).value).toBe('bad');
    expect((within(search).getByLabelText('Received from') as HTMLInputElement).value).toBe('2026-11-01');

    fireEvent.click(within(search).getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect((within(search).getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect(asked.at(-1)).toEqual({ limit: 50 });
  });

  it('says when the start date is after the end date, without asking the server', async () => {
    const asked: InquiryListQuery[] = [];
    const { api } = fakeApi({
      list: async (query = {}) => {
        asked.push(query);
        return { data: INQUIRIES, nextCursor: null };
      },
    });
    render(<InquiriesScreen api={api} />);
    await screen.findAllByRole('article');
    fireEvent.change(screen.getByLabelText('Received from'), { target: { value: '2026-11-21' } });
    fireEvent.change(screen.getByLabelText('Received until'), { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/date is after the “Received until” date/)).toBeTruthy();
    expect(asked).toEqual([{ limit: 50 }]);
  });
});
