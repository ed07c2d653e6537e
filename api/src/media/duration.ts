/**
 * How long an MP4/MOV file plays, in seconds, from its movie header (`moov/mvhd`), or null
 * when the bytes are not such a file. Read here rather than with ffprobe so ingest and the
 * seed know a recording's length on machines without ffmpeg.
 */
export function mp4Duration(bytes: Uint8Array): number | null {
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
  const version = bytes[body];
  // version 1 carries 64-bit times: creation, modification, then timescale and duration.
  const timescaleAt = version === 1 ? body + 20 : body + 12;
  const durationAt = timescaleAt + 4;
  if (durationAt + (version === 1 ? 8 : 4) > end) return null;
  const timescale = view.getUint32(timescaleAt);
  const duration = version === 1 ? Number(view.getBigUint64(durationAt)) : view.getUint32(durationAt);
  if (timescale === 0 || duration === 0 || duration === 0xffffffff) return null;
  return Math.round((duration / timescale) * 1000) / 1000;
}
