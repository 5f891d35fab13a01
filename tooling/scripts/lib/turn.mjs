// coturn (Debian's `coturn`, /usr/bin/turnserver) for the tests and the benchmark that need a
// TURN relay: on 127.0.0.1, a free port, no configuration file, with coturn's use-auth-secret
// (the credentials the server's GET /chat-api/calls/ice-servers makes from CALLS_TURN_SECRET)
// and its log in a temporary folder. `--allow-loopback-peers` and `--no-cli` are for tests
// only: a real relay refuses loopback peers, and its CLI is a telnet port.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './postgres.mjs';

export const TURNSERVER = '/usr/bin/turnserver';
const START_TIMEOUT_MS = 10_000;

function listening(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts turnserver in a process group of its own and resolves once it accepts connections:
 * `{ url, port, secret, log(), stop() }` — `url` is `turn:127.0.0.1:<port>?transport=udp`,
 * `secret` its static-auth-secret (CALLS_TURN_SECRET of a server that hands out credentials
 * for it), `log()` its log so far (each allocation with its user), `stop()` ends the group
 * and removes the folder.
 */
export async function startTurnServer() {
  if (!existsSync(TURNSERVER)) {
    throw new Error(
      `${TURNSERVER} is missing: install Debian's coturn (apt-get install -y coturn); the root \`pnpm test\` does it when run as root.`,
    );
  }
  const folder = mkdtempSync(join(tmpdir(), 'wob-turn-'));
  const logFile = join(folder, 'turn.log');
  const port = await freePort();
  const secret = randomBytes(24).toString('base64url');
  const child = spawn(
    TURNSERVER,
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
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const endGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const orphanGuard = () => endGroup('SIGKILL');
  process.once('exit', orphanGuard);
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');

  const stop = async () => {
    process.off('exit', orphanGuard);
    if (child.exitCode === null && child.signalCode === null) {
      endGroup('SIGTERM');
      const timer = setTimeout(() => endGroup('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(folder, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const output = log();
      await stop();
      throw new Error(`turnserver did not start on port ${port}:\n${output.slice(-2_000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `turn:127.0.0.1:${port}?transport=udp`, port, secret, log, stop };
}
