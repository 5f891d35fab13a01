import type { Config, Env } from '../../../config';
import { startTestServer, type TestDatabase, type TestServer } from '../../../test/harness';

// The real app with CometChat as its chat service, its REST API at `base` (a fake), and the
// block mirror's waits between retries set through the Config (fixed there, as the realtime
// timings are).

export const COMETCHAT_API_KEY = 'rest-api-key-0123456789';
export const COMETCHAT_APP_ID = 'abc123';

export const cometchatEnv = (base: string): Env => ({
  WOB_CHAT_SERVICE: 'cometchat',
  COMETCHAT_APP_ID,
  COMETCHAT_API_KEY,
  COMETCHAT_API_BASE: base,
});

export function startCometChatServer(
  base: string,
  options: { retryDelaysMs?: readonly number[]; testDatabase?: TestDatabase } = {},
): Promise<TestServer> {
  return startTestServer({
    env: cometchatEnv(base),
    testDatabase: options.testDatabase,
    configure(config: Config): Config {
      if (config.chat.service !== 'cometchat') throw new Error('CometChat is not configured');
      return {
        ...config,
        chat: { ...config.chat, blockMirrorRetryDelaysMs: options.retryDelaysMs ?? [5, 10, 20] },
      };
    },
  });
}
