import type { IncomingMessage, ServerResponse } from 'node:http';

export interface BackendProxyOptions {
  target: string;
  siteUrl: string;
  answerTimeoutMs?: number;
  idleSocketMs?: number;
  retryAfterSeconds?: number;
  onFault?: (error: NodeJS.ErrnoException, req: IncomingMessage) => void;
  onAnswer?: () => void;
}

export declare function forwardedHeaders(
  headers: Record<string, string | string[] | undefined>,
  target: { host: string; bodyLength: number },
): Record<string, string | string[]>;
export declare function isRepeatable(method: string | undefined, headers: Record<string, string | string[] | undefined>): boolean;
export declare function compresses(answer: { method: string | undefined; acceptEncoding: unknown; status: number; pairs: [string, string][] }): boolean;
export declare function createBackendProxy(options: BackendProxyOptions): (req: IncomingMessage, res: ServerResponse, body?: Buffer) => void;
