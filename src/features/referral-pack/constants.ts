// The service worker imports this module, so it depends on nothing but the path table.
import { paths } from '../../paths';

/** The Cache Storage cache the pack is saved in; the service worker falls back to it for navigations. */
export const REFERRAL_PACK_CACHE = 'ghap-referral-pack-v1';

/** localStorage key holding when the pack was last saved (milliseconds since the epoch). */
export const REFERRAL_PACK_SAVED_KEY = 'ghap-referral-pack-saved-at';

/** Referral criteria and the form change over time: a saved copy older than this gets a warning. */
export const STALE_AFTER_DAYS = 30;

/** Everything the pack keeps offline: the GHAP page (with its criteria), the printable form, the contact card. */
export const REFERRAL_PACK_PAGES: readonly string[] = [
  paths.geriatricAssessment,
  paths.ghapReferralForm,
  paths.clinicContactCard,
];

/** The file name offered when the contact card is downloaded. */
export const CLINIC_VCARD_FILE_NAME = paths.clinicContactCard.slice(1);
