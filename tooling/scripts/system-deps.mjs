// The browser tests need Debian's Chromium (and coturn, the TURN relay the call tests start)
// and the server suite a PostgreSQL server. When they are missing, install them if we run as
// root (CI does), with one `apt-get update`, otherwise say exactly what to install and let the
// affected stages count as failed.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { postgresBinDir } from './lib/postgres.mjs';

export const CHROMIUM = '/usr/bin/chromium';
/** coturn's relay; lib/turn.mjs starts it only for the tests and benches that need TURN. */
export const TURNSERVER = '/usr/bin/turnserver';

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

export function ensureSystemPackages() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (!postgresBinDir()) missing.push('postgresql');
  if (!existsSync(TURNSERVER)) missing.push('coturn');
  if (missing.length > 0) {
    if (isRoot() && existsSync('/usr/bin/apt-get')) {
      console.log(`Installing ${missing.join(', ')} from Debian…`);
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
    } else {
      console.error(
        `\nMissing system packages: ${missing.join(', ')}.\n` +
          `Install them (Debian/Ubuntu): sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n` +
          'The stages that need them are counted as failed until then.\n',
      );
    }
  }
  let chromiumVersion = '';
  if (existsSync(CHROMIUM)) {
    try {
      chromiumVersion = execFileSync(CHROMIUM, ['--version'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      chromiumVersion = 'unknown version';
    }
  }
  return {
    chromium: existsSync(CHROMIUM) ? chromiumVersion || 'present' : null,
    postgres: postgresBinDir(),
    turnserver: existsSync(TURNSERVER) ? TURNSERVER : null,
  };
}
