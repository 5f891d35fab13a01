import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertBuilt, freePort, repoRoot, serverEntry, serverEnvironment } from './server';

// A product server a test may stop and start again on the same port and the same data folder,
// as a deployment restarts it: sessions, messages and everything else survive; open sockets and
// requests in flight do not. (support/server.ts starts the run's server, which is never
// restarted and removes its folder when it stops.)

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export interface RestartableServer {
  baseUrl: string;
  dataDir: string;
  /** SIGTERM, wait for the process to end; the data stays. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data; resolves once /api/health answers 200. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  dispose(): Promise<void>;
  output(): string;
}

export async function createRestartableServer(
  options: { label?: string; env?: Record<string, string> } = {},
): Promise<RestartableServer> {
  assertBuilt();
  const root = await mkdtemp(join(tmpdir(), `${options.label ?? 'wob-restart'}-`));
  const dataDir = join(root, 'data');
  await mkdir(dataDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();

  const endGroup = (process: ChildProcess, signal: NodeJS.Signals) => {
    if (process.pid === undefined) return;
    try {
      globalThis.process.kill(-process.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const orphanGuard = () => {
    if (child) endGroup(child, 'SIGKILL');
  };
  globalThis.process.once('exit', orphanGuard);

  async function start(): Promise<void> {
    const current = spawn(globalThis.process.execPath, [serverEntry], {
      cwd: repoRoot,
      env: serverEnvironment(port, dataDir, options.env),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = current;
    const keep = (chunk: Buffer) => {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      if (lines.length > 200) lines.splice(0, lines.length - 200);
    };
    current.stdout?.on('data', keep);
    current.stderr?.on('data', keep);
    exited = new Promise<void>((done) => current.once('exit', () => done()));
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (current.exitCode !== null || current.signalCode !== null) {
        throw new Error(`The server exited before it was ready:\n${lines.join('\n')}`);
      }
      try {
        const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
        if (response.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error(`The server did not become healthy:\n${lines.join('\n')}`);
  }

  async function stop(): Promise<void> {
    const current = child;
    if (!current) return;
    child = null;
    if (current.exitCode === null && current.signalCode === null) {
      endGroup(current, 'SIGTERM');
      const timer = setTimeout(() => endGroup(current, 'SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    endGroup(current, 'SIGKILL');
  }

  await start();
  return {
    baseUrl,
    dataDir,
    start,
    stop,
    async dispose() {
      await stop();
      globalThis.process.off('exit', orphanGuard);
      await rm(root, { recursive: true, force: true });
    },
    output: () => lines.join('\n'),
  };
}
