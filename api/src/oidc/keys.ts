import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

/** A JSON Web Key Set holding private signing keys. */
export interface PrivateJwks {
  keys: JWK[];
}

export const JWKS_FILE = 'oidc-jwks.json';
export const COOKIE_KEYS_FILE = 'oidc-cookie-keys.json';

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'] as const;

/** A new RS256 signing key with its thumbprint as key id. */
export async function generateSigningJwks(): Promise<PrivateJwks> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] };
}

/** The public half of a key set, safe to hand to verifiers. */
export function publicJwks(jwks: PrivateJwks): { keys: JWK[] } {
  return {
    keys: jwks.keys.map((key) => {
      const copy: Record<string, unknown> = { ...key };
      for (const member of PRIVATE_MEMBERS) delete copy[member];
      return copy as JWK;
    }),
  };
}

export function generateCookieKeys(): string[] {
  return [randomBytes(32).toString('base64url')];
}

/**
 * Signing keys and cookie keys of the embedded provider. With a data directory they are
 * created at first start and read back afterwards, so sessions and issued tokens survive
 * restarts; without one (tests) they live only in memory.
 */
export async function loadProviderKeys(dataDir: string | null): Promise<{ jwks: PrivateJwks; cookieKeys: string[] }> {
  if (!dataDir) return { jwks: await generateSigningJwks(), cookieKeys: generateCookieKeys() };
  await mkdir(dataDir, { recursive: true });
  const jwks = await readOrCreate(join(dataDir, JWKS_FILE), generateSigningJwks, isJwks);
  const cookieKeys = await readOrCreate(join(dataDir, COOKIE_KEYS_FILE), async () => generateCookieKeys(), isKeyList);
  return { jwks, cookieKeys };
}

async function readOrCreate<T>(
  file: string,
  create: () => Promise<T>,
  valid: (value: unknown) => value is T,
): Promise<T> {
  const existing = await readJson(file);
  if (existing !== undefined) {
    if (!valid(existing)) throw new Error(`${file} is not a valid key file; remove it to create new keys`);
    return existing;
  }
  const value = await create();
  // Written whole to a temporary file, then linked into place: a crash never leaves a
  // half-written key file, and when replicas sharing DATA_DIR start together the first link
  // wins and the others read its keys (a rename would let the last one replace them).
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, JSON.stringify(value, null, 2), { mode: 0o600 });
  try {
    await link(temporary, file);
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readJson(file);
    if (!valid(winner))
      throw new Error(`${file} is not a valid key file; remove it to create new keys`, { cause: error });
    return winner;
  } finally {
    await unlink(temporary).catch(() => {});
  }
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function isJwks(value: unknown): value is PrivateJwks {
  const keys = (value as PrivateJwks | null)?.keys;
  return Array.isArray(keys) && keys.length > 0 && keys.every((key) => typeof key?.kty === 'string' && 'd' in key);
}

function isKeyList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every((key) => typeof key === 'string' && key.length >= 16);
}
