// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBuildId } from '@/lib/appVersion/buildId';

// With a deployment id Next writes one fixed BUILD_ID for every build (docs/decisions/shared-page-cache.md):
// the build an open page is told about (/version, limits-coupon-auth.md §4 "App update") is the deployment id.
describe('the build this server runs', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is the deployment id when the build has one', async () => {
    vi.stubEnv('NEXT_DEPLOYMENT_ID', 'mfz3k2-0a1b2c3d4e5f');
    expect(await readBuildId()).toBe('mfz3k2-0a1b2c3d4e5f');
    vi.stubEnv('NEXT_DEPLOYMENT_ID', 'mfz3k9-ffffffffffff');
    expect(await readBuildId()).toBe('mfz3k9-ffffffffffff');
  });
});
