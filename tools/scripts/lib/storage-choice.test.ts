import { describe, expect, it } from 'vitest';
import { chooseStorage, describeStorage } from './storage-choice';

const DIR = '/repo/.local/images';

describe('chooseStorage', () => {
  it('starts the official Storage emulator when nothing blocks it', () => {
    const choice = chooseStorage(DIR, () => null, {});
    expect(choice).toEqual({ kind: 'emulator' });
    expect(describeStorage(choice)).toMatch(/official Storage emulator \(127\.0\.0\.1:9199\)/);
  });

  it('falls back to the local folder and says why when the emulator cannot start', () => {
    const reason = 'Java 17 is installed; the official storage emulator needs Java 21+';
    const choice = chooseStorage(DIR, () => reason, {});
    expect(choice).toEqual({ kind: 'local-folder', dir: DIR, reason });
    expect(describeStorage(choice)).toBe(
      `local folder ${DIR} because the official Storage emulator cannot start: ${reason}`,
    );
  });

  it('uses the local folder when CLINIC_STORAGE=local-folder, without looking for Java', () => {
    let asked = false;
    const choice = chooseStorage(
      DIR,
      () => {
        asked = true;
        return null;
      },
      { CLINIC_STORAGE: 'local-folder' },
    );
    expect(choice).toEqual({ kind: 'local-folder', dir: DIR, reason: 'CLINIC_STORAGE=local-folder' });
    expect(asked).toBe(false);
  });
});
