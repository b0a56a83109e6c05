import { describe, expect, it } from 'vitest';
import { resolveFirebaseConfig } from './firebase-config';

describe('resolveFirebaseConfig', () => {
  it('falls back to the demo project and the local Auth emulator without a project id', () => {
    expect(resolveFirebaseConfig({})).toEqual({
      options: { apiKey: 'demo-api-key', projectId: 'demo-clinic' },
      authEmulatorUrl: 'http://127.0.0.1:9099',
    });
  });

  it('honours a custom emulator address in demo mode', () => {
    const config = resolveFirebaseConfig({ VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:19099' });
    expect(config.authEmulatorUrl).toBe('http://127.0.0.1:19099');
  });

  it('treats an empty project id and demo-* ids as demo mode', () => {
    expect(resolveFirebaseConfig({ VITE_FIREBASE_PROJECT_ID: '  ' }).options.projectId).toBe('demo-clinic');
    expect(resolveFirebaseConfig({ VITE_FIREBASE_PROJECT_ID: 'demo-other' })).toMatchObject({
      options: { projectId: 'demo-other', apiKey: 'demo-api-key' },
      authEmulatorUrl: 'http://127.0.0.1:9099',
    });
  });

  it('uses the real project without an emulator when a project id is set', () => {
    const config = resolveFirebaseConfig({
      VITE_FIREBASE_PROJECT_ID: 'clinic-prod',
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'clinic-prod.firebaseapp.com',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
      VITE_FIREBASE_STORAGE_BUCKET: 'clinic-prod.appspot.com',
      VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
    });
    expect(config).toEqual({
      options: {
        apiKey: 'key',
        projectId: 'clinic-prod',
        authDomain: 'clinic-prod.firebaseapp.com',
        appId: '1:2:web:3',
        storageBucket: 'clinic-prod.appspot.com',
      },
      authEmulatorUrl: null,
    });
  });
});
