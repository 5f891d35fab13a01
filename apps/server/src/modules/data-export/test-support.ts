import type { DataExportView } from '@wob/api';
import { strFromU8, unzipSync } from 'fflate';
import type { SignedUp, TestServer } from '../../test/harness';
import { get, getAs, postAs } from '../../test/http';

// Test support for "Download my data": start an export, wait for its job, download and unzip.

export const DATA_EXPORT = {
  start: '/api/data-export/start',
  latest: '/api/data-export/latest',
} as const;

export const startExport = (server: TestServer, who: SignedUp, language = 'en') =>
  postAs<{ export: DataExportView }>(server, DATA_EXPORT.start, who, {}, language);

export const latestOf = (server: TestServer, who: SignedUp) =>
  getAs<{ export: DataExportView | null }>(server, DATA_EXPORT.latest, who);

/** Starts an export, waits for its job and answers the ready export's view. */
export async function readyExport(server: TestServer, who: SignedUp): Promise<DataExportView> {
  const started = await startExport(server, who);
  if (started.status !== 201) throw new Error(`start answered ${started.status}`);
  await server.app.wob.tasks.idle();
  const latest = await latestOf(server, who);
  const view = latest.data.export;
  if (view?.status !== 'ready' || !view.downloadUrl) {
    throw new Error(`the export is ${view?.status ?? 'missing'}, not ready`);
  }
  return view;
}

/** GET of a download link (no token: the link is the authorisation). */
export const download = (server: TestServer, url: string, language = 'en') =>
  get(server.app, url, { language });

/** Every file of a ZIP, by its name. */
export function unzip(body: Buffer): Map<string, Uint8Array> {
  return new Map(Object.entries(unzipSync(new Uint8Array(body))));
}

export function jsonOf<T = unknown>(files: Map<string, Uint8Array>, name: string): T {
  const file = files.get(name);
  if (!file) throw new Error(`${name} is not in the ZIP`);
  return JSON.parse(strFromU8(file)) as T;
}

/** The whole text of every file of the ZIP (media files included), for "never contains". */
export function allText(files: Map<string, Uint8Array>): string {
  return [...files.values()].map((file) => strFromU8(file, true)).join('\n');
}
