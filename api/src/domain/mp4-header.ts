/**
 * How long an MP4/MOV file plays, in seconds, from its movie header (`moov/mvhd`), or null
 * when the bytes are not such a file. Read here rather than with ffprobe so ingest and the
 * seed know a recording's length on machines without ffmpeg.
 */
export function mp4Duration(bytes: Uint8Array): number | null {
  const header = movieHeader(bytes);
  if (!header) return null;
  const { view, body, end, version } = header;
  // version 1 carries 64-bit times: creation, modification, then timescale and duration.
  const timescaleAt = version === 1 ? body + 20 : body + 12;
  const durationAt = timescaleAt + 4;
  if (durationAt + (version === 1 ? 8 : 4) > end) return null;
  const timescale = view.getUint32(timescaleAt);
  const duration = version === 1 ? Number(view.getBigUint64(durationAt)) : view.getUint32(durationAt);
  if (timescale === 0 || duration === 0 || duration === 0xffffffff) return null;
  return Math.round((duration / timescale) * 1000) / 1000;
}

/** Seconds from 1904-01-01 (the MP4 epoch) to 1970-01-01. */
const MP4_EPOCH_OFFSET = 2_082_844_800;

/**
 * When an MP4/MOV file says it was made (`mvhd` creation time, as Zoom and cameras write it),
 * or null when the bytes are not such a file or the time is unset (0, as ffmpeg leaves it).
 */
export function mp4CreationTime(bytes: Uint8Array): Date | null {
  const header = movieHeader(bytes);
  if (!header) return null;
  const { view, body, end, version } = header;
  if (body + (version === 1 ? 12 : 8) > end) return null;
  const seconds = version === 1 ? Number(view.getBigUint64(body + 4)) : view.getUint32(body + 4);
  if (seconds === 0) return null;
  const at = new Date((seconds - MP4_EPOCH_OFFSET) * 1000);
  return Number.isFinite(at.getTime()) ? at : null;
}

/** The movie header box (`moov/mvhd`): where its body starts and ends, and its version. */
function movieHeader(bytes: Uint8Array): { view: DataView; body: number; end: number; version: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = (at: number) => String.fromCharCode(...bytes.subarray(at + 4, at + 8));
  const find = (from: number, to: number, wanted: string): [number, number] | null => {
    let at = from;
    while (at + 8 <= to) {
      let size = view.getUint32(at);
      let header = 8;
      if (size === 1) {
        if (at + 16 > to) return null;
        size = Number(view.getBigUint64(at + 8));
        header = 16;
      } else if (size === 0) {
        size = to - at;
      }
      if (size < header || at + size > to) return null;
      if (type(at) === wanted) return [at + header, at + size];
      at += size;
    }
    return null;
  };
  const moov = find(0, bytes.byteLength, 'moov');
  if (!moov) return null;
  const mvhd = find(moov[0], moov[1], 'mvhd');
  if (!mvhd) return null;
  const [body, end] = mvhd;
  if (body >= end) return null;
  return { view, body, end, version: bytes[body]! };
}
