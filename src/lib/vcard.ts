/**
 * vCard 3.0 for an organisation's contact card, the version iOS, Android and Outlook all import: shared by the
 * referral pack (the clinic's card) and the location pages ("Add to contacts").
 */

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

export type OrganizationCard = {
  name: string;
  /** E.164 numbers, so they dial from anywhere. */
  phones: readonly { dial: string; fax?: boolean }[];
  email?: string;
  address?: { street: string; city: string; province: string; postalCode?: string; country: string };
  geo?: { latitude: number; longitude: number };
  url?: string;
  note?: string;
};

/** An organisation's card as vCard 3.0 text: CRLF line ends, long lines folded, text values escaped. */
export function buildOrganizationVCard(card: OrganizationCard): string {
  const name = escapeVCardText(card.name);
  const adr = card.address;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    // N is required in 3.0; the organisation's name as the family name keeps it readable where ORG is not shown.
    `N:${name};;;;`,
    `FN:${name}`,
    `ORG:${name}`,
    // Apple Contacts: show this card as a company rather than a person.
    'X-ABShowAs:COMPANY',
    ...card.phones.map((phone) => `TEL;TYPE=WORK,${phone.fax ? 'FAX' : 'VOICE'}:${phone.dial}`),
    ...(card.email ? [`EMAIL;TYPE=INTERNET,WORK:${card.email}`] : []),
    ...(adr
      ? [
          `ADR;TYPE=WORK:${['', '', adr.street, adr.city, adr.province, adr.postalCode ?? '', adr.country]
            .map(escapeVCardText)
            .join(';')}`,
        ]
      : []),
    // RFC 2426 §3.4.2: latitude;longitude as decimal degrees.
    ...(card.geo ? [`GEO:${card.geo.latitude};${card.geo.longitude}`] : []),
    ...(card.url ? [`URL:${card.url}`] : []),
    ...(card.note ? [`NOTE:${escapeVCardText(card.note)}`] : []),
    'END:VCARD',
  ];
  return lines.map(foldVCardLine).join(CRLF) + CRLF;
}
