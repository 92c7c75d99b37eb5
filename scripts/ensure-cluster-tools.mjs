// `npm run cluster`, its test and its bench run Debian's nginx (the load balancer) and
// redis-server (the shared page cache) (docs/scaling.md). Install them when they are missing and we
// can (root with apt-get), else stop with one line that says how.
import { ensureDebianTools } from './lib/debianPackages.mjs';
import { clusterTools } from './cluster/tools.mjs';

await ensureDebianTools({
  what: 'the cluster',
  tools: [
    { path: clusterTools.nginx, package: 'nginx' },
    { path: clusterTools.redisServer, package: 'redis-server' },
  ],
  hint: 'set NGINX_PATH and REDIS_SERVER_PATH',
});
