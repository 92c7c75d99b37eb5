import type { RedisClientType } from '@redis/client';

export declare const ROOT_LAYOUT_TAG: string;
export declare function sharedCacheKeyPrefix(build: string): string;
export declare function bounded<T>(promise: Promise<T>, ms?: number): Promise<T>;
export declare function createSharedClient(url: string, options?: { queued?: boolean }): RedisClientType;
export interface SharedPageHandler {
  get(key: string, meta: { implicitTags: string[] }): Promise<unknown>;
  set(key: string, value: unknown, ctx?: object): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
  delete?(key: string): Promise<void>;
}
export declare function sharedPageStore(url: string, build: string): { client: RedisClientType; handler: SharedPageHandler };
export declare function purgeSharedPages(url: string, build: string): Promise<boolean>;
export declare function followSharedPurges(url: string, onPurge: () => void): { listening: Promise<unknown>; stop(): Promise<void> };
