// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import type { SiteHealth } from '@shared/schemas/client-report';
import { SiteHealthScreen } from './SiteHealthScreen';

afterEach(cleanup);

const HEALTH: SiteHealth = {
  from: '2026-10-31',
  to: '2026-11-27',
  days: 28,
  rows: [
    { pageType: 'home', metric: 'LCP', p75: 2300, beyondLastBucket: false, samples: 412, rating: 'good' },
    { pageType: 'home', metric: 'CLS', p75: 0.3, beyondLastBucket: false, samples: 1, rating: 'poor' },
    { pageType: 'article', metric: 'INP', p75: 10_000, beyondLastBucket: true, samples: 9, rating: 'poor' },
  ],
};

describe('SiteHealthScreen', () => {
  it('shows the 75th percentile per kind of page and metric, with its rating in words', async () => {
    render(<SiteHealthScreen api={{ read: async () => HEALTH }} />);
    const table = await screen.findByRole('table', {
      name: /75th percentile per kind of page, 2026-10-31 to 2026-11-27/,
    });
    const home = within(table).getByRole('row', { name: /Home page/ });
    const cells = within(home).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['2.3 s Good412 visits', 'No data', '0.3 Poor1 visit']);
    const article = within(table).getByRole('row', { name: /Blog posts/ });
    expect(within(article).getAllByRole('cell')[1]?.textContent).toBe('over 10000 ms Poor9 visits');
    expect(within(table).queryByRole('row', { name: /Location pages/ })).toBeNull();
  });

  it('draws the daily line per kind of page beside the table, each with its sentence and both thresholds', async () => {
    const point = (day: string, p75: number) => ({ day, p75, beyondLastBucket: false, samples: 30 });
    const daily: SiteHealth = {
      ...HEALTH,
      rows: [
        {
          ...HEALTH.rows[0]!,
          daily: [
            point('2026-11-16', 1900),
            point('2026-11-17', 1900),
            point('2026-11-18', 2600),
            point('2026-11-20', 2600),
          ],
          change: { day: '2026-11-18', before: 1900, after: 2600, notable: true },
        },
        HEALTH.rows[1]!,
      ],
    };
    render(<SiteHealthScreen api={{ read: async () => daily }} />);
    const trends = await screen.findByRole('region', { name: 'Day by day' });
    expect(screen.getByRole('table')).toBeTruthy();
    const home = within(trends).getByRole('region', { name: 'Home page' });
    const figure = within(home).getByRole('figure', {
      name: 'LCP on the home page rose from 1.9 s to 2.6 s on Nov 18.',
    });
    const chart = within(figure).getByRole('img', { name: /daily 75th percentile of LCP, Oct 31 to Nov 27/ });
    expect(chart.textContent).toContain('good up to 2.5 s');
    expect(chart.textContent).toContain('poor over 4.0 s');
    // Nov 19 had no visits: the line breaks there instead of bridging the gap.
    expect(chart.querySelectorAll('polyline')).toHaveLength(2);
    expect(chart.querySelectorAll('circle')).toHaveLength(4);
    // A row without a daily line (the home CLS here) gets no chart.
    expect(within(home).getAllByRole('figure')).toHaveLength(1);
  });

  it('flags the days a release began on every chart, and says so in the sentence and the chart name', async () => {
    const point = (day: string, p75: number) => ({ day, p75, beyondLastBucket: false, samples: 30 });
    const withReleases: SiteHealth = {
      ...HEALTH,
      rows: [
        {
          ...HEALTH.rows[0]!,
          daily: [point('2026-11-16', 1900), point('2026-11-17', 1900), point('2026-11-18', 2600)],
          change: { day: '2026-11-18', before: 1900, after: 2600, notable: true },
        },
      ],
      releases: [{ day: '2026-11-18', release: 'b2' }],
    };
    render(<SiteHealthScreen api={{ read: async () => withReleases }} />);
    const trends = await screen.findByRole('region', { name: 'Day by day' });
    expect(trends.textContent).toContain('A solid line with a flag marks the day a new release of the site began');
    const figure = within(trends).getByRole('figure', {
      name: 'LCP on the home page rose from 1.9 s to 2.6 s on Nov 18, the day a new release began.',
    });
    const chart = within(figure).getByRole('img', { name: /thresholds, and a new release on Nov 18\.$/ });
    expect(chart.querySelectorAll('.vital-trend__release')).toHaveLength(1);
  });

  it('shows no daily section when the server sends only totals', async () => {
    render(<SiteHealthScreen api={{ read: async () => HEALTH }} />);
    await screen.findByRole('table');
    expect(screen.queryByRole('region', { name: 'Day by day' })).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    render(<SiteHealthScreen api={{ read: async () => ({ ...HEALTH, rows: [] }) }} />);
    await screen.findByText('No measurements yet for 2026-10-31 to 2026-11-27. They appear after the first visits.');
  });

  it("shows the server's message on failure, and loads again on Refresh", async () => {
    let calls = 0;
    const api = {
      read: async () => {
        calls++;
        if (calls === 1) throw new ApiRequestError('Your account does not have administrator access.', 'server', 403);
        return HEALTH;
      },
    };
    render(<SiteHealthScreen api={api} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your account does not have administrator access.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByRole('table');
  });
});
