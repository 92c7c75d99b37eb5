import { ApiError } from '../errors';
import { BODY_LIMIT_BYTES, JSON_MAX_DEPTH } from './limits';

/**
 * The request guard's refusals, each with its stable code (docs/request-guard.md). They are thrown
 * before any route runs, so a refused request changes nothing.
 */
export const crossOrigin = (why: string) =>
  new ApiError(403, `Cross-origin request refused: ${why}`, { code: 'cross_origin' });

export const unsupportedMediaType = (expected: string) =>
  new ApiError(415, `Send the body as ${expected}`, { code: 'unsupported_media_type' });

export const payloadTooLarge = () =>
  new ApiError(413, `The request body is larger than ${BODY_LIMIT_BYTES} bytes`, { code: 'payload_too_large' });

export const jsonTooDeep = () =>
  new ApiError(400, `The JSON body nests deeper than ${JSON_MAX_DEPTH} levels`, { code: 'json_too_deep' });
