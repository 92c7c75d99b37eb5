// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultSiteConfig, mergeSiteConfig, SiteConfigSchema } from '../../../backend/src/siteConfig';

describe('site config merge', () => {
  it('the seed value passes the schema', () => {
    expect(SiteConfigSchema.safeParse(defaultSiteConfig()).success).toBe(true);
  });

  it('merges nested objects key by key and leaves the rest alone', () => {
    const merged = mergeSiteConfig(defaultSiteConfig(), { ageConfirmation: { enabled: true } });
    expect(SiteConfigSchema.parse(merged).ageConfirmation).toEqual({ enabled: true, age: 18, sessionStorage: false });
  });

  it('a non-ISO maintenance date fails the schema', () => {
    const merged = mergeSiteConfig(defaultSiteConfig(), { maintenance: { startsAt: 'tomorrow' } });
    expect(SiteConfigSchema.safeParse(merged).success).toBe(false);
  });
});
