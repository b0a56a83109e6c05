import { describe, expect, it } from 'vitest';
import { buildOrganizationVCard, escapeVCardText, foldVCardLine } from './vcard';

const octets = (text: string) => new TextEncoder().encode(text).length;
/** RFC 2426 unfolding: a CRLF followed by one space or tab joins the lines. */
const unfold = (card: string) => card.replace(/\r\n[ \t]/g, '');
const contentLines = (card: string) => unfold(card).split('\r\n').slice(0, -1);

describe('escapeVCardText', () => {
  it('escapes backslashes, commas, semicolons and newlines, backslash first', () => {
    expect(escapeVCardText('a\\b,c;d\ne\r\nf')).toBe('a\\\\b\\,c\\;d\\ne\\nf');
  });
});

describe('foldVCardLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = `NOTE:${'x'.repeat(70)}`;
    expect(foldVCardLine(line)).toBe(line);
  });

  it('folds longer lines at 75 octets with CRLF and a space, without splitting a UTF-8 character', () => {
    const line = `NOTE:${'Mon–Sat é '.repeat(30)}`;
    const folded = foldVCardLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of physical.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded).not.toContain('\uFFFD');
    expect(unfold(folded)).toBe(line);
  });
});

describe('buildOrganizationVCard', () => {
  it('writes TEL, ADR, GEO, URL and NOTE lines with CRLF ends and escaped text', () => {
    const card = buildOrganizationVCard({
      name: 'North York, East; Clinic',
      phones: [{ dial: '+14165550100' }, { dial: '+14165550199', fax: true }],
      address: { street: '1 Main St, Suite 2\nRear door', city: 'Toronto', province: 'ON', country: 'Canada' },
      geo: { latitude: 43.7615, longitude: -79.4111 },
      url: 'https://www.example.com/location/north-york',
      note: 'Parking; P1, P2',
    });
    expect(card.endsWith('END:VCARD\r\n')).toBe(true);
    expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(contentLines(card)).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:North York\\, East\\; Clinic;;;;',
      'FN:North York\\, East\\; Clinic',
      'ORG:North York\\, East\\; Clinic',
      'X-ABShowAs:COMPANY',
      'TEL;TYPE=WORK,VOICE:+14165550100',
      'TEL;TYPE=WORK,FAX:+14165550199',
      'ADR;TYPE=WORK:;;1 Main St\\, Suite 2\\nRear door;Toronto;ON;;Canada',
      'GEO:43.7615;-79.4111',
      'URL:https://www.example.com/location/north-york',
      'NOTE:Parking\\; P1\\, P2',
      'END:VCARD',
    ]);
  });

  it('leaves out the lines it has no value for', () => {
    const lines = contentLines(buildOrganizationVCard({ name: 'Clinic', phones: [] }));
    expect(lines.some((line) => /^(TEL|EMAIL|ADR|GEO|URL|NOTE)[:;]/.test(line))).toBe(false);
  });
});
