import { describe, expect, it } from 'vitest';
import { focalCropRect } from './focal-crop';

const CARD = { width: 640, height: 360 };
const SOCIAL = { width: 1200, height: 630 };

describe('focalCropRect', () => {
  it('cuts a portrait photo to a 16:9 band around the focal point, full width', () => {
    // 900 × 1600 portrait: a 16:9 band is 900 × 506.
    expect(focalCropRect({ width: 900, height: 1600 }, CARD, { x: 0.5, y: 0.5 })).toEqual({
      left: 0,
      top: 547,
      width: 900,
      height: 506,
    });
    expect(focalCropRect({ width: 900, height: 1600 }, CARD, { x: 0.5, y: 0.25 })).toEqual({
      left: 0,
      top: 147,
      width: 900,
      height: 506,
    });
  });

  it('cuts a wide photo to the target ratio around the focal point, full height', () => {
    // 1600 × 600 panorama to 1200:630 → 1143 × 600.
    const rect = focalCropRect({ width: 1600, height: 600 }, SOCIAL, { x: 0.6, y: 0.5 });
    expect(rect).toEqual({ left: 389, top: 0, width: 1143, height: 600 });
  });

  it('keeps the rectangle inside the image when the focal point is near an edge', () => {
    expect(focalCropRect({ width: 900, height: 1600 }, CARD, { x: 0.5, y: 0.02 }).top).toBe(0);
    expect(focalCropRect({ width: 900, height: 1600 }, CARD, { x: 0.5, y: 0.99 }).top).toBe(1600 - 506);
    expect(focalCropRect({ width: 1600, height: 600 }, CARD, { x: 0, y: 0 }).left).toBe(0);
    expect(focalCropRect({ width: 1600, height: 600 }, CARD, { x: 1, y: 1 }).left).toBe(1600 - 1067);
  });

  it('clamps a focal point outside the image (and treats NaN as the centre)', () => {
    const image = { width: 900, height: 1600 };
    expect(focalCropRect(image, CARD, { x: -3, y: -0.5 })).toEqual(focalCropRect(image, CARD, { x: 0, y: 0 }));
    expect(focalCropRect(image, CARD, { x: 7, y: 42 })).toEqual(focalCropRect(image, CARD, { x: 1, y: 1 }));
    expect(focalCropRect(image, CARD, { x: Number.NaN, y: Number.NaN })).toEqual(
      focalCropRect(image, CARD, { x: 0.5, y: 0.5 }),
    );
  });

  it('moves the crop when the focal point moves, and not when the image already has the ratio', () => {
    const top = (y: number) => focalCropRect({ width: 900, height: 1600 }, CARD, { x: 0.5, y }).top;
    expect(top(0.3)).toBeLessThan(top(0.7));
    expect(focalCropRect({ width: 1280, height: 720 }, CARD, { x: 0.1, y: 0.9 })).toEqual({
      left: 0,
      top: 0,
      width: 1280,
      height: 720,
    });
  });

  it('always answers at least one whole pixel inside tiny or odd images', () => {
    for (const image of [
      { width: 1, height: 1 },
      { width: 3, height: 1000 },
      { width: 1000, height: 3 },
      { width: 641, height: 359 },
    ]) {
      for (const focal of [
        { x: 0, y: 0 },
        { x: 0.5, y: 0.5 },
        { x: 1, y: 1 },
      ]) {
        const rect = focalCropRect(image, CARD, focal);
        expect(rect.width).toBeGreaterThanOrEqual(1);
        expect(rect.height).toBeGreaterThanOrEqual(1);
        expect(rect.left + rect.width).toBeLessThanOrEqual(image.width);
        expect(rect.top + rect.height).toBeLessThanOrEqual(image.height);
        expect(Number.isInteger(rect.left) && Number.isInteger(rect.top)).toBe(true);
      }
    }
  });
});

describe('cropObjectPosition (the library preview)', () => {
  it('shows in CSS the rectangle the crop cuts', async () => {
    const { cropObjectPosition } = await import('@shared/schemas/media');
    // 900 × 1600 portrait, card band 506 high: top 147 of 1094 possible → 13.4%.
    expect(cropObjectPosition({ width: 900, height: 1600 }, CARD, { x: 0.5, y: 0.25 })).toBe('50% 13.4%');
    expect(cropObjectPosition({ width: 900, height: 1600 }, CARD, { x: 0.5, y: 0 })).toBe('50% 0%');
    expect(cropObjectPosition({ width: 900, height: 1600 }, CARD, { x: 0.5, y: 5 })).toBe('50% 100%');
  });
});
