import { MEDIA_UPLOAD_MAX_BYTES } from '@shared/schemas/media';

// The upload route's limits, apart from its handler: the route table refuses a larger body before the handler
// (and its multipart parser and image processing) loads.
export const MAX_UPLOAD_BYTES = MEDIA_UPLOAD_MAX_BYTES;
/** Room for the multipart boundaries, part headers and a few small fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** The whole multipart body the upload route takes: the route table refuses a larger one before the handler. */
export const UPLOAD_BODY_LIMIT_BYTES = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES;

export const TOO_LARGE_MESSAGE = 'The image is larger than 5 MB. Choose a smaller file.';
