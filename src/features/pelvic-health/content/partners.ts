/**
 * PLACEHOLDER: replace before launch. These are fictional organisations drawn as original wordmarks so the
 * carousel can be reviewed; real partner logos need each partner's permission.
 */
export type PartnerMark =
  'peak' | 'leaf' | 'wave' | 'arc' | 'ring' | 'diamond' | 'drop' | 'bars' | 'sun' | 'split' | 'chevron';

export type Partner = {
  /** Full name: the logo's accessible name. */
  name: string;
  /** The wordmark's two lines (together they spell the name). */
  word: string;
  descriptor: string;
  mark: PartnerMark;
};

export const PARTNERS: Partner[] = [
  { name: 'Quarry Lane Diagnostics', word: 'Quarry Lane', descriptor: 'Diagnostics', mark: 'peak' },
  { name: 'Birchwick Laboratories', word: 'Birchwick', descriptor: 'Laboratories', mark: 'leaf' },
  { name: 'Orrin Bay Imaging', word: 'Orrin Bay', descriptor: 'Imaging', mark: 'wave' },
  { name: 'Kestrel Row Rehabilitation', word: 'Kestrel Row', descriptor: 'Rehabilitation', mark: 'arc' },
  { name: 'Halden Vale Physiotherapy', word: 'Halden Vale', descriptor: 'Physiotherapy', mark: 'ring' },
  { name: 'Marrowby Health Partners', word: 'Marrowby', descriptor: 'Health Partners', mark: 'diamond' },
  { name: 'Wrenfield Urology Group', word: 'Wrenfield', descriptor: 'Urology Group', mark: 'drop' },
  { name: 'Tallgrass Continence Care', word: 'Tallgrass', descriptor: 'Continence Care', mark: 'bars' },
  { name: 'Lumenfern Wellness Studio', word: 'Lumenfern', descriptor: 'Wellness Studio', mark: 'sun' },
  { name: 'Stillmere Nutrition', word: 'Stillmere', descriptor: 'Nutrition', mark: 'split' },
  { name: 'Veltmoor Sports Therapy', word: 'Veltmoor', descriptor: 'Sports Therapy', mark: 'chevron' },
];
