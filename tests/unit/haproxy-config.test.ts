import { describe, expect, it } from 'vitest';
import { haproxyConfig } from '../../scripts/cluster/haproxy-config';

describe('the HAProxy configuration of npm run cluster', () => {
  const text = haproxyConfig({
    host: '127.0.0.1',
    port: 8080,
    nodes: [
      { name: 'node-1', port: 8081 },
      { name: 'node-2', port: 8082 },
    ],
    checkIntervalMs: 500,
  });
  const lines = text.split('\n').map((l) => l.trim());

  it('listens on the port and names every node with its health check', () => {
    expect(lines).toContain('bind 127.0.0.1:8080');
    expect(lines).toContain('server node-1 127.0.0.1:8081 check');
    expect(lines).toContain('server node-2 127.0.0.1:8082 check');
    expect(lines).toContain('option httpchk GET /healthz');
    expect(lines).toContain('http-check expect status 200');
    expect(lines).toContain('default-server inter 500ms fastinter 500ms fall 1 rise 2');
  });

  it('sends a refused connection to another node, never a request a node received', () => {
    expect(lines).toContain('option redispatch 1');
    expect(lines).toContain('retries 3');
    expect(lines).toContain('option http-server-close');
    // L7 retries would send a POST that reached a node a second time.
    expect(lines.some((l) => l.startsWith('retry-on'))).toBe(false);
  });
});
