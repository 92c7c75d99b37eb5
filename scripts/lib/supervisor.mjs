// Keeps a child process running (scripts/start.mjs runs the reference backend under it): one that
// dies is started again, soon at first and then less often while it keeps dying, so a backend that
// crashed or was killed comes back without taking the site down with it, and one that cannot start
// (its port taken, a broken database) does not spin. Each stop and restart is logged.
import { spawn } from 'node:child_process';

/** The first restart comes this soon after a death; each further one in a row waits twice as long… */
export const RESTART_FIRST_DELAY_MS = 500;
/** …up to this long. */
export const RESTART_MAX_DELAY_MS = 10_000;
/** A child that ran this long before it died had recovered: its next restart is a first one again. */
export const RESTART_RESET_AFTER_MS = 30_000;

const DEFAULT_DELAYS = { firstMs: RESTART_FIRST_DELAY_MS, maxMs: RESTART_MAX_DELAY_MS, resetAfterMs: RESTART_RESET_AFTER_MS };

/**
 * The wait before the next start, and the count of deaths in a row it makes, given that count
 * before this death and how long the child ran. Pure.
 */
export function nextRestart({ inARow, ranForMs }, delays = DEFAULT_DELAYS) {
  const count = ranForMs >= delays.resetAfterMs ? 0 : inARow;
  return { delayMs: Math.min(delays.maxMs, delays.firstMs * 2 ** count), inARow: count + 1 };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs `command args` (spawn options as given) and starts it again whenever it ends, until
 * `stop()`. `log` gets a line at each start after the first and `warn` one at each death.
 * Returns `{ child, restartWaiting, stop }`: `child` is the process running now (or the last one);
 * `stop(signal)` ends it (SIGTERM by default) and cancels a restart that was waiting, resolving
 * when it is gone.
 */
export function supervise({ name, command, args, options = {}, delays = DEFAULT_DELAYS, log = console.log, warn = console.error, now = Date.now }) {
  let child = null;
  let timer = null;
  let stopped = false;
  let inARow = 0;
  let restarts = 0;

  function start() {
    const startedAt = now();
    const current = spawn(command, args, options);
    child = current;
    let ended = false;
    const onEnd = (how) => {
      if (ended) return;
      ended = true;
      if (stopped) return;
      const ranForMs = now() - startedAt;
      const next = nextRestart({ inARow, ranForMs }, delays);
      inARow = next.inARow;
      restarts += 1;
      warn(`${name} stopped (${how}) after ${seconds(ranForMs)}; restart ${restarts} in ${seconds(next.delayMs)}; the site keeps running`);
      timer = setTimeout(() => {
        timer = null;
        if (stopped) return;
        start();
        log(`${name} restarted (pid ${child.pid})`);
      }, next.delayMs);
    };
    current.on('exit', (code, signal) => onEnd(signal ? `signal ${signal}` : `exit ${code}`));
    // Could not even be started (spawn failed): a death like any other.
    current.on('error', (error) => onEnd(error.message));
  }

  start();
  return {
    get child() {
      return child;
    },
    /** Whether a restart is waiting for its time. */
    get restartWaiting() {
      return timer !== null;
    },
    stop(signal = 'SIGTERM') {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const current = child;
      if (!current || current.pid === undefined || current.exitCode !== null || current.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        current.once('exit', () => resolve());
        current.kill(signal);
      });
    },
  };
}
