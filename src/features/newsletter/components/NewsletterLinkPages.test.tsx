// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_CONSENT } from '@shared/newsletter-consent';
import { NewsletterConfirm, NewsletterUnsubscribe } from './NewsletterLinkPages';

afterEach(cleanup);

describe('NewsletterConfirm', () => {
  it('shows the wording and confirms only when the button is pressed', async () => {
    const onConfirm = vi.fn(async () => ({ ok: true, message: 'Your subscription is confirmed. Thank you.' }));
    render(<NewsletterConfirm token="tok" onConfirm={onConfirm} />);
    expect(screen.getByText(NEWSLETTER_CONSENT.wording)).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect((await screen.findByRole('status')).textContent).toContain('confirmed');
    expect(onConfirm).toHaveBeenCalledWith('tok');
    expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).toBeNull();
  });

  it("shows the server's refusal and keeps the button to try again", async () => {
    const onConfirm = async () => ({ ok: false, message: 'This confirmation link has expired.' });
    render(<NewsletterConfirm token="tok" onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect((await screen.findByRole('alert')).textContent).toContain('expired');
    expect(screen.getByRole('button', { name: 'Confirm my subscription' })).toBeTruthy();
  });

  it('says the link is incomplete without a token', () => {
    render(<NewsletterConfirm token={null} onConfirm={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toMatch(/not complete/);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('NewsletterUnsubscribe', () => {
  it('unsubscribes once as the page opens and says so', async () => {
    const onUnsubscribe = vi.fn(async () => ({ ok: true, message: 'You are unsubscribed.' }));
    render(<NewsletterUnsubscribe token="tok" onUnsubscribe={onUnsubscribe} />);
    expect((await screen.findByText('You are unsubscribed.')).getAttribute('role')).toBe('status');
    expect(onUnsubscribe).toHaveBeenCalledTimes(1);
  });
});

describe('before the page runs in the browser', () => {
  it('says it is checking the link and sends nothing', () => {
    const onUnsubscribe = vi.fn();
    render(<NewsletterUnsubscribe token={undefined} onUnsubscribe={onUnsubscribe} />);
    render(<NewsletterConfirm token={undefined} onConfirm={vi.fn()} />);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
      'Checking the link…',
      'Checking the link…',
    ]);
    expect(onUnsubscribe).not.toHaveBeenCalled();
  });
});
