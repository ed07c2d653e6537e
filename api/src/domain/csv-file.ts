import Papa from 'papaparse';

/** Why an uploaded file is not a CSV Cedar can read. */
export type CsvFileProblem = 'tooLarge' | 'notCsv';

/**
 * The text of an uploaded CSV file: over `maxBytes`, with a NUL byte (binary) or not UTF-8, it
 * is refused through `refuse`, which names the problem in the caller's own words.
 */
export function decodeCsvFile(bytes: Buffer, maxBytes: number, refuse: (problem: CsvFileProblem) => Error): string {
  if (bytes.length > maxBytes) throw refuse('tooLarge');
  if (bytes.includes(0)) throw refuse('notCsv');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse('notCsv');
  }
}

/** One record of a CSV file and the file line it starts on (quoted fields may span lines). */
export interface CsvRecord {
  row: string[];
  line: number;
}

/**
 * The records of a CSV text (RFC 4180, read by papaparse) with the line each starts on, so
 * messages can name the line a person sees in their spreadsheet. A byte-order mark and CR LF
 * line ends are accepted; blank lines are skipped, their numbers kept for the lines after them.
 */
export function readCsvRecords(text: string): CsvRecord[] {
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const starts = recordStartLines(normalised);
  const parsed = Papa.parse<string[]>(normalised, { newline: '\n' });
  return parsed.data
    .map((row, index) => ({ row, line: starts[index] ?? index + 1 }))
    .filter(({ row }) => row.some((field) => field.trim() !== ''));
}

/**
 * The line each record starts on. papaparse does not report line numbers, and a quoted field
 * may span lines, so the text is scanned once the way the parser reads it (RFC 4180 quotes).
 */
export function recordStartLines(text: string): number[] {
  const starts = [1];
  let line = 1;
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (c === '\n') {
      line++;
      if (!quoted) starts.push(line);
    }
  }
  return starts;
}
