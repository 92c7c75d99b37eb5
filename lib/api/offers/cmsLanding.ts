import { getJson, query } from '../http';
import { PromotionPageSchema, type PromotionPage } from './promotionPage';

/** `GET /web-api/promotion-pages/cms/{slug}` (docs/promotions-api.md "Promotions"): the promotion a CMS landing shows. */
export const cmsLandingKey = (slug: string, lng: string) => `/web-api/promotion-pages/cms/${encodeURIComponent(slug)}${query({ lng })}`;

export function fetchCmsLanding(slug: string, lng: string): Promise<PromotionPage> {
  return getJson(cmsLandingKey(slug, lng), PromotionPageSchema);
}
