import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E } from '../e2e/ports.mjs';

// The cluster the tests run against (playwright.cluster.config.ts): nginx on E2E.cluster.port, two
// site instances behind it, Redis, and a reference backend of its own.

export const { cluster } = E2E;

/** The cluster's reference backend's control API, on its own port (never through the site). */
export const control = (route: string) => `${cluster.backendUrl}/__control${route}`;

interface Parts {
  instances: { n: number; url: string; pid: number }[];
}

/** What runs now, as the runner wrote it (scripts/cluster.mjs: CLUSTER_DIR/parts.json). */
export function parts(): Parts {
  return JSON.parse(readFileSync(path.resolve(cluster.dataDir, 'parts.json'), 'utf8')) as Parts;
}

const pidOf = (n: number) => parts().instances.find((instance) => instance.n === n)?.pid ?? 0;

/** Up to an instance's first answer after a restart: Next's start on a loaded 2-core machine. */
const STARTS = { timeout: 60_000, intervals: [250, 500, 1000] };

async function status(request: APIRequestContext, url: string): Promise<number> {
  try {
    return (await request.get(url, { maxRedirects: 0, timeout: 5000 })).status();
  } catch {
    return 0;
  }
}

/** Kills instance `n` as a crash would (SIGKILL); returns the pid it had. */
export function killInstance(n: number): number {
  const pid = pidOf(n);
  expect(pid, `instance ${n}'s pid`).toBeGreaterThan(0);
  process.kill(pid, 'SIGKILL');
  return pid;
}

/** Waits until the runner has started instance `n` again (a new pid) and it answers a page. */
export async function instanceBack(request: APIRequestContext, n: number, killedPid: number) {
  await expect.poll(() => pidOf(n), STARTS).not.toBe(killedPid);
  await expect.poll(() => status(request, `${cluster.instanceUrl(n)}/ru`), STARTS).toBe(200);
}

/** Every instance answers (a test before may have killed one that is still starting). */
export async function allInstancesAnswer(request: APIRequestContext) {
  for (const { n } of parts().instances) await expect.poll(() => status(request, `${cluster.instanceUrl(n)}/ru`), STARTS).toBe(200);
}

/** Back to the seed; the backend purges the kept pages through the balancer before it answers. */
export async function resetBackend(request: APIRequestContext) {
  expect((await request.post(control('/reset'))).status()).toBe(200);
}
