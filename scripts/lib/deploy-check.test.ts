import { describe, expect, it } from 'vitest';
import { resolveFirebaseConfig, type FirebaseEnv } from '../../src/config/firebase-config';
import { resolveSiteUrl } from '../../src/config/site-config';
import { deployProblems } from './deploy-check';

const REAL_PROJECT = { VITE_FIREBASE_PROJECT_ID: 'clinic-prod', VITE_FIREBASE_API_KEY: 'key' };
const REAL_SITE = 'https://www.clinic.ca';

/** The problems of a build with these variables, resolved by the app's own config functions. */
const problemsWith = (env: FirebaseEnv, siteUrl?: string) =>
  deployProblems({ firebase: resolveFirebaseConfig(env), siteUrl: resolveSiteUrl(siteUrl) });

describe('the deploy check', () => {
  it('lets a build for a real project and a real address through', () => {
    expect(problemsWith(REAL_PROJECT, REAL_SITE)).toEqual([]);
  });

  it('refuses demo mode: no project id, an empty one, or a demo- id', () => {
    for (const env of [{}, { VITE_FIREBASE_PROJECT_ID: ' ' }, { VITE_FIREBASE_PROJECT_ID: 'demo-clinic' }]) {
      const problems = problemsWith(env, REAL_SITE);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/demo mode.*VITE_FIREBASE_PROJECT_ID/);
    }
  });

  it('refuses a real project without its Web API key', () => {
    expect(problemsWith({ VITE_FIREBASE_PROJECT_ID: 'clinic-prod' }, REAL_SITE)).toEqual([
      expect.stringContaining('VITE_FIREBASE_API_KEY'),
    ]);
  });

  it('refuses the placeholder site address, and says both problems at once', () => {
    expect(problemsWith(REAL_PROJECT)).toEqual([expect.stringMatching(/placeholder.*VITE_SITE_URL/)]);
    expect(problemsWith({})).toHaveLength(2);
  });
});
