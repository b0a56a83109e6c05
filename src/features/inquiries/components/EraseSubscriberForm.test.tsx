// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { EraseSubscriberForm } from './EraseSubscriberForm';

afterEach(cleanup);

describe('EraseSubscriberForm', () => {
  it("erases the typed address and shows the server's sentence", async () => {
    const eraseSubscriber = vi.fn(async () => ({ message: 'The subscriber is erased.' }));
    render(<EraseSubscriberForm api={{ eraseSubscriber }} />);
    fireEvent.change(screen.getByLabelText('Email address to erase'), { target: { value: ' reader@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Erase' }));
    expect((await screen.findByText('The subscriber is erased.')).getAttribute('role')).toBe('status');
    expect(eraseSubscriber).toHaveBeenCalledWith('reader@example.com');
  });

  it('keeps the address and says why when the server refuses', async () => {
    const eraseSubscriber = async () => {
      throw new ApiRequestError('email: Enter a valid email address.', 'server', 400);
    };
    render(<EraseSubscriberForm api={{ eraseSubscriber }} />);
    const input = screen.getByLabelText('Email address to erase');
    fireEvent.change(input, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Erase' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Enter a valid email address');
    expect((input as HTMLInputElement).value).toBe('not-an-address');
  });
});
