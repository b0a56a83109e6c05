import { describe, expect, it } from 'vitest';
import {
  formatTorontoTime,
  isPubliclyVisible,
  isScheduled,
  nextPublishTime,
  torontoLocalToIso,
  toTorontoLocal,
} from './schedule';

const at = (iso: string) => Date.parse(iso);

describe('isScheduled / isPubliclyVisible', () => {
  it('hides a published record until its time, to the millisecond', () => {
    const publishAt = '2026-11-24T14:00:00.000Z';
    expect(isPubliclyVisible({ published: true, publishAt }, at('2026-11-24T13:59:59.999Z'))).toBe(false);
    expect(isPubliclyVisible({ published: true, publishAt }, at('2026-11-24T14:00:00.000Z'))).toBe(true);
    expect(isPubliclyVisible({ published: true, publishAt }, at('2026-11-24T14:00:00.001Z'))).toBe(true);
  });

  it('compares instants, whatever offset the time was written with', () => {
    // 09:00 in Toronto in November (EST, UTC-5) is 14:00 UTC.
    expect(isScheduled('2026-11-24T09:00:00-05:00', at('2026-11-24T13:59:00Z'))).toBe(true);
    expect(isScheduled('2026-11-24T09:00:00-05:00', at('2026-11-24T14:00:00Z'))).toBe(false);
  });

  it('treats no schedule as public, and a draft as never public', () => {
    expect(isPubliclyVisible({ published: true, publishAt: '' }, 0)).toBe(true);
    expect(isPubliclyVisible({ published: true }, 0)).toBe(true);
    expect(isPubliclyVisible({ published: false, publishAt: '2000-01-01T00:00:00Z' }, Date.now())).toBe(false);
  });

  it('finds the soonest pending time', () => {
    const now = at('2026-06-01T00:00:00Z');
    const records = [
      { publishAt: '2026-07-01T00:00:00.000Z' },
      { publishAt: '2026-05-01T00:00:00.000Z' },
      { publishAt: '2026-06-02T00:00:00.000Z' },
      {},
    ];
    expect(nextPublishTime(records, now)).toBe(at('2026-06-02T00:00:00Z'));
    expect(nextPublishTime([{}], now)).toBeNull();
  });
});

