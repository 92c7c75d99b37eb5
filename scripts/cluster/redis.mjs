// The cluster's shared store for kept pages (docs/scaling.md): Debian's redis-server on a port of
// its own, in memory only (a page cache: nothing in it must outlive the run), its folder under the
// cluster's data folder.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

/** Starts redis-server on 127.0.0.1:`port` in the foreground, as a child; its folder is `dataDir`/redis. */
export function spawnRedis({ command, port, dataDir }) {
  const dir = path.join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no', '--loglevel', 'warning', '--logfile', ''];
  return spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
}

/** One PING over a fresh connection: resolves true on +PONG, false on anything else. */
function ping(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) socket.end();
    });
    socket.on('close', () => resolve(answer.startsWith('+PONG')));
    socket.on('error', () => resolve(false));
  });
}

/** Resolves once Redis on `port` answers PING, or rejects after `timeoutMs`. */
export async function waitForRedis(port, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ping(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Redis on 127.0.0.1:${port} did not answer within ${timeoutMs} ms`);
}
