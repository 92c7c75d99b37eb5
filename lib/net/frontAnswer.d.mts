import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function nonceOf(policy: unknown): string | null;
export declare function createNonceStamper(nonce: string): { push(text: string): string; end(): string };
export declare function acceptsGzip(acceptEncoding: unknown): boolean;
export declare function wrapPageAnswer(req: IncomingMessage, res: ServerResponse, options: { gzip: boolean }): void;