describe('Toronto wall-clock times', () => {
  it('converts winter (EST, UTC-5) and summer (EDT, UTC-4) times', () => {
    expect(torontoLocalToIso('2026-01-15T09:30')).toBe('2026-01-15T14:30:00.000Z');
    expect(torontoLocalToIso('2026-07-15T09:30')).toBe('2026-07-15T13:30:00.000Z');
    expect(toTorontoLocal('2026-01-15T14:30:00.000Z')).toBe('2026-01-15T09:30');
    expect(toTorontoLocal('2026-07-15T13:30:00.000Z')).toBe('2026-07-15T09:30');
  });

  // Toronto's daylight-saving changes in 2026 and 2027: at 02:00 EST the clock jumps to 03:00 EDT (spring), and at
  // 02:00 EDT it goes back to 01:00 EST (fall).
  const SPRING = [
    { date: '2026-03-08', jumpUtc: '07:00' },
    { date: '2027-03-14', jumpUtc: '07:00' },
  ];
  const FALL = [
    { date: '2026-11-01', firstOneThirtyUtc: '05:30', secondOneThirtyUtc: '06:30' },
    { date: '2027-11-07', firstOneThirtyUtc: '05:30', secondOneThirtyUtc: '06:30' },
  ];

  it.each(SPRING)('handles the spring-forward night of $date (02:00 EST becomes 03:00 EDT)', ({ date, jumpUtc }) => {
    expect(torontoLocalToIso(`${date}T01:59`)).toBe(`${date}T06:59:00.000Z`);
    // 02:30 does not exist that night: read as 03:30 EDT.
    expect(torontoLocalToIso(`${date}T02:30`)).toBe(`${date}T07:30:00.000Z`);
    expect(torontoLocalToIso(`${date}T03:00`)).toBe(`${date}T${jumpUtc}:00.000Z`);
    // One minute before and at the jump, as the admin form shows them.
    expect(toTorontoLocal(`${date}T06:59:00.000Z`)).toBe(`${date}T01:59`);
    expect(toTorontoLocal(`${date}T${jumpUtc}:00.000Z`)).toBe(`${date}T03:00`);
    expect(toTorontoLocal(`${date}T07:30:00.000Z`)).toBe(`${date}T03:30`);
  });

  it.each(FALL)(
    'handles the fall-back night of $date (02:00 EDT becomes 01:00 EST)',
    ({ date, firstOneThirtyUtc, secondOneThirtyUtc }) => {
      // 01:30 happens twice; the first (EDT) is chosen.
      expect(torontoLocalToIso(`${date}T01:30`)).toBe(`${date}T${firstOneThirtyUtc}:00.000Z`);
      expect(toTorontoLocal(`${date}T${firstOneThirtyUtc}:00.000Z`)).toBe(`${date}T01:30`);
      expect(toTorontoLocal(`${date}T${secondOneThirtyUtc}:00.000Z`)).toBe(`${date}T01:30`);
      // After the change: EST, UTC-5.
      expect(torontoLocalToIso(`${date}T02:30`)).toBe(`${date}T07:30:00.000Z`);
      expect(toTorontoLocal(`${date}T07:30:00.000Z`)).toBe(`${date}T02:30`);
    },
  );

  it('round-trips every hour of 2026 and 2027', () => {
    let repeated = 0;
    for (let t = at('2026-01-01T00:00:00Z'); t < at('2028-01-01T00:00:00Z'); t += 60 * 60_000) {
      const local = toTorontoLocal(new Date(t).toISOString());
      const back = torontoLocalToIso(local);
      if (back === new Date(t).toISOString()) continue;
      // Only the repeated fall-back hour maps to its first occurrence, an hour earlier.
      expect(Date.parse(back ?? ''), local).toBe(t - 3600_000);
      repeated += 1;
    }
    // One repeated hour on each of the two fall-back nights.
    expect(repeated).toBe(2);
  });

  it('gives the same answers whatever time zone the computer is set to', () => {
    const before = process.env.TZ;
    const answers = (zone: string) => {
      process.env.TZ = zone;
      return [
        torontoLocalToIso('2026-03-08T02:30'),
        torontoLocalToIso('2027-11-07T01:30'),
        toTorontoLocal('2027-03-14T07:00:00.000Z'),
        toTorontoLocal('2026-11-01T06:30:00.000Z'),
      ];
    };
    try {
      const expected = ['2026-03-08T07:30:00.000Z', '2027-11-07T05:30:00.000Z', '2027-03-14T03:00', '2026-11-01T01:30'];
      for (const zone of ['UTC', 'America/Toronto', 'Asia/Tokyo', 'Europe/London', 'America/Los_Angeles']) {
        expect(answers(zone), zone).toEqual(expected);
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it('takes seconds when given', () => {
    expect(torontoLocalToIso('2026-07-15T09:30:15')).toBe('2026-07-15T13:30:15.000Z');
    expect(toTorontoLocal('2026-07-15T13:30:15.000Z')).toBe('2026-07-15T09:30:15');
    expect(torontoLocalToIso('2026-07-15T09:30:00')).toBe('2026-07-15T13:30:00.000Z');
  });

  it('refuses text that is not a time, and formats for people', () => {
    expect(torontoLocalToIso('tomorrow')).toBeNull();
    expect(torontoLocalToIso('2026-02-30T09:00')).toBeNull();
    expect(torontoLocalToIso('2026-07-15T24:00')).toBeNull();
    expect(toTorontoLocal('')).toBe('');
    expect(formatTorontoTime('2026-07-15T13:30:00.000Z')).toMatch(/July 15, 2026.*9:30.*\(Toronto time\)/);
  });
});
