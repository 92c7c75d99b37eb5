export declare const CACHED_SEGMENT: string;
export declare const CACHED_PAGE_HEADER: string;
export declare const RENDER_FAULT_ATTRIBUTE: string;
export declare const SITE_CACHE_PURGE_PATH: string;
export declare const FRONT_SERVER_HEADER: string;
export declare const SITE_CACHE_KEY_HEADER: string;
