import type { ChildProcess, SpawnOptions } from 'node:child_process';

export declare const RESTART_FIRST_DELAY_MS: number;
export declare const RESTART_MAX_DELAY_MS: number;
export declare const RESTART_RESET_AFTER_MS: number;

export interface RestartDelays {
  firstMs: number;
  maxMs: number;
  resetAfterMs: number;
}

export declare function nextRestart(last: { inARow: number; ranForMs: number }, delays?: RestartDelays): { delayMs: number; inARow: number };

export interface Supervised {
  readonly child: ChildProcess;
  readonly restartWaiting: boolean;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export declare function supervise(options: {
  name: string;
  command: string;
  args: readonly string[];
  options?: SpawnOptions;
  delays?: RestartDelays;
  log?: (line: string) => void;
  warn?: (line: string) => void;
  now?: () => number;
}): Supervised;
