// Where the cluster's two engines are: Debian's packages' paths unless the environment says otherwise.
export const clusterTools = {
  nginx: process.env.NGINX_PATH || '/usr/sbin/nginx',
  redisServer: process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server',
};
