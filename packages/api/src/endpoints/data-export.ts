// "Download my data" (GDPR articles 15 and 20): a ZIP of the caller's data, built in the
// background; its state, and a short-lived signed download link once it is ready.
import * as v from 'valibot';
import { defineEndpoint } from '../contract';

export const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'expired', 'failed'] as const;

export const DataExportViewSchema = v.object({
  _id: v.string(),
  /** preparing: the job runs; ready: downloadable until `expiresAt`; expired; failed. */
  status: v.picklist(DATA_EXPORT_STATUSES),
  /** ISO-8601, UTC. */
  createdAt: v.string(),
  /** ready: when it was built (ISO-8601, UTC). */
  readyAt: v.optional(v.string()),
  /** ready: the last moment it can be downloaded (7 days after `readyAt`). */
  expiresAt: v.optional(v.string()),
  /** ready: the ZIP's size in bytes. */
  bytes: v.optional(v.number()),
  /**
   * ready: `GET /api/data-export/download/{id}?exp=&sig=`, signed for its owner and valid for
   * an hour (ask `latestDataExport` again for a new one). The answer is the ZIP itself; 403
   * when the link is wrong or its hour is over, 410 once the export has expired.
   */
  downloadUrl: v.optional(v.string()),
});

export const startDataExport = defineEndpoint({
  id: 'startDataExport',
  method: 'POST',
  path: '/api/data-export/start',
  summary:
    "Start building a ZIP of the caller's data (201); while one is being prepared, answers that one (200).",
  tag: 'data-export',
  auth: 'required',
  request: v.object({}),
  response: v.object({ export: DataExportViewSchema }),
});

export const latestDataExport = defineEndpoint({
  id: 'latestDataExport',
  method: 'GET',
  path: '/api/data-export/latest',
  summary: "The caller's newest data export and its state (null when there is none).",
  tag: 'data-export',
  auth: 'required',
  request: v.object({}),
  response: v.object({ export: v.nullable(DataExportViewSchema) }),
});

export const dataExportEndpoints = { startDataExport, latestDataExport } as const;

export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];
export type DataExportView = v.InferOutput<typeof DataExportViewSchema>;
