import * as z from 'zod/mini';
import { APP_VERSION_PATH } from '@/lib/config/appVersion';
import { getJson } from './http';

/** The deployed build (app/version/route.ts); null when the server cannot tell. */
export const AppVersionSchema = z.object({ buildId: z.nullable(z.string()) });
export type AppVersion = z.infer<typeof AppVersionSchema>;

/** The id of the build now deployed. Browser only: the path is the site's own, not the backend's. */
export async function fetchAppVersion(): Promise<string | null> {
  return (await getJson(APP_VERSION_PATH, AppVersionSchema)).buildId;
}
