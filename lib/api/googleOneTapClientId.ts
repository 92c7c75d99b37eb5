import * as z from 'zod/mini';
import { SOCIAL_API } from '@/lib/config/registration';
import { getJson } from './http';

export const GoogleOneTapClientIdSchema = z.object({ clientId: z.string().check(z.minLength(1)) });

/** The Google client id One Tap is initialised with (shell-and-routing.md §7). */
export async function fetchGoogleOneTapClientId(): Promise<string> {
  return (await getJson(SOCIAL_API.oneTapClientId, GoogleOneTapClientIdSchema)).clientId;
}
