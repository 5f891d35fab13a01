import type { Config, Env } from '../../../config';
import {
  startTestServer,
  type TestDatabase,
  type TestServer,
  type TestServerOptions,
} from '../../../test/harness';

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

/** The test server's options for the real app with CometChat at `base`. */
export function cometchatServerOptions(
  base: string,
  options: { retryDelaysMs?: readonly number[]; testDatabase?: TestDatabase } = {},
): TestServerOptions {
  return {
    env: cometchatEnv(base),
    testDatabase: options.testDatabase,
    configure(config: Config): Config {
      if (config.chat.service !== 'cometchat') throw new Error('CometChat is not configured');
      return {
        ...config,
        chat: { ...config.chat, blockMirrorRetryDelaysMs: options.retryDelaysMs ?? [5, 10, 20] },
      };
    },
  };
}

export function startCometChatServer(
  base: string,
  options: { retryDelaysMs?: readonly number[]; testDatabase?: TestDatabase } = {},
): Promise<TestServer> {
  return startTestServer(cometchatServerOptions(base, options));
}
