// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminScreenAt, type AdminScreen } from '../admin-screens';
import { AdminHead } from './AdminHead';

afterEach(cleanup);

describe('admin screens and their head', () => {
  it.each([
    ['/admin', 'Admin Portal | Avenue Preventive Health'],
    ['/admin/blogs', 'Blogs Listing | Avenue Preventive Health'],
    ['/admin/location-pages', 'Location Pages | Avenue Preventive Health'],
    ['/admin/inquiries/', 'Inquiries | Avenue Preventive Health'],
  ])('titles %s and keeps it out of search results', async (path, title) => {
    render(<AdminHead screen={adminScreenAt(path) as AdminScreen} />);
    await waitFor(() => expect(document.title).toBe(title));
    const robots = [...document.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute('content'));
    expect(robots).toEqual(['noindex']);
  });

  it('knows no screen at an address the portal does not have', () => {
    expect(adminScreenAt('/admin/no-such-screen')).toBeUndefined();
    expect(adminScreenAt('/administrator')).toBeUndefined();
  });
});
