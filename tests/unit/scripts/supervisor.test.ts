// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextRestart, supervise, RESTART_FIRST_DELAY_MS, RESTART_MAX_DELAY_MS, RESTART_RESET_AFTER_MS } from '@/scripts/lib/supervisor.mjs';

// scripts/start.mjs keeps the reference backend running with this (docs/site-proxy.md "When the
// backend does not answer"): a child that dies is started again, after 0.5 s doubling to 10 s while
// it keeps dying, from 0.5 s again once it had run a while; `stop()` ends it for good.

describe('nextRestart', () => {
  it('waits 0.5 s, then twice as long for each death in a row, at most 10 s', () => {
    const delays: number[] = [];
    let inARow = 0;
    for (let death = 0; death < 8; death += 1) {
      const next = nextRestart({ inARow, ranForMs: 100 });
      delays.push(next.delayMs);
      inARow = next.inARow;
    }
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
    expect([RESTART_FIRST_DELAY_MS, RESTART_MAX_DELAY_MS]).toEqual([500, 10_000]);
  });

  it('starts from 0.5 s again after a child that had run a while', () => {
    expect(nextRestart({ inARow: 5, ranForMs: RESTART_RESET_AFTER_MS })).toEqual({ delayMs: 500, inARow: 1 });
    expect(nextRestart({ inARow: 5, ranForMs: RESTART_RESET_AFTER_MS - 1 })).toEqual({ delayMs: 10_000, inARow: 6 });
  });
});

describe('supervise', () => {
  const running: { stop: () => Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((supervised) => supervised.stop()));
  });

  function watch(script: string, delays = { firstMs: 20, maxMs: 80, resetAfterMs: 60_000 }) {
    const lines: string[] = [];
    const supervised = supervise({
      name: 'child',
      command: process.execPath,
      args: ['-e', script],
      options: { stdio: 'ignore' },
      delays,
      log: (line: string) => lines.push(line),
      warn: (line: string) => lines.push(line),
    });
    running.push(supervised);
    return { supervised, lines };
  }

  it('starts a child that died again and again, each restart logged with its number', async () => {
    const { lines } = watch('process.exit(3)');
    await vi.waitFor(() => expect(lines.filter((line) => line.startsWith('child restarted'))).toHaveLength(4), { timeout: 5000 });
    const stops = lines.filter((line) => line.startsWith('child stopped'));
    expect(stops[0]).toMatch(/^child stopped \(exit 3\) after [\d.]+ s; restart 1 in 0\.0 s; the site keeps running$/);
    expect(stops.slice(0, 4).map((line) => /restart (\d+) in/.exec(line)?.[1])).toEqual(['1', '2', '3', '4']);
  });

  it('starts a killed child again, with a new process', async () => {
    const { supervised, lines } = watch('setInterval(() => {}, 1000)');
    const first = supervised.child.pid;
    await vi.waitFor(() => expect(first).toBeGreaterThan(0));
    process.kill(first!, 'SIGKILL');
    await vi.waitFor(() => expect(lines.some((line) => line.startsWith('child restarted'))).toBe(true), { timeout: 5000 });
    expect(lines[0]).toMatch(/^child stopped \(signal SIGKILL\)/);
    expect(supervised.child.pid).not.toBe(first);
    expect(supervised.child.exitCode).toBeNull();
  });

  it('stop() ends a running child for good: no restart is waiting', async () => {
    const { supervised, lines } = watch('setInterval(() => {}, 1000)');
    const child = supervised.child;
    await supervised.stop();
    expect(child.signalCode).toBe('SIGTERM');
    expect(supervised.restartWaiting).toBe(false);
    expect(lines).toEqual([]);
  });

  it('stop() cancels a restart that was waiting (Ctrl-C right after a death)', async () => {
    const { supervised, lines } = watch('process.exit(1)', { firstMs: 60_000, maxMs: 60_000, resetAfterMs: 60_000 });
    await vi.waitFor(() => expect(supervised.restartWaiting).toBe(true), { timeout: 5000 });
    expect(lines).toEqual([expect.stringMatching(/^child stopped \(exit 1\) after [\d.]+ s; restart 1 in 60\.0 s/)]);
    await supervised.stop();
    expect(supervised.restartWaiting).toBe(false);
  });
});
