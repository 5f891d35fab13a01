import { endpoints } from '@wob/api';
import { ADMIN_ROLES, type AdminRole } from '@wob/validation';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { adminCommandPassword, ConfigError, type Config, loadConfig } from '../config';
import { readServerSecret, serverCommandKey } from '../platform/secret';

// `pnpm admin:create --email … [--role administrator|moderator]`: creates an administrator
// through the running server (apps/server README 'Administrators'). It never opens the
// database — the running server holds PGlite's folder — but posts to the server's
// loopback-only endpoint with the key derived from the server's secret. It finds the server
// and the secret from the same settings the server reads (PORT, HOST, WOB_DATA_DIR,
// MEDIA_SECRET). An operator's tool: its own lines are English, like the server's log; what
// the server answers comes in the terminal's language (LANG da… → Danish).

const USAGE =
  'Usage: pnpm admin:create --email <address> [--role administrator|moderator]\n' +
  'The password is asked for (nothing is shown as you type) or read from WOB_ADMIN_PASSWORD.';

class CommandError extends Error {}

function parseCommand(argv: string[]): { email: string; role: AdminRole } {
  let values: { email?: string; role?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        role: { type: 'string', default: 'administrator' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new CommandError(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) throw new CommandError(USAGE);
  if (!values.email) throw new CommandError(`--email is required.\n${USAGE}`);
  const role = ADMIN_ROLES.find((known) => known === values.role);
  if (!role) throw new CommandError(`--role must be administrator or moderator.\n${USAGE}`);
  return { email: values.email, role };
}

/** Reads one line from the terminal without showing it; from a pipe, the next line. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) {
    return new Promise((resolve, reject) => {
      const lines = createInterface({ input: stdin });
      lines.once('line', (line) => {
        lines.close();
        resolve(line);
      });
      lines.once('close', () => reject(new CommandError('No password given on standard input.')));
    });
  }
  return new Promise((resolve, reject) => {
    stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let typed = '';
    const done = (finish: () => void) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      finish();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          done(() => resolve(typed));
          return;
        }
        if (char === '\u0003') {
          done(() => reject(new CommandError('Cancelled.')));
          return;
        }
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}

async function passwordFor(email: string): Promise<string> {
  const given = adminCommandPassword();
  if (given !== undefined) return given;
  const first = await askHidden(`Password for ${email}: `);
  if (!process.stdin.isTTY) return first;
  const again = await askHidden('The same password again: ');
  if (first !== again) throw new CommandError('The two passwords differ. Nothing was created.');
  return first;
}

/** Where the running server answers on this machine (its loopback side). */
function serverOrigin(config: Config): string {
  const host =
    config.host === '::1' ? '[::1]' : config.host === 'localhost' ? 'localhost' : '127.0.0.1';
  return `http://${host}:${config.port}`;
}

function startHint(config: Config): string {
  return (
    `No Woble server answers at ${serverOrigin(config)} (PORT=${config.port}, WOB_DATA_DIR=${config.dataDir}).\n` +
    'Start it with `pnpm start` (with the same PORT and WOB_DATA_DIR), then run this command again.'
  );
}

function terminalLanguage(): string {
  return /^da/i.test(Intl.DateTimeFormat().resolvedOptions().locale) ? 'da' : 'en';
}

async function run(argv: string[]): Promise<void> {
  const { email, role } = parseCommand(argv);
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new CommandError(error.message);
    throw error;
  }
  const secret = await readServerSecret(config.mediaSecret, config.dataDir);
  if (!secret) throw new CommandError(startHint(config));
  const password = await passwordFor(email);

  const endpoint = endpoints.adminCreate;
  let response: Response;
  try {
    response = await fetch(`${serverOrigin(config)}${endpoint.path}`, {
      method: endpoint.method,
      headers: {
        authorization: `Bearer ${serverCommandKey(secret)}`,
        'content-type': 'application/json',
        'accept-language': terminalLanguage(),
      },
      body: JSON.stringify({ email, password, role }),
    });
  } catch {
    throw new CommandError(startHint(config));
  }
  const body = (await response.json().catch(() => ({}))) as {
    message?: string;
    errors?: Record<string, string>;
    data?: { admin?: { email: string; role: string } };
  };
  if (response.status !== 201 || !body.data?.admin) {
    const details = Object.entries(body.errors ?? {}).map(([field, text]) => `  ${field}: ${text}`);
    throw new CommandError(
      [`The server refused (${response.status}): ${body.message ?? ''}`, ...details].join('\n'),
    );
  }
  const { admin } = body.data;
  process.stdout.write(
    `${body.message ?? 'Created.'} ${admin.email} (${admin.role})\n` +
      `They sign in at ${config.publicUrl}/admin/login and set up their authenticator app there.\n`,
  );
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof CommandError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `admin:create failed: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exitCode = 1;
});
