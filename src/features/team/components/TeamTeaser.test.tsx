// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HOME_TEASER_MEMBERS } from '../content/home-teaser-members';
import { physicianTeaserIds, rosterMembers } from '../content/team-roster';
import { TeamTeaser } from './TeamTeaser';
import { renderWithProviders } from '../../../../tests/support/web/render-with-providers';

afterEach(cleanup);

const slideNames = () =>
  within(screen.getByRole('region', { name: 'Meet your care team' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('TeamTeaser', () => {
  it('renders the given members in order, with profile links and Meet The Team', () => {
    renderWithProviders(<TeamTeaser heading="Meet your care team" members={HOME_TEASER_MEMBERS} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Meet your care team' })).toBeTruthy();
    expect(slideNames()).toEqual(['Dr. Eleanor Whitfield', 'Dr. Rajiv Menon']);
    expect(screen.getByRole('link', { name: 'Learn more about Dr. Rajiv Menon' }).getAttribute('href')).toBe(
      '/team-individual/2',
    );
    expect(screen.getByRole('link', { name: 'Meet The Team' }).getAttribute('href')).toBe('/team');
  });

  it('shows six physicians on a profile page and skips unknown ids', () => {
    renderWithProviders(<TeamTeaser members={rosterMembers(physicianTeaserIds())} />);
    const carousel = screen.getByRole('region', { name: 'Meet our physicians' });
    expect(within(carousel).getAllByRole('article')).toHaveLength(6);
    cleanup();

    renderWithProviders(<TeamTeaser heading="Meet your care team" members={rosterMembers([31, 3, 999])} />);
    expect(slideNames()).toEqual(['Dr. Sofia Castellano']);
  });

  it('alternates the booking action with Speak with membership', () => {
    renderWithProviders(
      <TeamTeaser
        members={rosterMembers([1, 2, 3])}
        bookingAction={<button type="button">Book a consultation</button>}
      />,
    );
    expect(screen.getAllByRole('button', { name: 'Book a consultation' })).toHaveLength(2);
    const membership = screen.getAllByRole('link', { name: 'Speak with membership' });
    expect(membership).toHaveLength(1);
    expect(membership[0]?.getAttribute('href')).toBe('/membership');
  });

  it('shows the sample-content label only while the team is the placeholder', () => {
    renderWithProviders(<TeamTeaser members={HOME_TEASER_MEMBERS} status="placeholder" />);
    const teaser = screen.getByRole('region', { name: 'Meet our physicians' });
    expect(teaser.getAttribute('data-placeholder-block')).toBe('team');
    expect(within(teaser).getByText('Sample content')).toBeTruthy();
    cleanup();

    renderWithProviders(<TeamTeaser members={HOME_TEASER_MEMBERS} status="final" />);
    const final = screen.getByRole('region', { name: 'Meet our physicians' });
    expect(final.hasAttribute('data-placeholder-block')).toBe(false);
    expect(within(final).queryByText('Sample content')).toBeNull();
  });

  it('rotates by the default delay (it sets none), with a Pause control in the carousel', () => {
    renderWithProviders(<TeamTeaser members={rosterMembers(physicianTeaserIds())} />);
    const carousel = screen.getByRole('region', { name: 'Team member profiles' });
    // jsdom answers no motion preference, so both prerender variants give way to the one for motion.
    expect(within(carousel).getByRole('button', { name: 'Pause carousel' })).toBeTruthy();
  });
});
