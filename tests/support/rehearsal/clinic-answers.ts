/**
 * A fictional clinic's answers to what the launch section of docs/operations.md asks for: its project and domain in place of
 * `your-project` and `your-clinic.ca`, a value for each `<...>` in its blocks, and the site config's real values in
 * place of each placeholder(...), as source text.
 */
export const PROJECT = 'clinic-rehearsal';
export const DOMAIN = 'yorkville-preventive.ca';
export const SITE_URL = `https://www.${DOMAIN}`;

/** What each `<...>` of the launch guide's blocks is, for this clinic. */
export const BLOCK_ANSWERS: Record<string, string> = {
  "apiKey from the web app's config": 'AIzaSyC-rehearsal0123456789abcdefghijk',
  "appId from the web app's config": '1:734028561904:web:5c0e2a9b7d41f36e8a2b17',
  'SMTP user': 'newsletter',
  'SMTP host': 'smtp.postmarkapp.com',
  'clinic name': 'Yorkville Preventive Health',
};

/** The site config's values, by the setting path the deploy check names (SITE_CONFIG.phones, ...). */
export const CONFIG_ANSWERS: Record<string, string> = {
  'SITE_CONFIG.clinicName': `'Yorkville Preventive Health'`,
  'SITE_CONFIG.phones': `[{ display: '416-924-1234', dial: '+14169241234' }]`,
  'SITE_CONFIG.fax': `{ display: '416-924-1299', dial: '+14169241299' }`,
  'SITE_CONFIG.email': `'hello@${DOMAIN}'`,
  'SITE_CONFIG.address': `{ street: '120 Avenue Road, Suite 3', city: 'Toronto', province: 'ON', postalCode: 'M5R 2H4' }`,
  'SITE_CONFIG.bookingUrls': `{
    1: 'https://yorkville.janeapp.com/b/1',
    2: 'https://yorkville.janeapp.com/b/2',
    3: 'https://yorkville.janeapp.com/b/3',
    4: 'https://yorkville.janeapp.com/b/4',
  }`,
  'SITE_CONFIG.membershipBookingUrl': `'https://yorkville.janeapp.com/b/membership'`,
  'SITE_CONFIG.socialProfiles': `[{ label: 'Instagram', url: 'https://www.instagram.com/yorkvillepreventive' }]`,
  'SITE_CONFIG.agencyCredit': `{ label: 'Studio North', url: 'https://studionorth.ca' }`,
  'SITE_CONFIG.videos': `{
    clinicTour: 'https://www.youtube-nocookie.com/embed/aB3dE5gH7jK',
    pelvicChair: 'https://www.youtube-nocookie.com/embed/bC4eF6hI8kL',
    edTherapy: 'https://www.youtube-nocookie.com/embed/cD5fG7iJ9lM',
    membership: 'https://www.youtube-nocookie.com/embed/dE6gH8jK0mN',
  }`,
  'OPERATIONS_CONFIG.clinicInboxEmail': `'frontdesk@${DOMAIN}'`,
};

/** The launch guide's stand-ins for the clinic's own names, replaced wherever they appear in a block or command. */
export function answer(text: string): string {
  return text
    .replace(/your-project/g, PROJECT)
    .replace(/your-clinic\.ca/g, DOMAIN)
    .replace(/<([^<>@]+)>/g, (token, question: string) => {
      const value = BLOCK_ANSWERS[question];
      if (value === undefined) {
        throw new Error(
          `docs/operations.md asks for ${token}, which the rehearsal's clinic has no answer for (clinic-answers.ts).`,
        );
      }
      return value;
    });
}
