// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/web/render-with-providers';
import { SITE_CONFIG } from '../../../config/site-config';
import type { LocationPage } from '@shared/schemas/location-page';
import { LocationPageView } from './LocationPageView';

afterEach(cleanup);

const PAGE: LocationPage = {
  location_id: 'l1',
  slug_url: 'preventive-care-leslieville',
  main_heading: 'Preventive Care in Leslieville',
  main_paragraph: '<p>Close by.</p>',
  highlighted_heading: 'Start this year',
  heading_1: 'One',
  paragraph_1: '<p>1</p>',
  heading_2: 'Two',
  paragraph_2: '<p>2</p>',
  heading_3: 'Three',
  paragraph_3: '<p>3</p>',
  heading_4: 'Four',
  paragraph_4: '<p>4</p>',
  meta_keywords: '',
  meta_link: '',
  meta_title: 'Leslieville',
  meta_description: 'Leslieville.',
  published: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

/** Its code loads on its own (a deferred section): found once it has. */
const gettingHere = () => screen.findByRole('region', { name: 'Getting here' });

describe('Getting here on a location page', () => {
  it('is absent from a page without any of its fields, which renders as before', () => {
    renderWithProviders(<LocationPageView page={PAGE} />);
    expect(screen.queryByRole('region', { name: 'Getting here' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open in Maps' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'One',
      'Two',
      'Three',
      'Four',
      'Start this year',
    ]);
  });

  it('shows every field a page states, with Maps, call and contact-card links', async () => {
    renderWithProviders(
      <LocationPageView
        page={{
          ...PAGE,
          street_address: '12 Queen St E',
          postal_code: 'M4M 1A1',
          latitude: 43.6605,
          longitude: -79.3425,
          phone: '416-555-0142',
          hours: {
            mon: { open: '09:00', close: '17:00' },
            tue: { open: '09:00', close: '17:00' },
            wed: null,
            thu: { open: '12:00', close: '20:00' },
            fri: null,
            sat: null,
            sun: null,
          },
          transit: 'Streetcar 501 to Carlaw.',
          parking: 'Green P on Carlaw.',
          accessibility: { step_free_entrance: true, elevator: false, note: 'Ramp on the east side.' },
        }}
      />,
    );
    const section = within(await gettingHere());
    expect(section.getByRole('heading', { level: 2, name: 'Getting here' })).toBeTruthy();
    expect(
      section.getByText(`12 Queen St E, ${SITE_CONFIG.address.city}, ${SITE_CONFIG.address.province} M4M 1A1`),
    ).toBeTruthy();
    expect(section.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=43.6605%2C-79.3425',
    );
    expect(section.getByRole('link', { name: 'Call 416-555-0142' }).getAttribute('href')).toBe('tel:+14165550142');
    const card = section.getByRole('link', { name: 'Add to contacts' });
    expect(card.getAttribute('download')).toBe('preventive-care-leslieville.vcf');
    expect(decodeURIComponent(card.getAttribute('href') ?? '')).toContain('GEO:43.6605;-79.3425');
    expect(section.getByText('Mon–Tue').nextElementSibling?.textContent).toBe('9:00 AM – 5:00 PM');
    expect(section.getByText('Thu').nextElementSibling?.textContent).toBe('12:00 PM – 8:00 PM');
    expect(section.getByText('Fri–Sun').nextElementSibling?.textContent).toBe('Closed');
    expect(section.getByRole('heading', { name: 'By transit' })).toBeTruthy();
    expect(section.getByText('Streetcar 501 to Carlaw.')).toBeTruthy();
    expect(section.getByText('Green P on Carlaw.')).toBeTruthy();
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Step-free entrance: Yes',
      'Elevator: No',
    ]);
    expect(section.getByText('Ramp on the east side.')).toBeTruthy();
  });

  it('falls back to the clinic’s address, main phone and hours, and leaves out what the page does not state', async () => {
    renderWithProviders(<LocationPageView page={{ ...PAGE, parking: 'Street parking only.' }} />);
    const section = within(await gettingHere());
    const main = SITE_CONFIG.phones[0];
    expect(section.getByRole('link', { name: `Call ${main?.display}` }).getAttribute('href')).toBe(`tel:${main?.dial}`);
    const maps = new URL(section.getByRole('link', { name: 'Open in Maps' }).getAttribute('href') ?? '');
    expect(maps.searchParams.get('query')).toContain(SITE_CONFIG.address.street);
    expect(section.getByText('The clinic’s hours (Toronto time):')).toBeTruthy();
    expect(section.getByText('Mon–Sat').nextElementSibling?.textContent).toBe('10:00 AM – 5:00 PM');
    expect(section.queryByRole('heading', { name: 'By transit' })).toBeNull();
    expect(section.queryByRole('heading', { name: 'Accessibility' })).toBeNull();
  });
});
