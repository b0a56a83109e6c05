// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TeamDirectory } from './TeamDirectory';
import { renderWithProviders } from '../../../../tests/support/web/render-with-providers';

afterEach(cleanup);

const SECTIONS = [
  { id: 'specialists', heading: 'Specialists', count: 19 },
  { id: 'primary-care', heading: 'Primary care', count: 2 },
  { id: 'allied-health', heading: 'Allied Health', count: 7 },
  { id: 'administrators-support', heading: 'Administrators & Support', count: 4 },
];

describe('TeamDirectory', () => {
  it('has one h1 and a jump list to the four sections', () => {
    renderWithProviders(<TeamDirectory />, { path: '/team' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const jump = screen.getByRole('navigation', { name: 'Team groups' });
    expect(
      within(jump)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(SECTIONS.map((s) => `#${s.id}`));
  });

  it('renders the four sections with their ids and member counts', () => {
    renderWithProviders(<TeamDirectory />, { path: '/team' });
    for (const { id, heading, count } of SECTIONS) {
      const section = screen.getByRole('region', { name: heading });
      expect(section.id).toBe(id);
      expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(heading);
      expect(within(section).getAllByRole('article')).toHaveLength(count);
    }
  });

  it('links each card to the profile by name, with a Learn more link', () => {
    renderWithProviders(<TeamDirectory />, { path: '/team' });
    const section = screen.getByRole('region', { name: 'Administrators & Support' });
    const hrefs = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => within(h).getByRole('link').getAttribute('href'));
    expect(hrefs).toEqual(['/team-individual/29', '/team-individual/30', '/team-individual/32', '/team-individual/33']);

    const nameLink = screen.getByRole('link', { name: 'Dr. Rajiv Menon' });
    expect(nameLink.getAttribute('href')).toBe('/team-individual/2');
    const more = screen.getByRole('link', { name: 'Learn more about Dr. Rajiv Menon' });
    expect(more.getAttribute('href')).toBe('/team-individual/2');
    expect(more.textContent).toMatch(/^Learn more/);
    expect(screen.getAllByRole('link', { name: /^Learn more about / })).toHaveLength(32);
  });
});
