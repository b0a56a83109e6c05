import { clampFocal, type FocalPoint } from '../../../src/shared/schemas/media';

export type Size = { width: number; height: number };
export type CropRect = { left: number; top: number; width: number; height: number };

/**
 * The largest rectangle of the target's aspect ratio inside an image, placed so that the focal point is as near
 * its centre as the image's edges allow (a point near an edge puts the rectangle against that edge). With the
 * centre as focal point this is the centre crop every crop used to be. Whole pixels, always inside the image.
 */
export function focalCropRect(image: Size, target: Size, focal: FocalPoint): CropRect {
  const { x, y } = clampFocal(focal);
  const aspect = target.width / target.height;
  const imageW = Math.max(1, Math.round(image.width));
  const imageH = Math.max(1, Math.round(image.height));
  let width = imageW;
  let height = imageH;
  if (imageW / imageH > aspect) width = Math.max(1, Math.min(imageW, Math.round(imageH * aspect)));
  else height = Math.max(1, Math.min(imageH, Math.round(imageW / aspect)));
  const place = (point: number, size: number, extent: number) =>
    Math.min(extent - size, Math.max(0, Math.round(point * extent - size / 2)));
  return { left: place(x, width, imageW), top: place(y, height, imageH), width, height };
}
