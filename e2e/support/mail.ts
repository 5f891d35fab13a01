import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

// Reads the e-mails the server wrote as .eml files into <dataDir>/outbox (its local mailer).

export interface OutboxMail {
  file: string;
  raw: string;
  /** Every decoded text part (plain and HTML) joined. */
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const joined = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Splits a MIME message into its parts and decodes each body (base64, quoted-printable). */
export function decodeMail(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const chunks = boundary ? raw.split(`--${boundary}`) : [raw];
  const texts: string[] = [];
  for (const chunk of chunks) {
    const split = /\r?\n\r?\n/.exec(chunk);
    if (!split) continue;
    const headers = chunk.slice(0, split.index);
    const body = chunk.slice(split.index + split[0].length);
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
    if (encoding === 'base64')
      texts.push(Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'));
    else if (encoding === 'quoted-printable') texts.push(decodeQuotedPrintable(body));
    else texts.push(body);
  }
  return texts.join('\n');
}

function headerBlock(raw: string): string {
  const end = /\r?\n\r?\n/.exec(raw);
  return end ? raw.slice(0, end.index) : raw;
}

/** The newest e-mail to `address` (waits up to `timeoutMs` for it to be written). */
export async function newestMailTo(
  dataDir: string,
  address: string,
  { timeoutMs = 10_000, after = 0 }: { timeoutMs?: number; after?: number } = {},
): Promise<OutboxMail> {
  const folder = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  const wanted = address.toLowerCase();
  for (;;) {
    let names: string[] = [];
    try {
      names = (await readdir(folder)).filter((name) => name.endsWith('.eml'));
    } catch {
      // No e-mail written yet: the folder appears with the first one.
    }
    const found: { file: string; raw: string; mtime: number }[] = [];
    for (const name of names) {
      const file = join(folder, name);
      const info = await stat(file);
      if (info.mtimeMs < after) continue;
      const raw = await readFile(file, 'utf8');
      const to = /^to:(.*(?:\r?\n[ \t].*)*)/im.exec(headerBlock(raw))?.[1] ?? '';
      if (to.toLowerCase().includes(wanted)) found.push({ file, raw, mtime: info.mtimeMs });
    }
    found.sort((a, b) => b.mtime - a.mtime || b.file.localeCompare(a.file));
    const newest = found[0];
    if (newest) return { file: newest.file, raw: newest.raw, text: decodeMail(newest.raw) };
    if (Date.now() > deadline)
      throw new Error(`No e-mail to ${address} in ${folder} after ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 150));
  }
}

/** The path `/reset-password/<token>` of the newest reset e-mail to `address`. */
export async function resetLinkFor(
  dataDir: string,
  address: string,
  options?: { timeoutMs?: number; after?: number },
): Promise<string> {
  const mail = await newestMailTo(dataDir, address, options);
  const match = /\/reset-password\/([A-Za-z0-9_~.-]+)/.exec(mail.text);
  if (!match?.[1])
    throw new Error(`The e-mail ${mail.file} has no /reset-password/<token> link:\n${mail.text}`);
  return `/reset-password/${match[1]}`;
}
