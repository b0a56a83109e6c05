// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeBlog } from '../../../../../tests/support/web/blog-fixtures';
import { BlogCard } from './BlogCard';

afterEach(cleanup);

describe('BlogCard', () => {
  it('shows the blog’s public address, /article/{slug}, not the bare slug', () => {
    render(<BlogCard blog={makeBlog({ slug_url: 'walking-after-dinner' })} now={Date.now()} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Blood Pressure After 40');
    expect(screen.getByText('/article/walking-after-dinner')).toBeTruthy();
    expect(screen.queryByText('/walking-after-dinner')).toBeNull();
  });
});
