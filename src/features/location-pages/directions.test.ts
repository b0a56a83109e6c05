import { describe, expect, it } from 'vitest';
import { SITE_CONFIG } from '../../config/site-config';
import { hasDirections } from '@shared/location-directions';
import { locationVCard, mapsUrl, phoneOf, vCardHref } from './directions';

const unfold = (card: string) => card.replace(/\r\n[ \t]/g, '');
const lines = (card: string) => unfold(card).split('\r\n');

describe('location directions', () => {
  it('counts a page as having directions when any field is set', () => {
    expect(hasDirections({})).toBe(false);
    expect(hasDirections({ parking: 'Green P' })).toBe(true);
    expect(hasDirections({ accessibility: { elevator: false } })).toBe(true);
  });

  it('opens Maps at the coordinates, else at the address, with a plain https link', () => {
    expect(mapsUrl({ latitude: 43.6605, longitude: -79.3425, street_address: '12 Queen St E' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=43.6605%2C-79.3425',
    );
    const byAddress = new URL(mapsUrl({ street_address: '12 Queen St E', postal_code: 'M4M 1A1' }));
    expect(byAddress.origin + byAddress.pathname).toBe('https://www.google.com/maps/search/');
    expect(byAddress.searchParams.get('query')).toBe(
      `12 Queen St E, ${SITE_CONFIG.address.city}, ${SITE_CONFIG.address.province} M4M 1A1`,
    );
  });

  it('calls the page’s own number, else the clinic’s main line', () => {
    expect(phoneOf({ phone: '416-555-0142' })).toEqual({ display: '416-555-0142', dial: '+14165550142' });
    expect(phoneOf({})).toEqual(SITE_CONFIG.phones[0]);
  });

  it('builds a vCard with the page’s TEL, ADR, GEO, URL and hours, escaped, with CRLF line ends', () => {
    const card = locationVCard(
      {
        street_address: '12 Queen St E, Suite 3; rear',
        postal_code: 'M4M 1A1',
        latitude: 43.6605,
        longitude: -79.3425,
        phone: '416-555-0142',
      },
      'https://www.example.com/location/leslieville',
    );
    expect(card.endsWith('END:VCARD\r\n')).toBe(true);
    expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const content = lines(card);
    expect(content).toContain('TEL;TYPE=WORK,VOICE:+14165550142');
    expect(content).toContain(
      `ADR;TYPE=WORK:;;12 Queen St E\\, Suite 3\\; rear;${SITE_CONFIG.address.city};${SITE_CONFIG.address.province};M4M 1A1;Canada`,
    );
    expect(content).toContain('GEO:43.6605;-79.3425');
    expect(content).toContain('URL:https://www.example.com/location/leslieville');
    expect(content).toContain(`NOTE:Hours: ${SITE_CONFIG.hours}.`);
  });

  it('puts the card in a data: link that reads back unchanged', () => {
    const card = locationVCard({ parking: 'Green P' }, 'https://www.example.com/location/x');
    const href = vCardHref(card);
    expect(href.startsWith('data:text/vcard;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(card);
    // No page phone: the clinic's main line, and no GEO without coordinates.
    expect(lines(card)).toContain(`TEL;TYPE=WORK,VOICE:${SITE_CONFIG.phones[0]?.dial}`);
    expect(card).not.toContain('GEO:');
  });
});
