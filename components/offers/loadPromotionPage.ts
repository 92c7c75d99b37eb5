import { cache } from 'react';
import { orNullIfNotFound } from '@/lib/api/http';
import { fetchCmsLanding } from '@/lib/api/offers/cmsLanding';
import { fetchPromotionPage, type PromotionPage } from '@/lib/api/offers/promotionPage';

const ID = /^\d{1,9}$/;
const SLUG = /^[a-z0-9-]{1,80}$/;

/** A promotion's page by its numeric id (null: no such promotion, a 404); a backend fault throws. */
export const loadPromotionPage = cache(
  async (id: string, lng: string): Promise<PromotionPage | null> => (ID.test(id) ? orNullIfNotFound(fetchPromotionPage(id, lng)) : null),
);

/** The promotion a CMS landing shows, by its slug (null: no such landing). */
export const loadCmsLanding = cache(
  async (slug: string, lng: string): Promise<PromotionPage | null> => (SLUG.test(slug) ? orNullIfNotFound(fetchCmsLanding(slug, lng)) : null),
);
