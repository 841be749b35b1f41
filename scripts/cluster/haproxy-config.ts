/** Where the balancer listens and the API nodes it spreads requests over. */
export interface BalancerPlan {
  host: string;
  port: number;
  nodes: { name: string; port: number }[];
  /** How often the balancer asks each node's /healthz. */
  checkIntervalMs: number;
}

/**
 * The HAProxy configuration of `npm run cluster`. Why each line:
 * - `option httpchk GET /healthz` + `fall 1`: a node that starts stopping answers 503 there and
 *   leaves the rotation within one check interval, while it still serves what it was sent.
 * - `retries` + `option redispatch 1` (connection failures only, HAProxy's default `retry-on`):
 *   a request whose connection a node refused never reached it, so it is safe to send it to
 *   another node; a request that reached a node is never sent twice (a POST is not idempotent).
 * - `option http-server-close`: no idle keep-alive connection to a node, so a stopping node's
 *   closed listener is seen as a refused connection (retried elsewhere), never as a request lost
 *   on a connection it closed.
 * - long client/server timeouts: exports stream for minutes on a large chain.
 */
export function haproxyConfig({ host, port, nodes, checkIntervalMs }: BalancerPlan): string {
  return [
    'global',
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout http-request 30s',
    '  timeout client 10m',
    '  timeout server 10m',
    '  option http-server-close',
    '  option forwardfor',
    `  retries ${Math.max(3, nodes.length)}`,
    '  option redispatch 1',
    '',
    'frontend console',
    `  bind ${host}:${port}`,
    '  default_backend api_nodes',
    '',
    'backend api_nodes',
    '  balance roundrobin',
    '  option httpchk GET /healthz',
    '  http-check expect status 200',
    `  default-server inter ${checkIntervalMs}ms fastinter ${checkIntervalMs}ms fall 1 rise 2`,
    ...nodes.map((n) => `  server ${n.name} 127.0.0.1:${n.port} check`),
    '',
  ].join('\n');
}
