// A small fault proxy for the backend-fault browser tests (docs/decisions/backend-faults.md): the fault site's
// server-side calls go through it to the real test backend, and the spec tells it how to fail.
//   node tests/e2e/fault-proxy.mjs <listen port> <control port> <target url>
// Control (its own port, so it stays reachable while the data port is down):
//   GET  /health                      → 200
//   POST /mode?mode=pass              → forward at once
//   POST /mode?mode=delay&ms=10000    → forward after the delay (a late backend)
//   POST /mode?mode=down              → stop listening and drop open connections (a stopped backend:
//                                        connection refused)
import http from 'node:http';

const [listenPort, controlPort, target] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4]];
if (!listenPort || !controlPort || !target) {
  console.error('usage: fault-proxy.mjs <listen port> <control port> <target url>');
  process.exit(2);
}

let mode = 'pass';
let delayMs = 0;
const targetUrl = new URL(target);

const data = http.createServer((request, response) => {
  const forward = () => {
    const upstream = http.request(
      {
        host: targetUrl.hostname,
        port: targetUrl.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: targetUrl.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  };
  if (mode === 'delay') {
    const timer = setTimeout(forward, delayMs);
    // A caller that gave up (its timeout) frees the timer.
    response.on('close', () => clearTimeout(timer));
  } else {
    forward();
  }
});

function listen() {
  if (!data.listening) data.listen(listenPort, '127.0.0.1');
}

function stop() {
  if (data.listening) data.close();
  // Keep-alive sockets would otherwise go on serving after close().
  data.closeAllConnections();
}

const control = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://control');
  if (url.pathname === '/health') {
    response.end('ok');
    return;
  }
  if (url.pathname === '/mode' && request.method === 'POST') {
    const next = url.searchParams.get('mode');
    if (next === 'pass' || next === 'delay') {
      mode = next;
      delayMs = next === 'delay' ? Number(url.searchParams.get('ms') ?? 10000) : 0;
      // Connections held by a delay are dropped so no late answer crosses into the next mode.
      data.closeAllConnections();
      listen();
    } else if (next === 'down') {
      mode = 'down';
      stop();
    } else {
      response.writeHead(400).end('unknown mode');
      return;
    }
    response.end(JSON.stringify({ mode, delayMs }));
    return;
  }
  response.writeHead(404).end();
});

listen();
control.listen(controlPort, '127.0.0.1');
