import { type TranscriptRow, formatClock, toWebVtt } from '@cedar/shared/domain';

/** A transcript file the learner can download. */
export interface TranscriptFile {
  name: string;
  type: string;
  content: string;
}

// Characters file systems refuse, and control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/** A file name from the video title, safe on every system: 'Class 1 - Arrays and loops.vtt'. */
export function transcriptFileName(title: string | null | undefined, extension: 'vtt' | 'txt'): string {
  const base = (title ?? '')
    .replace(/\s*:\s*/g, ' - ')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 120)
    .trim();
  return `${base || 'transcript'}.${extension}`;
}

/** The transcript as lines of '[hh:mm:ss] text'. */
export function transcriptText(rows: readonly TranscriptRow[]): string {
  return rows.map((row) => `[${formatClock(row.start)}] ${row.text}`).join('\n') + '\n';
}

/** The transcript as WebVTT (the captions' own format) or as text with times. */
export function transcriptFile(
  title: string | null | undefined,
  rows: readonly TranscriptRow[],
  extension: 'vtt' | 'txt',
): TranscriptFile {
  return extension === 'vtt'
    ? { name: transcriptFileName(title, 'vtt'), type: 'text/vtt;charset=utf-8', content: toWebVtt(rows) }
    : { name: transcriptFileName(title, 'txt'), type: 'text/plain;charset=utf-8', content: transcriptText(rows) };
}

/** Hands a file to the browser's downloads. */
export function saveFile(file: TranscriptFile): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has its own copy once started; a later revoke keeps slower browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
