import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '../shared/location-directions';
import { openingHoursSpecification } from './opening-hours-schema';
import { weeklyHoursLines } from './weekly-hours-lines';
import { formatTime, formatWeeklyHours } from './weekly-hours';

const TEN_TO_FIVE = { open: '10:00', close: '17:00' };
const CLINIC: WeeklyHours = {
  mon: TEN_TO_FIVE,
  tue: TEN_TO_FIVE,
  wed: TEN_TO_FIVE,
  thu: TEN_TO_FIVE,
  fri: TEN_TO_FIVE,
  sat: TEN_TO_FIVE,
  sun: null,
};
const SPLIT: WeeklyHours = {
  mon: { open: '08:30', close: '12:00' },
  tue: { open: '08:30', close: '12:00' },
  wed: null,
  thu: { open: '12:00', close: '20:15' },
  fri: { open: '00:00', close: '23:59' },
  sat: null,
  sun: null,
};

describe('weekly hours formatter', () => {
  it('writes times on a 12-hour clock', () => {
    expect(['00:00', '08:30', '12:00', '17:00', '23:59'].map(formatTime)).toEqual([
      '12:00 AM',
      '8:30 AM',
      '12:00 PM',
      '5:00 PM',
      '11:59 PM',
    ]);
  });

  it('gives the clinic its one-line text, closed days left out', () => {
    expect(formatWeeklyHours(CLINIC, 'ET')).toBe('Mon–Sat 10:00 AM – 5:00 PM ET');
    expect(formatWeeklyHours(SPLIT)).toBe(
      'Mon–Tue 8:30 AM – 12:00 PM; Thu 12:00 PM – 8:15 PM; Fri 12:00 AM – 11:59 PM',
    );
    expect(formatWeeklyHours({ ...CLINIC, mon: null, tue: null, wed: null, thu: null, fri: null, sat: null })).toBe(
      'Closed',
    );
  });

  it('lists every run of days, closed ones included, for a timetable', () => {
    expect(weeklyHoursLines(SPLIT)).toEqual([
      { days: 'Mon–Tue', hours: '8:30 AM – 12:00 PM' },
      { days: 'Wed', hours: 'Closed' },
      { days: 'Thu', hours: '12:00 PM – 8:15 PM' },
      { days: 'Fri', hours: '12:00 AM – 11:59 PM' },
      { days: 'Sat–Sun', hours: 'Closed' },
    ]);
  });

  it('gives schema.org OpeningHoursSpecification for the open days only', () => {
    expect(openingHoursSpecification(CLINIC)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '10:00',
        closes: '17:00',
      },
    ]);
    expect(openingHoursSpecification(SPLIT).map((spec) => spec.dayOfWeek)).toEqual([
      ['Monday', 'Tuesday'],
      ['Thursday'],
      ['Friday'],
    ]);
  });
});
