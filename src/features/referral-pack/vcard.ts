import { SITE_CONFIG, type SiteConfig } from '../../config/site-config';

/** The parts of the site config a contact card needs. */
export type VCardSource = Pick<SiteConfig, 'clinicName' | 'siteUrl' | 'phones' | 'fax' | 'email' | 'address' | 'hours'>;

const CRLF = '\r\n';
/** RFC 2426 §2.6: lines longer than 75 octets (not characters) should be folded. */
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** Escapes a vCard 3.0 text value: backslash first, so the escapes added after it are not doubled. */
export function escapeVCardText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds one content line at 75 octets: each continuation starts with a space, which unfolding removes.
 * It walks code points, so a multi-byte UTF-8 character (the en dash in the hours) is never cut in two.
 */
export function foldVCardLine(line: string): string {
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      // The leading space of a continuation line counts towards its 75 octets.
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/**
 * The clinic's contact card as vCard 3.0, the version iOS, Android and Outlook all import. Phones are in
 * E.164 so they dial from anywhere; the note tells the reader that GHAP referrals go by fax.
 */
export function buildClinicVCard(config: VCardSource = SITE_CONFIG): string {
  const name = escapeVCardText(config.clinicName);
  const { street, city, province, postalCode } = config.address;
  const address = ['', '', street, city, province, postalCode, 'Canada'].map(escapeVCardText).join(';');
  const note = `Hours: ${config.hours}. GHAP referrals by fax: ${config.fax.display}.`;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    // N is required in 3.0; the clinic name as the family name keeps it readable where ORG is not shown.
    `N:${name};;;;`,
    `FN:${name}`,
    `ORG:${name}`,
    // Apple Contacts: show this card as a company rather than a person.
    'X-ABShowAs:COMPANY',
    ...config.phones.map((phone) => `TEL;TYPE=WORK,VOICE:${phone.dial}`),
    `TEL;TYPE=WORK,FAX:${config.fax.dial}`,
    `EMAIL;TYPE=INTERNET,WORK:${config.email}`,
    `ADR;TYPE=WORK:${address}`,
    `URL:${config.siteUrl}`,
    `NOTE:${escapeVCardText(note)}`,
    'END:VCARD',
  ];
  return lines.map(foldVCardLine).join(CRLF) + CRLF;
}
