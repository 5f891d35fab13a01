// The server's half of `pnpm check:deps`: platform imports no module, modules import one another
// only along the table, no module imports another's routes, routes build no service. Each rule
// is shown to fail on a scratch source tree that breaks it, and the repository's server passes.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkServerSource, serverModules, tableCycles } from '../check-deps.mjs';
import { scratchTrees } from '../lib/scratch.mjs';
import { root } from '../lib/test-run.mjs';

/** A scratch apps/server/src with these files (path → text); every module dir is in the table. */
const sourceTree = scratchTrees('wob-check-deps-');

describe('pnpm check:deps on the server', () => {
  it('passes the repository, and the CLI says so', () => {
    expect(checkServerSource(join(root, 'apps/server/src'))).toEqual([]);
    const run = spawnSync(process.execPath, [join(root, 'tooling/scripts/check-deps.mjs')], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/server modules follow/);
  });

  it('passes imports along the table, from the composition root and from tests', () => {
    const src = sourceTree({
      'modules/chat/store.ts': "import { pairLockKey } from '../relations/store';\n",
      'modules/relations/store.ts': "import { viewerOf } from '../people/visibility';\n",
      'modules/people/visibility.ts': 'export const viewerOf = 1;\n',
      'modules/index.ts': "import { createDeckService } from './deck/service';\n",
      'modules/deck/service.ts': "import type { Db } from '../../db/client';\n",
      'modules/notifications/bell.test.ts': "import { like } from '../relations/test-support';\n",
      'app.ts': "import { createModules } from './modules/index';\n",
    });
    expect(checkServerSource(src)).toEqual([]);
  });

  it('refuses platform code and the files it shares importing a module', () => {
    const src = sourceTree({
      'platform/realtime/authorise.ts':
        "import { findBubbleAccess } from '../../modules/bubbles/access';\n",
      'context.ts': "import type { PremiumLookup } from './modules/premium/state';\n",
      'db/schema.ts': "export { x } from '../modules/chat/ids';\n",
    });
    const problems = checkServerSource(src);
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(
      /platform\/realtime\/authorise\.ts: imports modules\/bubbles\/access/,
    );
    expect(problems.join('\n')).toMatch(/context\.ts: imports modules\/premium\/state/);
    expect(problems.join('\n')).toMatch(/db\/schema\.ts: imports modules\/chat\/ids/);
  });

  it('refuses a module importing one the table does not allow (nothing imports the deck)', () => {
    const src = sourceTree({
      'modules/accounts/service.ts': "import { cityPlace } from '../deck/location';\n",
      'modules/people/visibility.ts': "import { lockPair } from '../relations/store';\n",
    });
    expect(checkServerSource(src)).toEqual([
      'modules/accounts/service.ts: imports modules/deck/location, which modules/accounts may not use',
      'modules/people/visibility.ts: imports modules/relations/store, which modules/people may not use',
    ]);
  });

  it("refuses a module importing another's routes, or the composition root", () => {
    const src = sourceTree({
      'modules/polls/service.ts':
        "import { registerBoardRoutes } from '../bubbles/board-routes';\n",
      'modules/deck/routes.ts': "import { bubblesServiceOf } from '../bubbles/routes';\n",
      'modules/chat/service.ts': "import { createModules } from '../index';\n",
    });
    const problems = checkServerSource(src).join('\n');
    expect(problems).toMatch(
      /polls\/service\.ts: imports modules\/bubbles\/board-routes; a module never imports another's routes/,
    );
    expect(problems).toMatch(
      /deck\/routes\.ts: imports modules\/bubbles\/routes; a module never imports another's routes/,
    );
    expect(problems).toMatch(
      /chat\/service\.ts: imports modules\/index; only app\.ts uses the composition root/,
    );
  });

  it('refuses a routes file that builds a service', () => {
    const src = sourceTree({
      'modules/deck/routes.ts': [
        "import { createDeckService } from './service';",
        'export function registerDeckRoutes(app) {',
        '  const deck = createDeckService({ db: app.wob.db });',
        '  app.get("/x", () => deck.support.createTicket());',
        '}',
      ].join('\n'),
    });
    expect(checkServerSource(src)).toEqual([
      'modules/deck/routes.ts: calls createDeckService(); services are built once, in modules/index.ts',
    ]);
  });

  it('refuses a module folder missing from the table, and a table with a cycle', () => {
    const src = sourceTree({ 'modules/groups/service.ts': 'export const groups = 1;\n' });
    expect(checkServerSource(src)).toEqual([
      "modules/groups: not placed in the server's module table (add it to tooling/scripts/check-deps.mjs)",
    ]);
    expect(tableCycles(serverModules)).toEqual([]);
    expect(tableCycles({ a: ['b'], b: ['c'], c: ['a'] })).toEqual(['a → b → c → a']);
    const cyclic = { ...serverModules, premium: ['support'] };
    expect(checkServerSource(sourceTree({ 'app.ts': '' }), cyclic)).toEqual([
      'server modules: the table has a cycle premium → support → premium',
    ]);
  });
});
