import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from './server';

// coturn (Debian's `coturn`, /usr/bin/turnserver), started only by the tests that need a TURN
// relay: on 127.0.0.1, a free port, no configuration file, with coturn's use-auth-secret (the
// credentials the server's GET /chat-api/calls/ice-servers makes) and a log in a temporary
// folder. `--allow-loopback-peers` and `--no-cli` are for tests only: a real relay refuses
// loopback peers, and its CLI is a telnet port.

export const TURNSERVER_PATH = '/usr/bin/turnserver';
const START_TIMEOUT_MS = 10_000;

export interface RunningTurn {
  /** `turn:127.0.0.1:<port>?transport=udp` (the relay allocates its ports on 127.0.0.1). */
  url: string;
  port: number;
  /** The static-auth-secret it checks credentials with (CALLS_TURN_SECRET of a test server). */
  secret: string;
  /** Its log file: what it allocated and refused. */
  log(): Promise<string>;
  stop(): Promise<void>;
}

function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

function endGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Starts turnserver and resolves once it accepts connections on its port. */
export async function startTurnServer(): Promise<RunningTurn> {
  if (!existsSync(TURNSERVER_PATH)) {
    throw new Error(
      `${TURNSERVER_PATH} is missing: install Debian's coturn (apt-get install -y coturn); the root \`pnpm test\` does it when run as root.`,
    );
  }
  const folder = await mkdtemp(join(tmpdir(), 'wob-turn-'));
  const logFile = join(folder, 'turn.log');
  const port = await freePort();
  const secret = `turn-test-secret-${process.pid}-${Date.now()}`;
  const child = spawn(
    TURNSERVER_PATH,
    [
      '-n',
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      `--listening-port=${port}`,
      '--realm=woble.test',
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--allow-loopback-peers',
      '--no-cli',
      '--no-tls',
      '--no-dtls',
      '--no-rfc5780',
      '--no-software-attribute',
      `--userdb=${join(folder, 'turndb')}`,
      `--pidfile=${join(folder, 'turn.pid')}`,
      `--log-file=${logFile}`,
      '--simple-log',
      '--no-stdout-log',
      // Each allocation with its user, so a test can see who was relayed.
      '--verbose',
    ],
    { detached: true, stdio: 'ignore' },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const orphanGuard = () => endGroup(child, 'SIGKILL');
  process.once('exit', orphanGuard);
  const log = () => readFile(logFile, 'utf8').catch(() => '');

  const stop = async () => {
    process.off('exit', orphanGuard);
    if (child.exitCode === null && child.signalCode === null) {
      endGroup(child, 'SIGTERM');
      const timer = setTimeout(() => endGroup(child, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(folder, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const output = await log();
      await stop();
      throw new Error(`turnserver did not start on port ${port}:\n${output.slice(-2_000)}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return { url: `turn:127.0.0.1:${port}?transport=udp`, port, secret, log, stop };
}

/**
 * A turnserver for the tests of the calling file or `describe` block (started before them,
 * stopped after); its fields are filled in once it runs.
 */
export function useTurnServer(): RunningTurn {
  const turn = {} as RunningTurn;
  let started: RunningTurn | undefined;
  beforeAll(async () => {
    started = await startTurnServer();
    Object.assign(turn, started);
  });
  afterAll(async () => {
    await started?.stop();
  });
  return turn;
}
