import { afterEach, describe, expect, it } from 'vitest';
import { demoClockAllowed } from './clock';

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
