// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { paths, ROUTE_PATTERNS } from '../../paths';
import { TeamMemberPage } from '../../pages/team-member-page';
import { TeamPage } from '../../pages/team-page';
import { renderWithProviders } from '../../../tests/support/web/render-with-providers';
import { settled } from '../../../tests/support/web/press';

/** The two team routes as the route table declares them, so `useParams` sees the real pattern. */
afterEach(cleanup);

/** In an awaited act (tests/support/web/press.ts): a profile reached in the app loads the bios chunk. */
async function renderAt(path: string) {
  await settled(() =>
    renderWithProviders(
      <Switch>
        <Route path={paths.team}>
          <TeamPage />
        </Route>
        <Route path={ROUTE_PATTERNS.teamMember}>
          <TeamMemberPage />
        </Route>
      </Switch>,
      { path },
    ),
  );
}

const jsonLdTypes = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => (JSON.parse(s.textContent ?? '{}') as { '@type'?: string })['@type'],
  );

describe('team pages', () => {
  it('renders the directory with its title', async () => {
    await renderAt('/team');
    expect(screen.getByRole('heading', { level: 1, name: 'Meet our team' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Our team | Avenue Preventive Health'));
  });

  it('renders a profile with name, credentials, specialty, bio and the team teaser', async () => {
    await renderAt('/team-individual/2');
    const profile = await screen.findByRole('article', { name: 'Dr. Rajiv Menon' });
    expect(within(profile).getByRole('heading', { level: 1 }).textContent).toBe('Dr. Rajiv Menon');
    expect(within(profile).getByText('MD, FRCSC')).toBeTruthy();
    expect(within(profile).getByText('Vascular Surgery')).toBeTruthy();
    expect(within(profile).getByRole('heading', { level: 2, name: 'About Dr. Rajiv Menon' })).toBeTruthy();
    expect(within(profile).getByText(/focuses on finding circulation problems early/)).toBeTruthy();
    expect(within(profile).getByRole('button', { name: 'Book a consultation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Meet The Team' }).getAttribute('href')).toBe('/team');

    const teaser = screen.getByRole('region', { name: 'More of our physicians' });
    const names = within(teaser)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toHaveLength(6);
    expect(names).not.toContain('Dr. Rajiv Menon');

    // No Physician structured data for an invented physician: only once the team is the clinic's own.
    await waitFor(() => expect(jsonLdTypes()).toEqual(['BreadcrumbList']));
    expect(document.title).toBe('Dr. Rajiv Menon, Vascular Surgery | Avenue Preventive Health');
  });

  it('labels the placeholder team as sample content on the directory and on every part of a profile', async () => {
    await renderAt('/team');
    const directory = document.querySelector('[data-placeholder-block="team"]') as HTMLElement;
    expect(directory.contains(screen.getByRole('heading', { level: 1, name: 'Meet our team' }))).toBe(true);
    expect(within(directory).getByText('Sample content').closest('p')?.textContent).toMatch(/invented/);
    cleanup();

    await renderAt('/team-individual/2');
    const profile = await screen.findByRole('article', { name: 'Dr. Rajiv Menon' });
    expect(profile.getAttribute('data-placeholder-block')).toBe('team');
    expect(within(profile).getByText('Sample content')).toBeTruthy();
    const teaser = screen.getByRole('region', { name: 'More of our physicians' });
    expect(within(teaser).getByText('Sample content')).toBeTruthy();
  });

  it('leaves out the bio section when the bio is empty and skips Physician JSON-LD for non-physicians', async () => {
    await renderAt('/team-individual/24');
    const profile = await screen.findByRole('article', { name: 'Grace Lin' });
    expect(within(profile).getByText('RKin')).toBeTruthy();
    expect(within(profile).getByText('Registered Kinesiologist')).toBeTruthy();
    expect(within(profile).queryByRole('heading', { name: /^About / })).toBeNull();
    await waitFor(() => expect(jsonLdTypes()).toEqual(['BreadcrumbList']));
  });

  it.each(['/team-individual/31', '/team-individual/abc'])('shows a friendly not-found view for %s', async (path) => {
    await renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find that team member' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See our whole team' }).getAttribute('href')).toBe('/team');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow'),
    );
  });
});
