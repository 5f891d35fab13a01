import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

// Writes a ZIP to a file as it is built (fflate's streaming Zip): JSON is deflated, media
// files (already compressed pictures and videos) are stored as they are, read in chunks, so
// neither the archive nor a large video is ever held in memory whole.

export type ZipEntry = { name: string; text: string } | { name: string; file: string };

/** Writes `entries` into a new file at `path` (which must not exist); answers its size. */
export async function writeZip(path: string, entries: Iterable<ZipEntry>): Promise<number> {
  const out = createWriteStream(path, { flags: 'wx' });
  let bytes = 0;
  let failure: Error | null = null;
  const finished = new Promise<void>((resolve, reject) => {
    out.on('error', reject);
    out.on('finish', resolve);
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      out.destroy(error);
      return;
    }
    bytes += chunk.length;
    out.write(chunk);
    if (final) out.end();
  });
  const drained = async () => {
    if (failure) throw failure;
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  try {
    for (const entry of entries) {
      if ('text' in entry) {
        const part = new ZipDeflate(entry.name, { level: 6 });
        zip.add(part);
        part.push(new TextEncoder().encode(entry.text), true);
        await drained();
        continue;
      }
      const part = new ZipPassThrough(entry.name);
      zip.add(part);
      for await (const chunk of createReadStream(entry.file)) {
        part.push(chunk as Buffer);
        await drained();
      }
      part.push(new Uint8Array(0), true);
      await drained();
    }
    zip.end();
    await finished;
  } catch (error) {
    out.destroy();
    throw error;
  }
  if (failure) throw failure;
  return bytes;
}
