// The browser tests as shards run at once (docs/decisions/browser-shards.md): tests change the
// backend's shared state (site config, clock), so within one Playwright run they go one at a time;
// across runs nothing is shared, because each shard runs on a slot of its own (tests/e2e/ports.mjs:
// its site, backends, databases and output folder) over the one build `npm test` made.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { e2eSlot, LAST_E2E_SLOT } from '../../tests/e2e/ports.mjs';

/** Shards when E2E_SHARDS is unset and no file or filter was asked for: one per core of a CI machine. */
export const DEFAULT_E2E_SHARDS = 2;

/**
 * The slot of each shard, from E2E_SHARDS (default 2; 1 when Playwright was handed files or a
 * filter, which is one run as before) and E2E_SLOT (the first shard's, default 0). Throws, with
 * what to change, when the shards would need a slot past the last. Pure.
 */
export function shardSlots(env, playwrightArgs) {
  const asked = env.E2E_SHARDS?.trim();
  const count = asked ? Number(asked) : playwrightArgs.length > 0 ? 1 : DEFAULT_E2E_SHARDS;
  if (!Number.isInteger(count) || count < 1) throw new Error(`E2E_SHARDS must be a whole number from 1, got "${asked}"`);
  const first = Number(env.E2E_SLOT?.trim() || 0);
  if (!Number.isInteger(first) || first < 0 || first > LAST_E2E_SLOT) throw new Error(`E2E_SLOT must be 0–${LAST_E2E_SLOT}, got "${env.E2E_SLOT}"`);
  const last = first + count - 1;
  if (last > LAST_E2E_SLOT) {
    throw new Error(
      `E2E_SHARDS=${count} from E2E_SLOT=${first} needs slots ${first}–${last}, and the last slot is ${LAST_E2E_SLOT}: ` +
        `lower E2E_SHARDS (at most ${LAST_E2E_SLOT - first + 1} from this slot) or E2E_SLOT.`,
    );
  }
  return Array.from({ length: count }, (_, i) => first + i);
}

/** The browser suite's spec files under `dir`, as Playwright's default `testMatch` finds them, relative to `cwd`. */
export function specFiles(cwd, dir = 'tests/e2e') {
  return readdirSync(path.join(cwd, dir), { recursive: true })
    .map((name) => path.join(dir, String(name)))
    .filter((file) => /\.(spec|test)\.[cm]?[jt]sx?$/.test(file))
    .sort();
}

/**
 * Spreads files over `count` shards so that they take about as long: the heaviest file first, each
 * onto the shard with the least weight so far; each shard's files in name order. A file's weight
 * is its size, which follows its running time far better than its count of tests (the route matrix
 * is hundreds of one-request tests from a short file). Pure: `[{ file, weight }]` in.
 */
export function spreadFiles(files, count) {
  const shards = Array.from({ length: count }, () => ({ weight: 0, files: [] }));
  const heaviestFirst = [...files].sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file));
  for (const { file, weight } of heaviestFirst) {
    const lightest = shards.reduce((best, shard) => (shard.weight < best.weight ? shard : best));
    lightest.weight += weight;
    lightest.files.push(file);
  }
  return shards.map((shard) => shard.files.sort());
}

/**
 * What each of `count` shards hands Playwright. Spec files (all of them, or those the command line
 * named when it named nothing else) are spread by size (`spreadFiles`); any other word (a filter,
 * an option) leaves the split to Playwright's `--shard=i/N`, which counts tests. A shard left with
 * no file is not run.
 */
export function shardArgs(count, playwrightArgs, cwd) {
  if (count === 1) return [playwrightArgs];
  const named = playwrightArgs.every((arg) => /\.(spec|test)\.[cm]?[jt]sx?$/.test(arg) && existsSync(path.join(cwd, arg)));
  if (!named) return Array.from({ length: count }, (_, i) => [`--shard=${i + 1}/${count}`, ...playwrightArgs]);
  const files = playwrightArgs.length > 0 ? playwrightArgs : specFiles(cwd);
  return spreadFiles(
    files.map((file) => ({ file, weight: statSync(path.join(cwd, file)).size })),
    count,
  ).filter((shard) => shard.length > 0);
}

