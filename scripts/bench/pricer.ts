// The system pricer's figure (limits-coupon-auth.md §3 "System option"): every "k from 30" of a 30-selection coupon priced
// by lib/coupon/systems.ts (lib/rules/system.ts, exact in BigInt), timed per option. Run by `npm run bench` through tsx; prints JSON.
import { systemOptions, systemWin } from '../../lib/coupon/systems';

const selections = Array.from({ length: 30 }, (_, i) => ({ coef: 1.2 + ((i * 37) % 50) / 10, isBanker: i < 2 }));
const ROUNDS = 200;
const times: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const option of systemOptions(selections)) {
    const started = process.hrtime.bigint();
    systemWin(selections, option.value, 100);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    // The first round warms the JIT up; it is not a player's case.
    if (round > 0) times.push(ms);
  }
}
times.sort((a, b) => a - b);
// The 99th percentile: one option in a hundred may meet a garbage collection pause, which is the
// machine's, not the pricer's.
const p99Ms = times[Math.floor(times.length * 0.99)] ?? 0;
const meanMs = times.reduce((sum, ms) => sum + ms, 0) / times.length;
console.log(JSON.stringify({ selections: selections.length, options: times.length / (ROUNDS - 1), meanMs, p99Ms }));
