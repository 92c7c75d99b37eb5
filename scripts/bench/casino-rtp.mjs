// The casino games' RTP bench (docs/casino-games.md "Measured RTP"): plays CASINO_BENCH_ROUNDS (default 10^6) simulated
// rounds of each engine through the same code the backend plays (backend/src/casino/games, loaded
// with tsx's import API: plain Node, no build), every round from the documented fair derivation
// (HMAC-SHA256 of a fixed bench seed, the client seed and the round's nonce), and prints the
// measured RTP next to the theoretical one computed from each game's definition, with the standard
// error. The slot must come within 0.3 % (percentage points of RTP); the run fails otherwise.
// The rounds of a game are split over worker threads, one a CPU. `--json` prints the rows as JSON
// (scripts/bench.mjs reads it). CASINO_BENCH_SEED picks another seed; the default makes the run
// reproducible.
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const ROUNDS = Number(process.env.CASINO_BENCH_ROUNDS || 1_000_000);
const SEED = process.env.CASINO_BENCH_SEED || 'casino-rtp-bench-2026';
const CLIENT_SEED = 'bench-client';
const SLOT_TOLERANCE = 0.003;

/** What each game plays: the slot as it is, crash with an automatic cash-out at 2.00×, keno with 1…10 picks in turn, the scratch card. */
const GAMES = [
  { engine: 'slot', label: 'slot (5×3, 20 lines, free spins)', params: () => ({}), theory: (e) => e.ENGINES.slot.rtp() },
  { engine: 'crash', label: 'crash, auto cash-out 2.00×', params: () => ({ autoCashout: 2 }), theory: (e) => e.ENGINES.crash.rtp({ autoCashout: 2 }) },
  {
    engine: 'keno',
    label: 'keno, 1–10 picks in turn',
    params: (nonce) => ({ picks: Array.from({ length: (nonce % 10) + 1 }, (_, i) => i * 7 + 3) }),
    theory: (e) => e.ENGINES.keno.rtp(),
  },
  { engine: 'scratch', label: 'scratch card (3×3, three alike)', params: () => ({}), theory: (e) => e.ENGINES.scratch.rtp() },
];

async function loadEngines() {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport('../../backend/src/casino/games/engines.ts', import.meta.url);
}

if (!isMainThread) {
  const { engine, from, to } = workerData;
  const engines = await loadEngines();
  const game = GAMES.find((g) => g.engine === engine);
  let sum = 0;
  let squares = 0;
  for (let nonce = from; nonce < to; nonce += 1) {
    const x = engines.replay(engine, { serverSeed: SEED, clientSeed: CLIENT_SEED, nonce }, game.params(nonce)).payoutX100 / 100;
    sum += x;
    squares += x * x;
  }
  parentPort.postMessage({ sum, squares, count: to - from });
} else {
  const json = process.argv.includes('--json');
  const engines = await loadEngines();
  const threads = Math.max(1, Math.min(8, os.availableParallelism?.() ?? os.cpus().length));
  const self = fileURLToPath(import.meta.url);

  const runChunk = (engine, from, to) =>
    new Promise((resolve, reject) => {
      const worker = new Worker(self, { workerData: { engine, from, to } });
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => code !== 0 && reject(new Error(`worker exited ${code}`)));
    });

  const rows = [];
  for (const game of GAMES) {
    const started = performance.now();
    const size = Math.ceil(ROUNDS / threads);
    const parts = await Promise.all(
      Array.from({ length: threads }, (_, i) => runChunk(game.engine, i * size, Math.min(ROUNDS, (i + 1) * size))).filter(Boolean),
    );
    const total = parts.reduce((acc, part) => ({ sum: acc.sum + part.sum, squares: acc.squares + part.squares, count: acc.count + part.count }), {
      sum: 0,
      squares: 0,
      count: 0,
    });
    const measured = total.sum / total.count;
    const sd = Math.sqrt(Math.max(0, total.squares / total.count - measured * measured));
    const theory = game.theory(engines);
    const difference = measured - theory;
    const bound = game.engine === 'slot' ? SLOT_TOLERANCE : null;
    rows.push({
      game: game.label,
      rounds: total.count,
      theoretical: theory,
      measured,
      difference,
      standardError: sd / Math.sqrt(total.count),
      seconds: (performance.now() - started) / 1000,
      tolerance: bound,
      ok: bound === null || Math.abs(difference) <= bound,
    });
    if (!json) process.stderr.write(`${game.engine}: ${total.count} rounds in ${rows.at(-1).seconds.toFixed(1)} s\n`);
  }

  if (json) {
    console.log(JSON.stringify({ seed: SEED, rows }));
  } else {
    const pct = (x) => `${(x * 100).toFixed(3)} %`;
    console.log(`\ncasino RTP bench — seed "${SEED}", ${ROUNDS} rounds a game, ${threads} worker thread(s)\n`);
    console.log('| game | rounds | theoretical RTP | measured RTP | difference | standard error | time | verdict |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      const verdict = r.tolerance === null ? 'reported' : r.ok ? `within ${pct(r.tolerance)}` : `OUTSIDE ${pct(r.tolerance)}`;
      console.log(
        `| ${r.game} | ${r.rounds} | ${pct(r.theoretical)} | ${pct(r.measured)} | ${r.difference >= 0 ? '+' : ''}${pct(r.difference)} | ${pct(r.standardError)} | ${r.seconds.toFixed(1)} s | ${verdict} |`,
      );
    }
  }
  if (rows.some((r) => !r.ok)) process.exitCode = 1;
}
