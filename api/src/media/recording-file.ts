import { open } from 'node:fs/promises';
import { mp4CreationTime, mp4Duration } from '../domain/mp4-header.ts';
import { unprocessable, unsupportedMediaType } from '../http-errors.ts';

/** What a recording file is, read from its bytes (never from its name or the caller's word). */
export interface RecordingProbe {
  container: 'mp4' | 'webm';
  ext: '.mp4' | '.webm';
  /** Seconds it plays. */
  duration: number;
  /** When the file says it was made (MP4 `mvhd`), or null. */
  createdAt: Date | null;
}

/** The movie box is read whole; past this it is no recording the portal made or plays. */
const MAX_MOVIE_BOX = 64 * 1024 * 1024;
/** A WebM file's Info element sits in its first bytes (before any cluster). */
const WEBM_HEAD = 1024 * 1024;

/**
 * Probes a recording on disk without reading it whole: an MP4/MOV (`ftyp` first, length from
 * the movie header) or a WebM (EBML header with doctype webm, length from Segment/Info). Throws
 * 415 for anything else and 422 when the length cannot be read (http-errors.ts).
 */
export async function probeRecording(file: string): Promise<RecordingProbe> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = await readAt(handle, 0, Math.min(size, WEBM_HEAD));
    if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
      const movie = await movieBox(handle, size);
      const duration = movie ? mp4Duration(movie) : null;
      if (!movie || !duration) throw unprocessable('The MP4 file has no readable length (no movie header).');
      return { container: 'mp4', ext: '.mp4', duration, createdAt: mp4CreationTime(movie) };
    }
    if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) {
      const duration = webmDuration(head);
      if (!duration) throw unprocessable('The WebM file has no readable length (no Segment Info duration).');
      return { container: 'webm', ext: '.webm', duration, createdAt: null };
    }
    throw unsupportedMediaType('The recording must be an MP4 or WebM video file.');
  } finally {
    await handle.close();
  }
}

type Handle = Awaited<ReturnType<typeof open>>;

async function readAt(handle: Handle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

const ascii = (bytes: Buffer, from: number, to: number) => bytes.toString('latin1', from, to);

/** The top-level `moov` box (Zoom writes it last, ffmpeg's faststart first), found by box headers. */
async function movieBox(handle: Handle, size: number): Promise<Buffer | null> {
  let at = 0;
  while (at + 8 <= size) {
    const header = await readAt(handle, at, 16);
    let boxSize = header.readUInt32BE(0);
    if (boxSize === 1 && header.length >= 16) boxSize = Number(header.readBigUInt64BE(8));
    else if (boxSize === 0) boxSize = size - at;
    if (boxSize < 8 || at + boxSize > size) return null;
    if (ascii(header, 4, 8) === 'moov') return boxSize > MAX_MOVIE_BOX ? null : readAt(handle, at, boxSize);
    at += boxSize;
  }
  return null;
}

/** An EBML variable-length integer at `at`: its value (marker bit removed unless `keepMarker`) and length. */
function vint(bytes: Buffer, at: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i]!;
  return { value, length };
}

/** Children of an EBML element body [from, to) by id, as [start, end) of their bodies. */
function children(bytes: Buffer, from: number, to: number): Map<number, [number, number]> {
  const found = new Map<number, [number, number]>();
  let at = from;
  while (at < to) {
    const id = vint(bytes, at, true);
    const size = id && vint(bytes, at + id.length, false);
    if (!id || !size) break;
    const body = at + id.length + size.length;
    // An unknown size (all ones) runs to the end of what was read.
    const end = size.value === 2 ** (7 * size.length) - 1 ? to : Math.min(body + size.value, to);
    if (!found.has(id.value)) found.set(id.value, [body, end]);
    at = end;
  }
  return found;
}

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

/** Seconds a WebM file plays, from Segment/Info (Duration × TimecodeScale ns), or null. */
function webmDuration(head: Buffer): number | null {
  const top = children(head, 0, head.length);
  const ebml = top.get(EBML);
  const docType = ebml && children(head, ebml[0], ebml[1]).get(DOC_TYPE);
  if (!docType || ascii(head, docType[0], docType[1]) !== 'webm') return null;
  const segment = top.get(SEGMENT);
  const info = segment && children(head, segment[0], segment[1]).get(INFO);
  if (!info) return null;
  const fields = children(head, info[0], info[1]);
  const duration = fields.get(DURATION);
  if (!duration) return null;
  const width = duration[1] - duration[0];
  const ticks = width === 4 ? head.readFloatBE(duration[0]) : width === 8 ? head.readDoubleBE(duration[0]) : NaN;
  const scaleAt = fields.get(TIMECODE_SCALE);
  let scale = 1_000_000;
  if (scaleAt) scale = head.readUIntBE(scaleAt[0], Math.min(6, scaleAt[1] - scaleAt[0]));
  const seconds = (ticks * scale) / 1e9;
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) / 1000 : null;
}
