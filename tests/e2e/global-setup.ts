// Builds the SPA once and starts the REAL server (PGlite, small seed) on a free port for the e2e
// project; the tests drive Debian's Chromium against it. Teardown stops the server and removes
// the temporary build and data directories.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
  }
}

const run = promisify(execFile);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function waitForReady(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      reject(new Error(`server not ready after ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before ready:\n${output}`));
    });
  });
}

export default async function setup(project: TestProject) {
  const root = process.cwd();
  const buildDir = await mkdtemp(join(tmpdir(), 'e2e-spa-'));
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-data-'));
  // vitest sets NODE_ENV=test, which vite would keep, shipping React's development build: the
  // browser tests drive the production bundle users get.
  await run(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      buildDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { env: { ...process.env, NODE_ENV: 'production' } },
  );
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_SCALE: 'small',
      STATIC_DIR: buildDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const url = await waitForReady(child, 150_000);
    project.provide('e2eBaseUrl', url.replace(/\/$/, ''));
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    await rm(buildDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  };
}
