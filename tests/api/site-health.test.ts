import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../support/admin-sdk';
import { api, demoTokens, type Tokens } from '../support/http';
import { resetRateLimits } from '../support/limits-and-mail';

/** Site health (decision 0020): web vitals counted as daily histograms, read back as 75th percentiles. */
let tokens: Tokens;
beforeAll(async () => {
  tokens = await demoTokens();
});
beforeEach(async () => {
  await resetRateLimits();
  const { db } = await emulatorAdmin();
  const days = await db.collection('siteHealthDaily').get();
  await Promise.all(days.docs.map((doc) => doc.ref.delete()));
});
afterAll(resetRateLimits);

const vitals = (pageType: string, metrics: { name: string; value: number }[]) =>
  api('/api/client-errors?sample=all', {
    method: 'POST',
    json: { kind: 'vitals', release: 'test-1', pageType, metrics },
  });

type Row = { pageType: string; metric: string; p75: number; samples: number; rating: string };

/** The build id of the web release the stack's functions were built with (the maps beside the bundle). */
const deployedRelease = () =>
  (JSON.parse(readFileSync(join(process.cwd(), 'functions/web-maps/index.json'), 'utf8')) as { release: string })
    .release;

describe('site health', () => {
  it('counts each sample in its day and bucket, and answers the 75th percentile per page type and metric', async () => {
    // Four home-page views: LCP 1.2, 1.9, 2.4 and 5.1 s; the 75th percentile is the third, in (2.3, 2.4] s.
    for (const lcp of [1200, 1900, 2400, 5100]) {
      expect((await vitals('home', [{ name: 'LCP', value: lcp }])).res.status).toBe(202);
    }
    await vitals('article', [
      { name: 'INP', value: 640 },
      { name: 'CLS', value: 0.02 },
    ]);

    const { res, body } = await api('/api/site-health', { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const health = body.data as { days: number; from: string; to: string; rows: Row[] };
    expect(health.days).toBe(28);
    expect(health.to).toBe(new Date().toISOString().slice(0, 10));
    // One day of samples: the daily line is that one point, and there is no change to speak of yet.
    const today = health.to;
    const point = (p75: number, samples: number) => [{ day: today, p75, beyondLastBucket: false, samples }];
    expect(health.rows).toEqual([
      {
        pageType: 'home',
        metric: 'LCP',
        p75: 2400,
        beyondLastBucket: false,
        samples: 4,
        rating: 'good',
        daily: point(2400, 4),
      },
      {
        pageType: 'article',
        metric: 'INP',
        p75: 650,
        beyondLastBucket: false,
        samples: 1,
        rating: 'poor',
        daily: point(650, 1),
      },
      {
        pageType: 'article',
        metric: 'CLS',
        p75: 0.02,
        beyondLastBucket: false,
        samples: 1,
        rating: 'good',
        daily: point(0.02, 1),
      },
    ]);

    // What is stored: one document per day and page type, a histogram per metric, nothing about a visitor.
    const { db } = await emulatorAdmin();
    const stored = (await db.collection('siteHealthDaily').get()).docs.map((doc) => doc.data());
    expect(stored).toHaveLength(2);
    for (const day of stored) {
      expect(Object.keys(day).sort()).toEqual(['day', 'expiresAt', 'metrics', 'pageType', 'releases']);
      // The release deployed with the function, never the one the report named.
      expect(day.releases).toEqual([deployedRelease()]);
    }
    // One day recorded: no release began within the period as far as it can tell.
    expect((body.data as { releases: unknown[] }).releases).toEqual([]);
    expect(stored.map((day) => Object.keys(day.metrics as object).sort())).toEqual(
      expect.arrayContaining([['LCP'], ['CLS', 'INP']]),
    );
  });

  it('drops values beyond the plausible range (LCP or INP over 60 s, CLS over 10) and keeps the rest', async () => {
    const kept = await vitals('location', [
      { name: 'LCP', value: 119_000 },
      { name: 'INP', value: 240 },
      { name: 'CLS', value: 11 },
    ]);
    expect(kept.res.status).toBe(202);
    // Only implausible values: accepted, and nothing counted.
    const none = await vitals('team', [
      { name: 'LCP', value: 60_001 },
      { name: 'INP', value: 61_000 },
    ]);
    expect(none.res.status).toBe(202);
    // The edges themselves are plausible.
    await vitals('contact', [
      { name: 'LCP', value: 60_000 },
      { name: 'CLS', value: 10 },
    ]);
    const rows = ((await api('/api/site-health', { token: tokens.admin })).body.data as { rows: Row[] }).rows;
    expect(rows.map((row) => `${row.pageType} ${row.metric}`).sort()).toEqual([
      'contact CLS',
      'contact LCP',
      'location INP',
    ]);
  });

  it('still reads the days stored one document per metric, as before', async () => {
    const { db } = await emulatorAdmin();
    const { Timestamp } = await import('firebase-admin/firestore');
    const yesterday = new Date(Date.now() - 24 * 60 * 60_000).toISOString().slice(0, 10);
    await db
      .collection('siteHealthDaily')
      .doc(`${yesterday}_home_LCP`)
      .set({
        day: yesterday,
        pageType: 'home',
        metric: 'LCP',
        buckets: { '11': 3 },
        expiresAt: Timestamp.fromMillis(Date.now() + 28 * 24 * 60 * 60_000),
      });
    await vitals('home', [{ name: 'LCP', value: 1150 }]);
    const rows = ((await api('/api/site-health', { token: tokens.admin })).body.data as { rows: Row[] }).rows;
    expect(rows).toEqual([expect.objectContaining({ pageType: 'home', metric: 'LCP', p75: 1200, samples: 4 })]);
  });

  it('leaves out days older than 28, and the retention job deletes them', async () => {
    const { db } = await emulatorAdmin();
    const { Timestamp } = await import('firebase-admin/firestore');
    const DAY = 24 * 60 * 60_000;
    const old = new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10);
    await db
      .collection('siteHealthDaily')
      .doc(`${old}_home_LCP`)
      .set({
        day: old,
        pageType: 'home',
        metric: 'LCP',
        buckets: { '5': 3 },
        expiresAt: Timestamp.fromMillis(Date.parse(old) + 29 * DAY),
      });
    await vitals('home', [{ name: 'LCP', value: 900 }]);
    const rows = ((await api('/api/site-health', { token: tokens.admin })).body.data as { rows: Row[] }).rows;
    expect(rows).toEqual([expect.objectContaining({ pageType: 'home', metric: 'LCP', p75: 900, samples: 1 })]);

    process.env.GCLOUD_PROJECT ??= 'demo-clinic';
    const { runRetention } = await import('../../functions/src/retention/retention');
    const report = await runRetention(new Date());
    expect(report.siteHealthDaily).toBe(1);
    expect((await db.collection('siteHealthDaily').doc(`${old}_home_LCP`).get()).exists).toBe(false);
    expect((await db.collection('siteHealthDaily').get()).size).toBe(1);
  });

  it('answers 401 without a token and 403 to a signed-in visitor', async () => {
    const anonymous = await api('/api/site-health');
    expect(anonymous.res.status).toBe(401);
    expect(anonymous.body).toEqual({ status: 'error', message: 'Sign in as an administrator to do this.' });
    const visitor = await api('/api/site-health', { token: tokens.visitor });
    expect(visitor.res.status).toBe(403);
  });
});

describe('release markers', () => {
  it('marks the day a release began: the first day the deployed release counted visits after another', async () => {
    const { db } = await emulatorAdmin();
    const { Timestamp } = await import('firebase-admin/firestore');
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 24 * 60 * 60_000).toISOString().slice(0, 10);
    const expiresAt = Timestamp.fromMillis(Date.now() + 28 * 24 * 60 * 60_000);
    for (const [ago, releases] of [
      [3, ['older-1']],
      [2, ['older-1']],
    ] as const) {
      await db
        .collection('siteHealthDaily')
        .doc(`${day(ago)}_home`)
        .set({ day: day(ago), pageType: 'home', expiresAt, metrics: { LCP: { '11': 2 } }, releases });
    }
    await vitals('home', [{ name: 'LCP', value: 1150 }]);
    const health = (await api('/api/site-health', { token: tokens.admin })).body.data as {
      releases: { day: string; release: string }[];
    };
    expect(health.releases).toEqual([{ day: day(0), release: deployedRelease() }]);
  });
});
