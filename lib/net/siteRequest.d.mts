export declare function isApiPath(url: string | undefined): boolean;
export declare function bodyOf(headers: Record<string, string | string[] | undefined>, limit?: number): 'over' | 'streamed' | 'fits';
export declare function vouchFor<T extends Record<string, string | string[] | undefined>>(headers: T, vouch: { address: string; key: string | null | undefined }): T;
export declare function tooLargeBody(limit?: number): string;
export declare function isOwnApiPath(url: string | undefined): boolean;
export declare function unavailableBody(): string;
export declare function siteAnswerHeaders(siteUrl: string | undefined): Record<string, string>;
export declare function bodyLimitOf(method: string | undefined, url: string | undefined): number;
