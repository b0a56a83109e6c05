import { describe, expect, it } from 'vitest';
import { SITE_CONFIG } from '../../config/site-config';
import { buildClinicVCard, type VCardSource } from './vcard';

const octets = (text: string) => new TextEncoder().encode(text).length;
/** RFC 2426 unfolding: a CRLF followed by one space or tab joins the lines. */
const unfold = (card: string) => card.replace(/\r\n[ \t]/g, '');
const contentLines = (card: string) => unfold(card).split('\r\n').slice(0, -1);
const unescape = (value: string) =>
  value.replace(/\\([\\,;nN])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));

describe('buildClinicVCard', () => {
  const card = buildClinicVCard();

  it('is a vCard 3.0 with CRLF line endings only', () => {
    expect(card.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(card.endsWith('END:VCARD\r\n')).toBe(true);
    expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('keeps every physical line within 75 octets', () => {
    for (const line of card.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('carries every contact value from the site config', () => {
    const lines = contentLines(card);
    const value = (prefix: string) => lines.filter((l) => l.startsWith(prefix)).map((l) => l.slice(prefix.length));
    expect(value('FN:').map(unescape)).toEqual([SITE_CONFIG.clinicName]);
    expect(value('ORG:').map(unescape)).toEqual([SITE_CONFIG.clinicName]);
    expect(value('TEL;TYPE=WORK,VOICE:')).toEqual(SITE_CONFIG.phones.map((phone) => phone.dial));
    expect(value('TEL;TYPE=WORK,FAX:')).toEqual([SITE_CONFIG.fax.dial]);
    expect(value('EMAIL;TYPE=INTERNET,WORK:')).toEqual([SITE_CONFIG.email]);
    expect(value('URL:')).toEqual([SITE_CONFIG.siteUrl]);
    const { street, city, province, postalCode } = SITE_CONFIG.address;
    expect(value('ADR;TYPE=WORK:')[0]?.split(';').map(unescape)).toEqual([
      '',
      '',
      street,
      city,
      province,
      postalCode,
      'Canada',
    ]);
    const [note] = value('NOTE:').map(unescape);
    expect(note).toContain(SITE_CONFIG.hours);
    expect(note).toContain(`GHAP referrals by fax: ${SITE_CONFIG.fax.display}`);
  });

  it('escapes awkward values and folds long ones so they read back unchanged', () => {
    const config: VCardSource = {
      ...SITE_CONFIG,
      clinicName: 'Smith, Jones; Partners \\ Preventive Health — Geriatric Medicine and Family Care Centre',
      address: {
        street: 'Suite 200, 1 Main St\nRear entrance',
        city: 'Toronto',
        province: 'ON',
        postalCode: 'M5V 1A1',
      },
    };
    const built = buildClinicVCard(config);
    for (const line of built.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    const lines = contentLines(built);
    const fn = lines.find((l) => l.startsWith('FN:'))?.slice(3) ?? '';
    expect(fn).toContain('Smith\\, Jones\\; Partners \\\\ Preventive');
    expect(unescape(fn)).toBe(config.clinicName);
    const adr = lines.find((l) => l.startsWith('ADR;'))?.slice('ADR;TYPE=WORK:'.length) ?? '';
    // The escaped comma and newline stay inside the street component: splitting on bare semicolons gives 7.
    expect(adr.split(/(?<!\\);/).map(unescape)[2]).toBe('Suite 200, 1 Main St\nRear entrance');
  });
});
