/**
 * An error's fingerprint: a hash of its name and its first stack frame, with the frame's query
 * string and origin stripped. The message is never read: it may quote what a user typed, an
 * e-mail or a token. The same bug gives the same fingerprint in every browser session of one
 * build, so the API can count it.
 */

/** 64-bit FNV-1a as two 32-bit halves: small, synchronous, stable across browsers. */
export function fnv1a64(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0xcbf29ce4;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ code, 0x01000193 ^ 0x5bd1e995) >>> 0;
  }
  return h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0');
}

// V8: "    at fn (https://host/path/file.js?x=1:10:5)" or "    at https://host/file.js:1:2";
// Firefox and Safari: "fn@https://host/path/file.js:10:5".
const FRAME = /^\s*at\s|@/;

/** The first frame of a stack, as code location only: no origin, query string or hash. */
export function firstFrame(stack: string | undefined): string {
  if (!stack) return '';
  const line = stack
    .split('\n')
    .map((l) => l.trim())
    .find((l) => FRAME.test(l) && /:\d+/.test(l));
  if (!line) return '';
  return line
    .replace(/^at\s+/, '')
    .replace(/[a-z][a-z0-9+.-]*:\/\/[^/\s)]+/gi, '')
    .replace(/[?#][^\s):]*/g, '');
}

/** The error's constructor name, or the kind of value thrown when it is not an Error. */
export function errorName(error: unknown): string {
  if (error instanceof Error) return error.name || 'Error';
  if (error && typeof error === 'object' && 'name' in error && typeof error.name === 'string') return error.name;
  return `non-error:${typeof error}`;
}

/** The fingerprint of a thrown value: 16 hex characters. */
export function errorFingerprint(error: unknown): string {
  const stack = error instanceof Error ? error.stack : undefined;
  return fnv1a64(`${errorName(error)}|${firstFrame(stack)}`);
}
