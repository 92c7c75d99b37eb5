import type { MetadataRoute } from 'next';
import { API_PREFIXES } from '@/lib/config/backend';
import { siteUrl } from '@/lib/i18n/alternates';

/** Crawlers may read every page; the API prefixes are data, not pages. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: API_PREFIXES.map((prefix) => `${prefix}/`) },
    host: siteUrl().origin,
    sitemap: `${siteUrl().origin}/sitemap.xml`,
  };
}
