/**
 * PLACEHOLDER: invented quotes, shown only while CONTENT_BLOCKS.testimonials is enabled in the site config (off by
 * default: see the condition there), and then labelled "Sample content". Real ones: names shortened to initials and
 * a town for privacy; quotes describe the experience of care, never a medical result; written consent for each.
 */
export type AvatarTone = 'ink' | 'gold' | 'sand';

export type Testimonial = {
  /** Initials art instead of a photo. */
  image: { initials: string; tone: AvatarTone };
  /** Anonymised, e.g. "R. M., Toronto". */
  name: string;
  quote: string;
  /** Who is speaking, e.g. "Annual member, financial services". */
  title: string;
};

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    image: { initials: 'RM', tone: 'ink' },
    name: 'R. M., Toronto',
    quote:
      'Having one team that knows my whole history has changed how I think about my health. I leave every visit knowing exactly what the next step is.',
    title: 'Annual member, financial services',
  },
  {
    image: { initials: 'SK', tone: 'gold' },
    name: 'S. K., Oakville',
    quote:
      'The assessment took most of a day, but every test was explained and the results meeting was unhurried. I finally understand my own numbers.',
    title: 'Executive health assessment client',
  },
  {
    image: { initials: 'DL', tone: 'sand' },
    name: 'D. L., Toronto',
    quote:
      'When my father was admitted to hospital, the team helped us understand what was happening and which questions to ask. That support mattered to our whole family.',
    title: 'Member and family caregiver',
  },
  {
    image: { initials: 'AP', tone: 'ink' },
    name: 'A. P., Markham',
    quote:
      'I travel constantly for work. Knowing I can reach someone who has my records, wherever I am, gives me real peace of mind.',
    title: 'Annual member, technology sector',
  },
  {
    image: { initials: 'JT', tone: 'gold' },
    name: 'J. T., Toronto',
    quote:
      'The coaching check-ins keep me honest: small, realistic changes reviewed every few months, rather than a lecture once a year.',
    title: 'Annual member, legal profession',
  },
  {
    image: { initials: 'MB', tone: 'sand' },
    name: 'M. B., Richmond Hill',
    quote:
      'Booking was simple, the clinic is calm, and nobody rushed me. It feels like care arranged around my week, not the other way round.',
    title: 'Executive health assessment client',
  },
];
