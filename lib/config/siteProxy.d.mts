export declare const SITE_BODY_LIMIT_BYTES: number;
export declare const SITE_BODY_DRAIN_LIMIT_BYTES: number;
export declare const SITE_API_PREFIXES: readonly string[];
export declare const SITE_CLIENT_ADDRESS_HEADER: string;
export declare const SITE_PROXY_KEY_HEADER: string;
export declare const UNTRUSTED_ADDRESS_HEADERS: readonly string[];
export declare const TRUSTED_PROXY_COUNT_ENV: string;
export declare const SITE_PROXY_KEY_ENV: string;
export declare const MAX_TRUSTED_PROXY_COUNT: number;
