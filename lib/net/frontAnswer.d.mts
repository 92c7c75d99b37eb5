import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function inlineScriptHashes(html: string): string[];
export declare function policyWithHashes(policy: string, hashes: readonly string[]): string;
export declare function acceptsGzip(acceptEncoding: unknown): boolean;
export declare function wrapPageAnswer(req: IncomingMessage, res: ServerResponse, options: { gzip: boolean }): void;
