/**
 * The crop rectangle around a focal point. Written once in src/shared (the library's previews in the browser cut
 * exactly as sharp does here); tested in focal-crop.test.ts beside the crops that use it.
 */
export { focalCropRect, type CropRect, type Size } from '@shared/schemas/media';
