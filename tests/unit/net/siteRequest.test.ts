// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { API_PREFIXES } from '@/lib/config/backend';
import { SITE_API_PREFIXES, SITE_BODY_LIMIT_BYTES } from '@/lib/config/siteProxy.mjs';
import { BODY_LIMIT_BYTES } from '../../../backend/src/http/limits';
import { bodyOf, isApiPath, tooLargeBody, vouchFor } from '@/lib/net/siteRequest.mjs';

// The site's front server (scripts/serve.mjs; docs/site-proxy.md).
describe('the site front server decisions', () => {
  it('knows the same API prefixes as the rewrites, and the same body limit as the backend', () => {
    expect([...SITE_API_PREFIXES]).toEqual([...API_PREFIXES]);
    expect(SITE_BODY_LIMIT_BYTES).toBe(BODY_LIMIT_BYTES);
  });

  it('isApiPath: the prefixes and what is under them, nothing that merely starts alike', () => {
    expect(['/web-api', '/web-api/user/auth/login?x=1', '/social-api/oauth/vk/authorize', '/fragments/footer/ru', '/limit-service-api/x'].map(isApiPath)).toEqual(
      [true, true, true, true, true],
    );
    expect(['/', '/ru', '/web-apix', '/ru/web-api/x', '/_next/static/x.js', undefined].map((url) => isApiPath(url))).toEqual(Array(6).fill(false));
  });

  it('bodyOf: a declared length over the limit, a chunked body, or one that fits', () => {
    expect(bodyOf({ 'content-length': String(SITE_BODY_LIMIT_BYTES + 1) })).toBe('over');
    expect(bodyOf({ 'content-length': String(10 * 1024 * 1024) })).toBe('over');
    expect(bodyOf({ 'content-length': String(SITE_BODY_LIMIT_BYTES) })).toBe('fits');
    expect(bodyOf({ 'transfer-encoding': 'chunked' })).toBe('streamed');
    expect(bodyOf({})).toBe('fits');
  });

  it('vouchFor: drops client-sent address claims and site headers, sets its own; the key only when given', () => {
    const headers: Record<string, string | undefined> = {
      'x-forwarded-for': '6.6.6.6',
      'x-real-ip': '6.6.6.6',
      forwarded: 'for=6.6.6.6',
      'x-site-client-address': '6.6.6.6',
      'x-site-proxy-key': 'guessed',
      cookie: 'ua=1',
    };
    expect(vouchFor({ ...headers }, { address: '203.0.113.7', key: 'the-key' })).toEqual({
      'x-forwarded-for': '203.0.113.7',
      'x-site-client-address': '203.0.113.7',
      'x-site-proxy-key': 'the-key',
      cookie: 'ua=1',
    });
    expect(vouchFor({ ...headers }, { address: '203.0.113.7', key: null })).toEqual({
      'x-forwarded-for': '203.0.113.7',
      'x-site-client-address': '203.0.113.7',
      cookie: 'ua=1',
    });
  });

  it('tooLargeBody: the backend\'s JSON:API error shape', () => {
    expect(JSON.parse(tooLargeBody())).toEqual({ errors: [{ code: 'payload_too_large', detail: `The request body is larger than ${SITE_BODY_LIMIT_BYTES} bytes` }] });
  });
});
