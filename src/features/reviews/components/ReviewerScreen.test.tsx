// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeBlog } from '../../../../tests/support/web/blog-fixtures';
import { ApiRequestError } from '../../../lib/api-client';
import type { ReviewView } from '@shared/schemas/review-request';
import type { ReviewLinkApi } from '../review-link-api';
import { ReviewerScreen } from './ReviewerScreen';

afterEach(cleanup);

const TOKEN = `${'a'.repeat(20)}.${'b'.repeat(43)}`;
const VIEW: ReviewView = {
  recordType: 'blog',
  record: makeBlog({ title: 'Sleep after forty' }),
  reviewerName: 'Dr. Mei Tan',
  expiresAt: '2026-12-11T12:00:00.000Z',
  status: 'pending',
};

function fakeApi(overrides: Partial<ReviewLinkApi> = {}) {
  const calls: string[] = [];
  const api: ReviewLinkApi = {
    view: async () => VIEW,
    approve: async (token, revisionId) => {
      calls.push(revisionId ? `approve ${token} ${revisionId}` : `approve ${token}`);
      return 'Thank you. Your approval is recorded.';
    },
    returnWithComments: async (token, comments) => {
      calls.push(`return ${token} ${comments}`);
      return 'Thank you. The draft is returned to the clinic with your comments.';
    },
    ...overrides,
  };
  return { api, calls };
}

const renderRecord = (view: ReviewView) => <h1>{(view.record as { title: string }).title}</h1>;

describe('ReviewerScreen', () => {
  it('shows the draft and approves it with the link’s token', async () => {
    const { api, calls } = fakeApi();
    render(<ReviewerScreen token={TOKEN} api={api} renderRecord={renderRecord} />);
    await screen.findByRole('heading', { level: 1, name: 'Sleep after forty' });
    expect(screen.getByText(/requested from Dr\. Mei Tan/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve this version' }));
    await screen.findByText('Thank you. Your approval is recorded.');
    expect(calls).toEqual([`approve ${TOKEN}`]);
    expect(screen.queryByRole('button', { name: 'Approve this version' })).toBeNull();
  });

  it('says first that the text changed since the link was sent, marks the changes, and approves the text shown', async () => {
    const sent = makeBlog({
      title: 'Vitamin D after 50',
      blogs_content: [{ heading: 'How much', paragraph: '<p>Most adults need 800 IU a day.</p>' }],
    });
    const now = {
      ...sent,
      blogs_content: [{ heading: 'How much', paragraph: '<p>Most adults need 2000 IU a day.</p>' }],
    };
    const changed: ReviewView = { ...VIEW, record: now, sentRecord: sent, revisionId: 'rev2', changedSinceSent: true };
    const { api, calls } = fakeApi({ view: async () => changed });
    render(<ReviewerScreen token={TOKEN} api={api} renderRecord={renderRecord} />);
    const notice = await screen.findByRole('region', { name: 'Changed since this link was sent' });
    expect(notice.querySelector('dt')?.textContent).toBe('Section 1 text');
    expect(notice.querySelector('dd del')?.textContent).toBe('800');
    expect(notice.querySelector('dd ins')?.textContent).toBe('2000');
    fireEvent.click(screen.getByRole('button', { name: 'Approve this version' }));
    await screen.findByText('Thank you. Your approval is recorded.');
    expect(calls).toEqual([`approve ${TOKEN} rev2`]);
  });

  it('switches between phone and desktop widths', async () => {
    render(<ReviewerScreen token={TOKEN} api={fakeApi().api} renderRecord={renderRecord} />);
    const phone = await screen.findByRole('button', { name: 'Phone' });
    expect(phone.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Desktop' }));
    expect(screen.getByRole('button', { name: 'Desktop' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('region', { name: 'The draft article, as on a desktop' }).className).toContain('desktop');
  });

  it('asks for comments before returning, and keeps them when the answer fails', async () => {
    const { api } = fakeApi({
      returnWithComments: async () => {
        throw new ApiRequestError('Too many requests. Please wait 60 seconds and try again.', 'server', 429);
      },
    });
    render(<ReviewerScreen token={TOKEN} api={api} renderRecord={renderRecord} />);
    const button = await screen.findByRole('button', { name: 'Return with comments' });
    fireEvent.click(button);
    await screen.findByText('Write what should change before returning the draft.');
    const box = screen.getByLabelText('Or return it to the clinic with your comments');
    fireEvent.change(box, { target: { value: 'Cite the 2024 guideline.' } });
    fireEvent.click(button);
    await screen.findByText(/Too many requests/);
    expect((box as HTMLTextAreaElement).value).toBe('Cite the 2024 guideline.');
  });

  it('shows a clear page, not the draft, for an expired or revoked link', async () => {
    const message = 'This review link has expired: links work for 14 days. Ask the clinic to send a new one.';
    const { api } = fakeApi({
      view: async () => {
        throw new ApiRequestError(message, 'server', 404);
      },
    });
    render(<ReviewerScreen token={TOKEN} api={api} renderRecord={renderRecord} />);
    await screen.findByRole('heading', { level: 1, name: 'This review link does not work' });
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve this version' })).toBeNull();
  });

  it('offers to try again when the network failed', async () => {
    let attempts = 0;
    const { api } = fakeApi({
      view: async () => {
        attempts += 1;
        if (attempts === 1) throw new ApiRequestError('You appear to be offline.', 'network', null);
        return VIEW;
      },
    });
    render(<ReviewerScreen token={TOKEN} api={api} renderRecord={renderRecord} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Sleep after forty' })).toBeTruthy());
  });
});
