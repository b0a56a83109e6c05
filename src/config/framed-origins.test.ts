import { describe, expect, it } from 'vitest';
import { framedOrigins } from './framed-origins';

describe('framedOrigins', () => {
  it('names each origin once, however many URLs share it', () => {
    const config = {
      bookingUrls: {
        1: 'https://book.example.org/a',
        2: 'https://book.example.org/b',
        3: 'https://x.test/c',
        4: 'https://x.test/d',
      },
      membershipBookingUrl: 'https://book.example.org/m',
      videos: {
        clinicTour: 'https://v.test/1',
        pelvicChair: 'https://v.test/2',
        edTherapy: 'https://v.test/3',
        membership: 'https://v.test/4',
      },
    };
    expect(framedOrigins(config)).toEqual(['https://book.example.org', 'https://v.test', 'https://x.test']);
  });
});