/** The shards' counts added up; a shard with no report (it never got to run its tests) counts as none. Pure. */
export function sumStats(reports) {
  const total = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  for (const stats of reports) {
    for (const key of Object.keys(total)) total[key] += stats?.[key] ?? 0;
  }
  return total;
}

/** Calls `onLine` with each line `stream` prints, the last one too when it has no newline; resolves at its end. */
function eachLine(stream, onLine) {
  return new Promise((resolve) => {
    const lines = createInterface({ input: stream, crlfDelay: Infinity });
    lines.on('line', onLine);
    lines.on('close', resolve);
  });
}

function exitCode(child) {
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/**
 * Runs `playwright test` once per slot, all at once, and waits for all of them. With one slot the
 * output is Playwright's own, as it always was. With more, shard i runs its part (`shardArgs`); each
 * line it prints comes out as it is printed, behind `[shard i/N]`, and goes whole into
 * `reports/playwright-<i>.log`, and a failing shard's log is printed again in one piece at the end,
 * so its failures read as Playwright wrote them, not interleaved with the other shards' progress.
 * Resolves with the first failing shard's exit code (0 when all passed) and the summed counts.
 */
export async function runShards({ playwright, slots, playwrightArgs, distDir, reports, cwd, env }) {
  const split = shardArgs(slots.length, playwrightArgs, cwd);
  const total = split.length;
  const shards = split.map((args, index) => {
    const number = index + 1;
    const slot = slots[index];
    const ports = e2eSlot(slot, distDir);
    const report = path.join(reports, `playwright-${number}.json`);
    const log = path.join(reports, `playwright-${number}.log`);
    // A report left by an earlier run must not count for a shard that fails before writing its own.
    rmSync(report, { force: true });
    return {
      number,
      slot,
      report,
      log,
      args: ['test', ...args],
      env: {
        ...env,
        E2E_SLOT: String(slot),
        E2E_DIST_DIR: distDir,
        NEXT_DIST_DIR: distDir,
        BACKEND_URL: ports.backendUrl,
        SITE_URL: ports.siteUrl,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
    };
  });
  // Sites of one build keep their pages under one key prefix in a shared Redis
  // (docs/decisions/shared-page-cache.md): shards on one would serve and purge each other's pages.
  if (total > 1) for (const shard of shards) delete shard.env.REDIS_URL;
  if (total > 1) console.log(`${total} shards at once over the build in ${distDir}:\n${shards.map((s) => `  shard ${s.number} on slot ${s.slot}: ${s.args.slice(1).join(' ')}`).join('\n')}`);

  const codes = await Promise.all(
    shards.map(async (shard) => {
      if (total === 1) {
        const child = spawn(playwright, shard.args, { cwd, env: shard.env, stdio: 'inherit' });
        return exitCode(child);
      }
      const prefix = `[shard ${shard.number}/${total}]`;
      const log = createWriteStream(shard.log);
      const child = spawn(playwright, shard.args, { cwd, env: shard.env, stdio: ['ignore', 'pipe', 'pipe'] });
      const [code] = await Promise.all([
        exitCode(child),
        eachLine(child.stdout, (line) => {
          log.write(`${line}\n`);
          process.stdout.write(`${prefix} ${line}\n`);
        }),
        eachLine(child.stderr, (line) => {
          log.write(`${line}\n`);
          process.stderr.write(`${prefix} ${line}\n`);
        }),
      ]);
      await new Promise((resolve) => log.end(resolve));
      return code;
    }),
  );

  const stats = shards.map((shard) => (existsSync(shard.report) ? JSON.parse(readFileSync(shard.report, 'utf8')).stats : null));
  shards.forEach((shard, index) => {
    if (total === 1 || codes[index] === 0) return;
    console.error(`\n✗ shard ${shard.number}/${total} (slot ${shard.slot}) failed (exit ${codes[index]}); its whole output (${path.relative(cwd, shard.log)}):\n`);
    console.error(readFileSync(shard.log, 'utf8'));
  });
  // A shard that ended well but wrote no report ran nothing that can be counted: a failure too.
  const missing = shards.findIndex((shard, index) => codes[index] === 0 && !stats[index]);
  if (missing >= 0) console.error(`\n✗ shard ${missing + 1}/${total} wrote no report (${shards[missing].report})`);
  const code = codes.find((c) => c !== 0) ?? (missing >= 0 ? 1 : 0);
  return { code, stats: sumStats(stats) };
}
