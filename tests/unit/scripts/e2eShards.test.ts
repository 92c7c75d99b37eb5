// @vitest-environment node
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runShards, shardArgs, shardSlots, spreadFiles, sumStats } from '@/scripts/lib/e2eShards.mjs';

// `npm test` runs the browser tests as shards at once, each on a slot of its own over one build
// (docs/decisions/browser-shards.md): which slots, what a reader of CI's log sees, and the count.

describe('shardSlots', () => {
  it('runs two shards on slots 0 and 1, or from E2E_SLOT on', () => {
    expect(shardSlots({}, [])).toEqual([0, 1]);
    expect(shardSlots({ E2E_SLOT: '3' }, [])).toEqual([3, 4]);
    expect(shardSlots({ E2E_SHARDS: '3', E2E_SLOT: '6' }, [])).toEqual([6, 7, 8]);
  });

  it('runs one shard when Playwright is handed files or a filter, unless E2E_SHARDS says how many', () => {
    expect(shardSlots({ E2E_SLOT: '2' }, ['tests/e2e/login.spec.ts', '-g', 'captcha'])).toEqual([2]);
    expect(shardSlots({ E2E_SHARDS: '2' }, ['tests/e2e/home.spec.ts', 'tests/e2e/csrf.spec.ts'])).toEqual([0, 1]);
    expect(shardSlots({ E2E_SHARDS: '1' }, [])).toEqual([0]);
  });

  it('refuses shards past the last slot, saying what to lower', () => {
    expect(() => shardSlots({ E2E_SLOT: '8' }, [])).toThrow('E2E_SHARDS=2 from E2E_SLOT=8 needs slots 8–9, and the last slot is 8: lower E2E_SHARDS (at most 1 from this slot) or E2E_SLOT.');
    expect(() => shardSlots({ E2E_SHARDS: '10' }, [])).toThrow(/needs slots 0–9/);
  });

  it('refuses a shard count or a slot that is no whole number in range', () => {
    expect(() => shardSlots({ E2E_SHARDS: '0' }, [])).toThrow('E2E_SHARDS must be a whole number from 1, got "0"');
    expect(() => shardSlots({ E2E_SHARDS: 'two' }, [])).toThrow(/E2E_SHARDS must be a whole number/);
    expect(() => shardSlots({ E2E_SLOT: '9' }, [])).toThrow('E2E_SLOT must be 0–8, got "9"');
    expect(() => shardSlots({ E2E_SLOT: '1.5' }, [])).toThrow(/E2E_SLOT must be 0–8/);
  });
});

