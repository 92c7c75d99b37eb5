import * as z from 'zod/mini';
import { getJson, query } from '../http';
import { LandingLinkSchema, type LandingLink } from './landing';

// `GET /web-api/casino/landings?lng=` (docs/casino-landings-api.md): every landing's route and title, in order.

export const landingsKey = (lng: string) => `/web-api/casino/landings${query({ lng })}`;

export function fetchLandings(lng: string): Promise<LandingLink[]> {
  return getJson(landingsKey(lng), z.array(LandingLinkSchema));
}
