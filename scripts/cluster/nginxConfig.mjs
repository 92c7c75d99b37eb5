// The load balancer's config for one run of the cluster: scripts/cluster/nginx.conf.template with
// this run's ports and folders filled in (docs/scaling.md).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { networkInterfaces, userInfo } from 'node:os';
import path from 'node:path';

const TEMPLATE = new URL('./nginx.conf.template', import.meta.url);

/** Whether this machine has IPv6 loopback, so that `localhost` may reach the balancer over ::1. */
function hasIpv6Loopback() {
  return Object.values(networkInterfaces()).some((addresses) => addresses?.some((a) => a.family === 'IPv6' && a.internal));
}

/** The config's text: nginx on `port`, the instances on 127.0.0.1 at `instancePorts`, files under `dataDir`. */
export function nginxConfig({ port, instancePorts, dataDir, workers = 'auto', ipv6 = hasIpv6Loopback() }) {
  const values = {
    // As root, nginx's workers would run as nobody, who cannot write the run's folders: the
    // current user instead. Another user's nginx runs as that user and needs no line.
    user: process.getuid?.() === 0 ? `user ${userInfo().username};` : '',
    workers: String(workers),
    dataDir,
    port: String(port),
    listenV6: ipv6 ? `    listen [::]:${port} ipv6only=on backlog=4096;` : '',
    servers: instancePorts.map((instancePort) => `    server 127.0.0.1:${instancePort} max_fails=1 fail_timeout=3s;`).join('\n'),
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`nginx.conf.template: unknown place {{${name}}}`);
    return values[name];
  });
}

/** Writes the config into `dataDir` (and the temp folders nginx needs there); returns its path. */
export function writeNginxConfig(options) {
  for (const folder of ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(options.dataDir, 'nginx-temp', folder), { recursive: true });
  const file = path.join(options.dataDir, 'nginx.conf');
  writeFileSync(file, nginxConfig(options));
  return file;
}
