import { kvGet, kvSet } from './db/kv';
import type { Db } from './db/handle';
import { defaultSiteConfig, type SiteConfig, SiteConfigSchema } from './siteConfig';

/** The site config lives as one JSON value in `kv` under this key. */
export const SITE_CONFIG_KV_KEY = 'site_config';

export function loadSiteConfig(db: Db): SiteConfig {
  const raw = kvGet(db, SITE_CONFIG_KV_KEY);
  if (raw === undefined) return defaultSiteConfig();
  // Only validated configs are ever written, so a parse failure means the file
  // was edited by hand; fall back to defaults rather than break every page.
  const parsed = SiteConfigSchema.safeParse(JSON.parse(raw));
  return parsed.success ? parsed.data : defaultSiteConfig();
}

export function saveSiteConfig(db: Db, config: SiteConfig): void {
  kvSet(db, SITE_CONFIG_KV_KEY, JSON.stringify(config));
}
