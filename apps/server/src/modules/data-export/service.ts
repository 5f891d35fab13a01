import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { DataExportView } from '@wob/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Session } from '../../context';
import type { Db } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import { DATA_EXPORT_LINK_TTL_MS, DATA_EXPORT_STALE_MS, DATA_EXPORT_TTL_MS } from '../../policy';
import type { Clock } from '../../platform/clock';
import { newId, safeEqual } from '../../platform/crypto';
import { HttpError } from '../../platform/http/http-error';
import { type Locale, translate } from '../../platform/i18n';
import { composeMail } from '../../platform/mailer/compose';
import type { Mailer } from '../../platform/mailer/mailer';
import type { MediaStorage } from '../../platform/storage/media-storage';
import type { TaskTracker } from '../../platform/tasks';
import { collectExport } from './collect';
import { EXPORT_FILES, readmeKeyOf } from './coverage';
import {
  type DataExportRow,
  findExport,
  findRecipient,
  latestExport,
  markFailed,
  markReady,
  startExport,
} from './store';
import { writeZip, type ZipEntry } from './zip';

export interface DataExportDeps {
  db: Db;
  now: Clock;
  media: MediaStorage;
  mailer: Mailer;
  tasks: TaskTracker;
  publicUrl: string;
  /** A keyed signature (HMAC with the server's secret) of a value. */
  sign: (value: string) => string;
  /** Tells the person in the bell that their export is ready. */
  notifyReady: (userId: string, exportId: string, at: Date) => Promise<void>;
  logger: FastifyBaseLogger;
}

/** The download path of an export (bound in routes.ts; the link carries exp and sig). */
export const downloadPath = (id: string) => `/api/data-export/download/${encodeURIComponent(id)}`;

/** The README.txt: what each file holds, in Danish and then in English. */
function readme(): string {
  const part = (locale: Locale) =>
    [
      translate(locale, M.dataExport.readmeTitle),
      '',
      translate(locale, M.dataExport.readmeIntro),
      '',
      ...EXPORT_FILES.map(
        (file) => `${file}\n  ${translate(locale, M.dataExport.readmeFiles[readmeKeyOf(file)])}`,
      ),
      `media/\n  ${translate(locale, M.dataExport.readmeMedia)}`,
    ].join('\n');
  return `${part('da')}\n\n----------------------------------------\n\n${part('en')}\n`;
}

/**
 * "Download my data": one export at a time per person, built in the background into the media
 * storage, downloadable by its owner for 7 days through short-lived signed links.
 */
