// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/support/web/render-with-providers';
import { medicalClinicJsonLd } from '../../components/seo/clinic-json-ld';
import { SITE_CONFIG } from '../../config/site-config';
import { ContactDetails } from '../../features/contact/components/ContactDetails';
import type { WeeklyHours } from '@shared/location-directions';
import { SiteFooter } from './SiteFooter';

const ORIGINAL = SITE_CONFIG.weeklyHours;
afterEach(() => {
  cleanup();
  SITE_CONFIG.weeklyHours = ORIGINAL;
});

const NINE_TO_SEVEN = { open: '09:00', close: '19:00' };
const CHANGED: WeeklyHours = {
  mon: NINE_TO_SEVEN,
  tue: NINE_TO_SEVEN,
  wed: NINE_TO_SEVEN,
  thu: NINE_TO_SEVEN,
  fri: { open: '09:00', close: '13:00' },
  sat: null,
  sun: null,
};

/**
 * The clinic's hours are typed once, as SITE_CONFIG.weeklyHours. The footer, the contact page and the
 * JSON-LD all follow a change to it, with nothing else edited.
 */
describe('the clinic hours have one source', () => {
  it('shows today’s hours in the footer, on the contact page and in the JSON-LD', async () => {
    renderWithProviders(<SiteFooter />, { path: '/' });
    expect(
      await within(screen.getByRole('contentinfo')).findByText('Hours: Mon–Sat 10:00 AM – 5:00 PM ET'),
    ).toBeTruthy();
    cleanup();
    renderWithProviders(<ContactDetails />, { path: '/contact' });
    expect(screen.getByText('Mon–Sat 10:00 AM – 5:00 PM ET')).toBeTruthy();
    expect(medicalClinicJsonLd().openingHoursSpecification).toEqual([
      expect.objectContaining({ dayOfWeek: expect.arrayContaining(['Saturday']), opens: '10:00', closes: '17:00' }),
    ]);
  });

  it('changes all three when only the weekly hours change', async () => {
    SITE_CONFIG.weeklyHours = CHANGED;
    const text = 'Mon–Thu 9:00 AM – 7:00 PM; Fri 9:00 AM – 1:00 PM ET';
    renderWithProviders(<SiteFooter />, { path: '/' });
    expect(await within(screen.getByRole('contentinfo')).findByText(`Hours: ${text}`)).toBeTruthy();
    cleanup();
    renderWithProviders(<ContactDetails />, { path: '/contact' });
    expect(screen.getByText(text)).toBeTruthy();
    expect(medicalClinicJsonLd().openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
        opens: '09:00',
        closes: '19:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '09:00', closes: '13:00' },
    ]);
    expect(medicalClinicJsonLd()).not.toHaveProperty('openingHours');
  });
});
