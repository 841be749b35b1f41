// npm run cluster: CLUSTER_NODES API processes behind HAProxy on one PostgreSQL. The balancer
// listens on PORT; node i listens on PORT + i. Every node is the ordinary server (server/main.ts):
// sessions, throttles, limits, report-cache invalidation and e-mailed export claims already live
// in the database, so any node can answer any request.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { haproxyConfig } from './haproxy-config';
import { ensureHaproxy } from './haproxy-install';

/** How often HAProxy checks each node; a stopping node waits a few of these before draining. */
const CHECK_INTERVAL_MS = 500;
const DRAIN_NOTICE_MS = 4 * CHECK_INTERVAL_MS;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  fail(
    'npm run cluster needs DATABASE_URL: every node shares one PostgreSQL (PGlite is one process)',
  );
}
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const count = Number(process.env.CLUSTER_NODES ?? 2);
if (!Number.isInteger(port) || port < 1 || port + count > 65_535)
  fail('PORT must be a port number');
if (!Number.isInteger(count) || count < 1 || count > 32) fail('CLUSTER_NODES must be 1 to 32');

const haproxy = ensureHaproxy();
const nodes = Array.from({ length: count }, (_, i) => ({
  name: `node-${i + 1}`,
  port: port + i + 1,
}));
const children = new Map<string, ChildProcess>();
let stopping = false;

/** Starts one node and resolves once it listens; rejects with its output if it exits first. */
function startNode(node: { name: string; port: number }): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(node.port),
      HOST: '127.0.0.1',
      NODE_NAME: node.name,
      DRAIN_NOTICE_MS: String(DRAIN_NOTICE_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.set(node.name, child);
  return new Promise((resolve, reject) => {
    let output = '';
    let ready = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      if (ready) {
        for (const line of text.split('\n')) if (line) console.log(`[${node.name}] ${line}`);
        return;
      }
      output += text;
      if (/ready at /.test(output)) {
        ready = true;
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      children.delete(node.name);
      if (!ready)
        reject(
          new Error(`${node.name} exited (${code ?? signal}) before it was ready:\n${output}`),
        );
      else if (!stopping) {
        console.warn(
          `${node.name} stopped (${code ?? signal}); the balancer sends its requests to the others`,
        );
        if (children.size === 0) void stop(1);
      }
    });
  });
}

let balancer: ChildProcess | undefined;
const dir = mkdtempSync(join(tmpdir(), 'cluster-'));

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  // Nodes first: each answers 503 on /healthz, the balancer stops sending to it, it drains.
  const exits = [...children.values()].map(
    (child) =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );
  await Promise.all(exits);
  if (balancer && balancer.exitCode === null) {
    const gone = new Promise<void>((resolve) => balancer?.once('exit', () => resolve()));
    balancer.kill('SIGUSR1');
    await gone;
  }
  rmSync(dir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  // The first node alone migrates and seeds an empty database; the others start on its result.
  const [first, ...rest] = nodes;
  if (first) await startNode(first);
  await Promise.all(rest.map(startNode));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}

const configPath = join(dir, 'haproxy.cfg');
writeFileSync(configPath, haproxyConfig({ host, port, nodes, checkIntervalMs: CHECK_INTERVAL_MS }));
balancer = spawn(haproxy, ['-db', '-f', configPath], { stdio: ['ignore', 'inherit', 'inherit'] });
balancer.once('exit', (code) => {
  if (!stopping) {
    console.error(`HAProxy exited (${code}): stopping the nodes`);
    void stop(1);
  }
});
// HAProxy binds at once; wait until it answers through to a node before saying so.
for (let i = 0; i < 100; i++) {
  const ok = await fetch(`http://${host}:${port}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  await new Promise((r) => setTimeout(r, 100));
}
console.log(
  `Cluster ready at http://${host}:${port} (HAProxy, ${count} node${count === 1 ? '' : 's'}: ${nodes.map((n) => `${n.name} :${n.port}`).join(', ')})`,
);
