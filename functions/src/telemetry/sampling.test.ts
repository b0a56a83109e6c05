import { describe, expect, it } from 'vitest';
import { keepSample, sampleRateFor, SERVER_SAMPLE_RATES } from './sampling';

describe('keepSample', () => {
  it('keeps all at 1 and none at 0, whatever the draw', () => {
    expect(keepSample(1, () => 0.999)).toBe(true);
    expect(keepSample(0, () => 0)).toBe(false);
  });

  it('keeps the share of uniform draws below the rate', () => {
    let i = 0;
    const draws = () => (i++ % 100) / 100;
    const kept = Array.from({ length: 1000 }, () => keepSample(0.25, draws)).filter(Boolean).length;
    expect(kept).toBe(250);
  });
});

describe('sampleRateFor', () => {
  const query = (sample: string) => new URLSearchParams({ sample });

  it('lets a request choose only inside the Functions emulator', () => {
    expect(sampleRateFor('vitals', query('none'), { FUNCTIONS_EMULATOR: 'true' })).toBe(0);
    expect(sampleRateFor('error', query('all'), { FUNCTIONS_EMULATOR: 'true' })).toBe(1);
    expect(sampleRateFor('vitals', query('none'), { K_SERVICE: 'api' })).toBe(SERVER_SAMPLE_RATES.vitals);
    expect(sampleRateFor('error', query('none'), {})).toBe(SERVER_SAMPLE_RATES.error);
  });
});
