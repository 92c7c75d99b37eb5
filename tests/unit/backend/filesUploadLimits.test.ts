// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { takesUpload, UPLOAD_BODY_LIMIT_BYTES, UPLOAD_PATHS_FOR_SITE } from '../../../backend/src/http/uploadEndpoints';
import { MAX_UPLOAD_BYTES } from '../../../backend/src/files/store';
import { BODY_LIMIT_BYTES } from '../../../backend/src/http/limits';
import { SITE_BODY_LIMIT_BYTES, SITE_UPLOAD_BODY_LIMIT_BYTES, SITE_UPLOAD_PATHS } from '@/lib/config/siteProxy.mjs';
import { bodyLimitOf } from '@/lib/net/siteRequest.mjs';

/** The upload endpoints' body limit, the same on the site's front server and the backend (docs/documents-api.md). */
describe('upload body limits', () => {
  it('the site and the backend name the same upload paths and limit, above the file store’s 10 MB', () => {
    expect([...SITE_UPLOAD_PATHS]).toEqual([...UPLOAD_PATHS_FOR_SITE]);
    expect(SITE_UPLOAD_BODY_LIMIT_BYTES).toBe(UPLOAD_BODY_LIMIT_BYTES);
    expect(UPLOAD_BODY_LIMIT_BYTES).toBeGreaterThan(MAX_UPLOAD_BYTES);
    for (const path of UPLOAD_PATHS_FOR_SITE) expect(takesUpload('POST', path)).toBe(true);
  });

  it('only a POST to an upload path gets the larger limit on the site', () => {
    expect(bodyLimitOf('POST', '/web-api/documents?lng=ru')).toBe(SITE_UPLOAD_BODY_LIMIT_BYTES);
    expect(bodyLimitOf('PUT', '/web-api/documents')).toBe(SITE_BODY_LIMIT_BYTES);
    expect(bodyLimitOf('POST', '/web-api/documents/doc_0000000000000000')).toBe(SITE_BODY_LIMIT_BYTES);
    expect(bodyLimitOf('POST', '/web-api/user/config')).toBe(BODY_LIMIT_BYTES);
    expect(takesUpload('POST', '/web-api/documentsX')).toBe(false);
  });
});
