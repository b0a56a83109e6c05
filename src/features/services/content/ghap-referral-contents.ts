/** What a referral should include, for the "How to refer" section. */
export const GHAP_REFERRAL_CONTENTS: readonly string[] = [
  'Patient name, date of birth, address, phone number, and health card number with version code',
  'The reason for referral and the specific questions you would like answered',
  'A current medication list, including over-the-counter products and supplements if known',
  'Medical history and active problems',
  'Relevant recent results: blood work, imaging and any cognitive screening scores',
  'Contact details of a family member, caregiver or substitute decision-maker, where appropriate',
  'Any need for an interpreter, hearing or vision support, or accessible entry',
];