describe('spreadFiles', () => {
  it('puts the heaviest file first onto the lightest shard, each shard in name order', () => {
    const files = [
      { file: 'a.spec.ts', weight: 10 },
      { file: 'b.spec.ts', weight: 40 },
      { file: 'c.spec.ts', weight: 30 },
      { file: 'd.spec.ts', weight: 20 },
      { file: 'e.spec.ts', weight: 5 },
    ];
    // b 40 | c 30, d 20 → 50 | a 10 → 50 | e 5 → 55 on the left.
    expect(spreadFiles(files, 2)).toEqual([
      ['a.spec.ts', 'b.spec.ts', 'e.spec.ts'],
      ['c.spec.ts', 'd.spec.ts'],
    ]);
    expect(spreadFiles(files, 1)).toEqual([['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'd.spec.ts', 'e.spec.ts']]);
  });
});

describe('shardArgs', () => {
  let cwd: string;
  beforeEach(() => {
    cwd = mkdtempSync(path.join(tmpdir(), 'e2e-files-'));
    mkdirSync(path.join(cwd, 'tests/e2e'), { recursive: true });
    // A short file of many quick tests weighs little; long specs weigh what they run.
    for (const [name, size] of [['route-matrix', 4], ['payments', 14], ['login', 15], ['home', 5], ['files', 2]] as const) {
      writeFileSync(path.join(cwd, `tests/e2e/${name}.spec.ts`), 'x'.repeat(size * 1000));
    }
    writeFileSync(path.join(cwd, 'tests/e2e/support.ts'), 'x'.repeat(50_000));
  });
  afterEach(() => rmSync(cwd, { recursive: true, force: true }));

  it('spreads every spec file by size when nothing was named', () => {
    expect(shardArgs(2, [], cwd)).toEqual([
      ['tests/e2e/files.spec.ts', 'tests/e2e/login.spec.ts', 'tests/e2e/route-matrix.spec.ts'],
      ['tests/e2e/home.spec.ts', 'tests/e2e/payments.spec.ts'],
    ]);
  });

  it('spreads the named files, and runs no shard that got none', () => {
    expect(shardArgs(3, ['tests/e2e/home.spec.ts', 'tests/e2e/login.spec.ts'], cwd)).toEqual([['tests/e2e/login.spec.ts'], ['tests/e2e/home.spec.ts']]);
  });

  it('leaves the split to Playwright when a filter or an option was given, and to one run as it was', () => {
    expect(shardArgs(2, ['tests/e2e/home.spec.ts', '-g', 'captcha'], cwd)).toEqual([
      ['--shard=1/2', 'tests/e2e/home.spec.ts', '-g', 'captcha'],
      ['--shard=2/2', 'tests/e2e/home.spec.ts', '-g', 'captcha'],
    ]);
    expect(shardArgs(1, ['-g', 'captcha'], cwd)).toEqual([['-g', 'captcha']]);
    expect(shardArgs(1, [], cwd)).toEqual([[]]);
  });
});

describe('sumStats', () => {
  it('adds up the shards, a shard without a report counting none', () => {
    expect(sumStats([{ expected: 3, unexpected: 1, flaky: 0, skipped: 2 }, null, { expected: 4, unexpected: 0, flaky: 1, skipped: 0 }])).toEqual({
      expected: 7,
      unexpected: 1,
      flaky: 1,
      skipped: 2,
    });
  });
});

describe('runShards', () => {
  let dir: string;
  let playwright: string;
  let out: string[];
  let err: string[];

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'e2e-shards-'));
    // A stand-in for `playwright test`: prints what it was given, fails shard 2 when told to, and
    // writes its JSON report where Playwright's json reporter would.
    playwright = path.join(dir, 'playwright');
    writeFileSync(
      playwright,
      `#!/usr/bin/env node
const shard = (process.argv.find((a) => a.startsWith('--shard=')) ?? '--shard=1/1').slice(8);
const fail = process.env.FAIL_SHARD === shard.split('/')[0];
console.log('args ' + process.argv.slice(2).join(' '));
console.log('slot ' + process.env.E2E_SLOT + ' build ' + process.env.E2E_DIST_DIR + ' site ' + process.env.SITE_URL + ' redis ' + (process.env.REDIS_URL ?? 'none'));
if (fail) console.error('  1) a failing test\\n     Error: expected 1');
require('node:fs').writeFileSync(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME, JSON.stringify({ stats: { expected: 2, unexpected: fail ? 1 : 0, flaky: 0, skipped: 0 } }));
process.exit(fail ? 1 : 0);
`,
    );
    chmodSync(playwright, 0o755);
    out = [];
    err = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (err.push(String(chunk)), true));
    vi.spyOn(console, 'log').mockImplementation((...words) => void out.push(words.join(' ')));
    vi.spyOn(console, 'error').mockImplementation((...words) => void err.push(words.join(' ')));
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const options = (env: NodeJS.ProcessEnv, slots: number[]) => ({ playwright, slots, playwrightArgs: ['-g', 'x'], distDir: '.next-test', reports: dir, cwd: dir, env });

  it('runs shard i of N on its own slot over the one build, no shared Redis, its lines marked, its log kept, the counts summed', async () => {
    const result = await runShards(options({ ...process.env, REDIS_URL: 'redis://127.0.0.1:6379' }, [3, 4]));
    expect(result).toEqual({ code: 0, stats: { expected: 4, unexpected: 0, flaky: 0, skipped: 0 } });
    expect(out).toContain('[shard 1/2] args test --shard=1/2 -g x\n');
    expect(out).toContain('[shard 1/2] slot 3 build .next-test site http://localhost:3130 redis none\n');
    expect(out).toContain('[shard 2/2] slot 4 build .next-test site http://localhost:3140 redis none\n');
    expect(readFileSync(path.join(dir, 'playwright-2.log'), 'utf8')).toBe('args test --shard=2/2 -g x\nslot 4 build .next-test site http://localhost:3140 redis none\n');
  });

  it('fails when a shard fails, and prints that shard’s whole output again in one piece', async () => {
    const result = await runShards(options({ ...process.env, FAIL_SHARD: '2' }, [0, 1]));
    expect(result).toEqual({ code: 1, stats: { expected: 4, unexpected: 1, flaky: 0, skipped: 0 } });
    expect(err).toContain('[shard 2/2]   1) a failing test\n');
    const replay = err.join('\n');
    expect(replay).toContain('✗ shard 2/2 (slot 1) failed (exit 1)');
    expect(replay).toContain('slot 1 build .next-test site http://localhost:3110 redis none\n  1) a failing test\n     Error: expected 1\n');
    expect(replay).not.toContain('shard 1/2 (slot 0) failed');
  });

  it('with one shard runs Playwright as before: no --shard, its own output', async () => {
    const result = await runShards(options({ ...process.env }, [2]));
    expect(result.code).toBe(0);
    expect(result.stats.expected).toBe(2);
    expect(out.some((line) => line.includes('[shard'))).toBe(false);
  });
});
