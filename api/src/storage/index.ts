import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

const KEY = /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/;

/** Where recordings, transcripts, chats and thumbnails live; keys are relative paths. */
export interface Storage {
  /** Absolute path of a stored key, or null when the key is unsafe. */
  resolve(key: string): string | null;
  /** Stores bytes under `<folder>/<sha256 prefix><ext>` (content-addressed, immutable); answers the key. */
  putBytes(folder: string, bytes: Uint8Array, ext: string): Promise<string>;
  /**
   * Copies a file in (or moves it, with `move`), content-addressed like {@link Storage.putBytes};
   * the file is streamed, never held in memory.
   */
  putFile(folder: string, file: string, ext?: string, options?: { move?: boolean }): Promise<string>;
  /** Size and modification time of a key, or null when missing. */
  stat(key: string): Promise<{ size: number; mtime: Date } | null>;
  /**
   * The stored bytes of a key (or the inclusive byte `range` of them) as a stream, with the
   * whole object's size; null when missing or unsafe.
   */
  read(key: string, range?: ByteRange): Promise<{ body: Readable; size: number; mtime: Date } | null>;
}

/** An inclusive byte range of a stored object. */
export interface ByteRange {
  start: number;
  end: number;
}

/** The shape every stored key has: `<folder>/<name>`, no `.` or `..` segments. */
export const isSafeKey = (key: string) =>
  KEY.test(key) && !key.split('/').some((part) => part === '..' || part === '.');

/** The content-addressed key of bytes in a folder (see {@link Storage.putBytes}). */
export const contentKey = (folder: string, bytes: Uint8Array, ext: string) =>
  `${folder}/${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}${ext}`;

/** True when a key's file name is a content hash, so it never changes and may be cached for good. */
export const isContentAddressed = (key: string) => /\/[0-9a-f]{32}\.[a-z0-9]+$/.test(key);

/** Local-disk storage under `root` (default DATA_DIR/files). */
export function createDiskStorage(root: string): Storage {
  const resolve = (key: string) => (isSafeKey(key) ? path.join(root, key) : null);
  const statOf = async (key: string) => {
    const file = resolve(key);
    if (!file) return null;
    const found = await stat(file).catch(() => null);
    return found?.isFile() ? { size: found.size, mtime: found.mtime } : null;
  };
  const putBytes = async (folder: string, bytes: Uint8Array, ext: string) => {
    const key = contentKey(folder, bytes, ext);
    const file = resolve(key)!;
    await mkdir(path.dirname(file), { recursive: true });
    const existing = await stat(file).catch(() => null);
    if (!existing) {
      const temp = `${file}.${randomBytes(4).toString('hex')}.part`;
      await writeFile(temp, bytes);
      await rename(temp, file);
    }
    return key;
  };
  return {
    resolve,
    putBytes,
    async putFile(folder, file, ext = path.extname(file).toLowerCase(), options = {}) {
      const hash = createHash('sha256');
      await pipeline(createReadStream(file), hash);
      const key = `${folder}/${hash.digest('hex').slice(0, 32)}${ext}`;
      const target = resolve(key)!;
      await mkdir(path.dirname(target), { recursive: true });
      if (await stat(target).catch(() => null)) return key;
      const temp = `${target}.${randomBytes(4).toString('hex')}.part`;
      // A rename cannot cross file systems (a temporary folder elsewhere): then it is a copy.
      const moved = options.move
        ? await rename(file, temp).then(
            () => true,
            () => false,
          )
        : false;
      if (!moved) await copyFile(file, temp);
      await rename(temp, target);
      return key;
    },
    stat: statOf,
    async read(key, range) {
      const found = await statOf(key);
      return found ? { body: createReadStream(resolve(key)!, range), ...found } : null;
    },
  };
}

/** Copies a file into a folder as is (used by tests and tools). */
export async function copyInto(source: string, target: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  await copyFile(source, target);
}

/**
 * Signed file links: `/files/<key>?expires=<unix s>&sig=<hmac>`. A `<video src>` cannot send a
 * bearer token, so the API signs each link it hands out to a caller allowed to see the video.
 */
export interface FileSigner {
  sign(key: string, now: Date): string;
  verify(key: string, expires: string | undefined, sig: string | undefined, now: Date): boolean;
}

/**
 * The secret file links are signed with: the configured one, else one kept in the data folder
 * (made on first start). A secret per process would break every link a learner holds, a video
 * half watched included, at each restart.
 */
export async function filesSigningSecret(config: { filesSigningKey: string | null; dataDir: string }): Promise<Buffer> {
  if (config.filesSigningKey) return Buffer.from(config.filesSigningKey, 'utf8');
  const file = path.join(config.dataDir, 'files-signing.key');
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32);
  await mkdir(config.dataDir, { recursive: true });
  // 'wx': when two processes start together, the second reads the first one's secret.
  try {
    await writeFile(file, secret.toString('hex'), { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
  }
}

/** Links live `ttlSeconds` (default 6 h: a long class can be watched in one go). */
export function createFileSigner(secret: Uint8Array = randomBytes(32), ttlSeconds = 6 * 3600): FileSigner {
  const mac = (key: string, expires: string) =>
    createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
  return {
    sign(key, now) {
      const expires = String(Math.floor(now.getTime() / 1000) + ttlSeconds);
      return `/files/${key}?expires=${expires}&sig=${mac(key, expires)}`;
    },
    verify(key, expires, sig, now) {
      if (!expires || !sig || !/^\d+$/.test(expires)) return false;
      if (Number(expires) * 1000 < now.getTime()) return false;
      const expected = Buffer.from(mac(key, expires));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
