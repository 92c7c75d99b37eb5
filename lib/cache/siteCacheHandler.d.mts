import type { SharedPageCache } from './sharedPageCache.mjs';

export declare function showsFault(data: unknown): boolean;
export declare class MemoryPageCache {
  constructor(ctx: object);
  get(key: string, ctx?: object): Promise<unknown>;
  set(key: string, data: unknown, ctx?: object): Promise<void>;
}
export declare function chooseCacheHandler(env?: Record<string, string | undefined>): Promise<typeof MemoryPageCache | typeof SharedPageCache>;
declare const SiteCacheHandler: typeof MemoryPageCache | typeof SharedPageCache;
export default SiteCacheHandler;
