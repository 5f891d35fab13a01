import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp } from '../../../app';
import { type Config, type Env, loadConfig } from '../../../config';
import {
  createTestDatabase,
  FAST_ENV,
  TestClock,
  type TestDatabase,
  type TestServer,
  tempDir,
} from '../../../test/harness';

// The real app with CometChat as its chat service, its REST API at `base` (a fake), and the
// block mirror's waits between retries set through the Config (the harness builds Config from
// env only; the waits are fixed there, as the realtime timings are).

export const COMETCHAT_API_KEY = 'rest-api-key-0123456789';
export const COMETCHAT_APP_ID = 'abc123';

export const cometchatEnv = (base: string): Env => ({
  WOB_CHAT_SERVICE: 'cometchat',
  COMETCHAT_APP_ID,
  COMETCHAT_API_KEY,
  COMETCHAT_API_BASE: base,
});

export async function startCometChatServer(
  base: string,
  options: { retryDelaysMs?: readonly number[]; testDatabase?: TestDatabase } = {},
): Promise<TestServer> {
  const dataDir = await tempDir();
  const testDatabase = options.testDatabase ?? (await createTestDatabase());
  const loaded = loadConfig({
    ...FAST_ENV,
    WOB_DATA_DIR: dataDir,
    WOB_WEB_DIR: join(dataDir, 'no-web-build'),
    ...cometchatEnv(base),
  });
  if (loaded.chat.service !== 'cometchat') throw new Error('CometChat is not configured');
  const config: Config = {
    ...loaded,
    chat: { ...loaded.chat, blockMirrorRetryDelaysMs: options.retryDelaysMs ?? [5, 10, 20] },
  };
  const clock = new TestClock();
  const app = await buildApp(config, { now: clock.now, database: testDatabase.database });
  return {
    app,
    clock,
    config,
    dataDir,
    testDatabase,
    async close() {
      await app.close();
      if (!options.testDatabase) await testDatabase.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