export function createDataExportService(deps: DataExportDeps) {
  const { db, now } = deps;
  const linkSignature = (id: string, userId: string, exp: number) =>
    deps.sign(`data-export:${id}:${userId}:${exp}`);

  function view(row: DataExportRow): DataExportView {
    const at = now().getTime();
    const stale = row.status === 'preparing' && at - row.createdAt.getTime() > DATA_EXPORT_STALE_MS;
    const expired = row.status === 'ready' && (row.expiresAt?.getTime() ?? 0) <= at;
    const status = stale ? 'failed' : expired ? 'expired' : row.status;
    const base: DataExportView = {
      _id: row.id,
      status: status as DataExportView['status'],
      createdAt: row.createdAt.toISOString(),
    };
    if (status !== 'ready' || !row.expiresAt) return base;
    const exp = Math.floor(Math.min(at + DATA_EXPORT_LINK_TTL_MS, row.expiresAt.getTime()) / 1000);
    return {
      ...base,
      readyAt: row.readyAt?.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      bytes: row.bytes ?? 0,
      downloadUrl: `${downloadPath(row.id)}?exp=${exp}&sig=${linkSignature(row.id, row.userId, exp)}`,
    };
  }

  async function build(row: DataExportRow): Promise<void> {
    const folder = join(deps.media.root, 'exports-in-progress');
    const partial = join(folder, `${row.id}.zip`);
    try {
      const data = await collectExport(db, row.userId);
      const entries: ZipEntry[] = [{ name: 'README.txt', text: readme() }];
      for (const [name, content] of Object.entries(data.files)) {
        entries.push({ name, text: `${JSON.stringify(content, null, 2)}\n` });
      }
      for (const file of data.media) {
        const absolute = deps.media.absolutePath(file.path);
        // A file already removed from disk (a purge in progress) is left out, not fatal.
        if (await stat(absolute).catch(() => null))
          entries.push({ name: file.file, file: absolute });
      }
      await mkdir(folder, { recursive: true });
      await rm(partial, { force: true });
      const bytes = await writeZip(partial, entries);
      const path = await deps.media.adopt(`export-${row.id}`, 'zip', partial);
      const readyAt = now();
      const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_TTL_MS);
      if (!(await markReady(db, row.id, { path, bytes, at: readyAt, expiresAt }))) {
        await deps.media.remove(path);
        return;
      }
      await deps.notifyReady(row.userId, row.id, readyAt);
      await sendReadyMail(row.userId, expiresAt);
    } catch (error) {
      await rm(partial, { force: true }).catch(() => undefined);
      await markFailed(db, row.id);
      throw error;
    }
  }

  async function sendReadyMail(userId: string, expiresAt: Date): Promise<void> {
    const { email, language } = await findRecipient(db, userId);
    if (!email) return;
    const locale: Locale = language === 'en' ? 'en' : 'da';
    const link = `${deps.publicUrl}/settings#data-export`;
    const until = new Intl.DateTimeFormat(locale === 'da' ? 'da-DK' : 'en-GB', {
      dateStyle: 'long',
      timeZone: 'Europe/Copenhagen',
    }).format(expiresAt);
    await deps.mailer.send(
      composeMail(
        locale,
        {
          subject: M.dataExport.mailSubject,
          text: M.dataExport.mailText,
          html: M.dataExport.mailHtml,
        },
        { link, until },
        { to: email, link },
      ),
    );
  }

  return {
    /** Starts an export, or answers the one being prepared (201 new, 200 running). */
    async start(session: Session): Promise<{ view: DataExportView; created: boolean }> {
      const { row, created } = await startExport(db, {
        id: newId(),
        userId: session.user.id,
        at: now(),
      });
      if (created) deps.tasks.run('data export', () => build(row));
      return { view: view(row), created };
    },

    async latest(session: Session): Promise<DataExportView | null> {
      const row = await latestExport(db, session.user.id);
      return row ? view(row) : null;
    },

    /**
     * The ZIP behind a signed download link: 403 when the signature is wrong or its hour is
     * over, 410 once the export has expired or its file has been deleted.
     */
    async download(
      id: string,
      exp: unknown,
      sig: unknown,
    ): Promise<{ stream: ReadStream; bytes: number; name: string }> {
      const row = await findExport(db, id);
      const expSeconds = typeof exp === 'string' && /^\d{1,12}$/.test(exp) ? Number(exp) : 0;
      const signed =
        row !== undefined &&
        typeof sig === 'string' &&
        safeEqual(sig, linkSignature(row.id, row.userId, expSeconds));
      if (!row || !signed) throw new HttpError(403, M.dataExport.linkInvalid);
      if (row.status !== 'ready' || !row.expiresAt) throw new HttpError(404, M.request.notFound);
      // Past its 7 days (or its file deleted by the retention job): gone for good.
      const at = now().getTime();
      if (row.expiresAt.getTime() <= at || !row.path)
        throw new HttpError(410, M.dataExport.expired);
      // A link of an export still valid, but older than its hour: the settings make a new one.
      if (expSeconds * 1000 <= at) throw new HttpError(403, M.dataExport.linkInvalid);
      const file = deps.media.absolutePath(row.path);
      const info = await stat(file).catch(() => null);
      if (!info) throw new HttpError(410, M.dataExport.expired);
      const day = row.createdAt.toISOString().slice(0, 10);
      return { stream: createReadStream(file), bytes: info.size, name: `woble-data-${day}.zip` };
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
