import type { TestProject } from 'vitest/node';
import { type RunningServer, startServer } from './server';

// One product server for the whole run: every test file reaches it through
// `inject('baseUrl')` and reads its e-mails under `inject('dataDir')`.

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port> of the server started for this run. */
    baseUrl: string;
    /** Its WOB_DATA_DIR (the outbox of e-mails is `<dataDir>/outbox`). */
    dataDir: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = await startServer({ label: 'wob-e2e' });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  server = undefined;
}
