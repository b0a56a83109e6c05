import { afterEach, describe, expect, it } from 'vitest';
import { demoClockAllowed, readDemoOverrides, sessionClock } from './clock';

const saved = { project: process.env.GCLOUD_PROJECT, auth: process.env.FIREBASE_AUTH_EMULATOR_HOST };
afterEach(() => {
  for (const [name, value] of [
    ['GCLOUD_PROJECT', saved.project],
    ['FIREBASE_AUTH_EMULATOR_HOST', saved.auth],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

function runIn(project: string | undefined, authEmulator: string | undefined): boolean {
  if (project === undefined) delete process.env.GCLOUD_PROJECT;
  else process.env.GCLOUD_PROJECT = project;
  if (authEmulator === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulator;
  return demoClockAllowed();
}

describe('the demo clock for the auth_time check', () => {
  it('is honoured only in a demo-* project against the Auth emulator', () => {
    expect(runIn('demo-clinic', '127.0.0.1:9099')).toBe(true);
    expect(runIn('clinic-prod', '127.0.0.1:9099')).toBe(false);
    expect(runIn('demo-clinic', undefined)).toBe(false);
    expect(runIn('clinic-demo-prod', '127.0.0.1:9099')).toBe(false);
    expect(runIn(undefined, undefined)).toBe(false);
  });
});

describe('the demo overrides of one account', () => {
  it('are never read outside a demo project on the emulator: production keeps its clock and ADMIN_MFA', async () => {
    // No Firestore runs here: a read would fail rather than answer at once.
    runIn('clinic-prod', '127.0.0.1:9099');
    const before = Date.now();
    const clock = await sessionClock('u1');
    expect(clock.secondFactorRequired).toBe(false);
    expect(clock.nowMs).toBeGreaterThanOrEqual(before);
    expect(clock.nowMs).toBeLessThanOrEqual(Date.now());
    runIn('demo-clinic', undefined);
    await expect(sessionClock('u1')).resolves.toMatchObject({ secondFactorRequired: false });
  });

  it('shift the clock and require a second factor only when the document says so', () => {
    expect(readDemoOverrides(undefined, 1000)).toEqual({ nowMs: 1000, secondFactorRequired: false });
    expect(readDemoOverrides({ offsetMs: 500, secondFactor: 'required' }, 1000)).toEqual({
      nowMs: 1500,
      secondFactorRequired: true,
    });
    expect(readDemoOverrides({ offsetMs: 'soon', secondFactor: true }, 1000)).toEqual({
      nowMs: 1000,
      secondFactorRequired: false,
    });
  });
});
