export declare const DEFAULT_E2E_SHARDS: number;

export interface ShardStats {
  expected: number;
  unexpected: number;
  flaky: number;
  skipped: number;
}

export declare function shardSlots(env: Record<string, string | undefined>, playwrightArgs: string[]): number[];
export declare function specFiles(cwd: string, dir?: string): string[];
export declare function spreadFiles(files: { file: string; weight: number }[], count: number): string[][];
export declare function shardArgs(count: number, playwrightArgs: string[], cwd: string): string[][];
export declare function sumStats(reports: (Partial<ShardStats> | null | undefined)[]): ShardStats;
export declare function runShards(options: {
  playwright: string;
  slots: number[];
  playwrightArgs: string[];
  distDir: string;
  reports: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
}): Promise<{ code: number; stats: ShardStats }>;
