import { readBuildId } from '@/lib/appVersion/buildId';

// Answered on every request: the point is to tell an open page that a newer build is deployed.
export const dynamic = 'force-dynamic';

/**
 * The deployed build id (limits-coupon-auth.md §4 "App update"). Outside the language tree: the middleware
 * lets `/version` through (see its matcher), it is no page of the route manifest.
 */
export async function GET() {
  return Response.json({ buildId: await readBuildId() }, { headers: { 'Cache-Control': 'no-store' } });
}
