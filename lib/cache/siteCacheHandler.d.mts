export declare function showsFault(data: unknown): boolean;
declare const SiteCacheHandler: unknown;
export default SiteCacheHandler;
