export declare function normalizeAddress(value: unknown): string | null;
export declare function clientAddress(input: {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustedProxyCount?: number;
}): string;
export declare function parseTrustedProxyCount(value: string | undefined, name?: string): number;
