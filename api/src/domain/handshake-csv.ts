import { isValidMemberEmail } from '@cedar/shared/domain';
import type { CrmContact } from '../adapters/crm/index.ts';
import { decodeCsvFile, readCsvRecords } from './csv-file.ts';

/** The largest Handshake export taken: tens of thousands of students fit in far less. */
export const HANDSHAKE_MAX_BYTES = 5 * 1024 * 1024;
/** The most contacts one upload pushes. */
export const HANDSHAKE_MAX_ROWS = 20_000;
/** The columns a Handshake export must have (any order, any case; other columns are ignored). */
export const HANDSHAKE_REQUIRED_COLUMNS = ['email', 'first_name', 'last_name'] as const;
/** At most this many line errors are named in a refusal. */
const NAMED_ERRORS = 5;

export const HANDSHAKE_MESSAGES = {
  noFile: 'Choose a Handshake .csv file to upload.',
  notCsv: 'This is not a CSV file: choose the .csv file Handshake exported.',
  tooLarge: 'The file is larger than 5 MB.',
  header: `The first line must be a header with the columns ${HANDSHAKE_REQUIRED_COLUMNS.join(', ')} (phone is optional).`,
  empty: 'The file has no contacts.',
  tooManyRows: `The file has more than ${HANDSHAKE_MAX_ROWS} contacts; split it into smaller files.`,
  lines: (errors: string[], more: number) =>
    `Nothing was uploaded. ${errors.join(' ')}${more > 0 ? ` (${more} more error${more === 1 ? '' : 's'}.)` : ''}`,
  email: (line: number, email: string) =>
    email ? `Line ${line}: "${email}" is not a valid e-mail address.` : `Line ${line}: the e-mail is missing.`,
  name: (line: number) => `Line ${line}: the first and last names are required.`,
  fieldCount: (line: number, found: number, expected: number) =>
    `Line ${line} has ${found} fields; the header has ${expected}.`,
  duplicate: (first: number, again: number, email: string) =>
    `Lines ${first} and ${again} are the same contact (${email}).`,
} as const;

/** The file is refused as a whole, with a message for the person who sent it. */
export class HandshakeFileRefused extends Error {}

/** Header spellings Handshake and spreadsheets use, to the column they mean. */
const ALIASES: Record<string, string> = {
  email: 'email',
  email_address: 'email',
  e_mail: 'email',
  first_name: 'first_name',
  firstname: 'first_name',
  last_name: 'last_name',
  lastname: 'last_name',
  phone: 'phone',
  phone_number: 'phone',
};

const columnName = (raw: string) =>
  ALIASES[
    raw
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '')
  ] ?? null;

/** The file's text: refused when too large, binary or not UTF-8. */
export function decodeHandshakeCsv(bytes: Buffer): string {
  return decodeCsvFile(bytes, HANDSHAKE_MAX_BYTES, (problem) => new HandshakeFileRefused(HANDSHAKE_MESSAGES[problem]));
}

/**
 * The contacts of a Handshake export (RFC 4180 CSV, read by papaparse). The whole file is
 * refused, naming its lines, when the header lacks a required column, a line is ragged, an
 * e-mail is invalid, a name is missing or one contact appears twice: nothing is half-pushed.
 */
export function parseHandshakeCsv(text: string): CrmContact[] {
  const records = readCsvRecords(text);
  const [first, ...rows] = records;
  if (!first) throw new HandshakeFileRefused(HANDSHAKE_MESSAGES.empty);
  const names = first.row.map(columnName);
  const at = new Map<string, number>();
  names.forEach((name, i) => {
    if (name && !at.has(name)) at.set(name, i);
  });
  if (!HANDSHAKE_REQUIRED_COLUMNS.every((column) => at.has(column))) {
    throw new HandshakeFileRefused(HANDSHAKE_MESSAGES.header);
  }
  if (rows.length === 0) throw new HandshakeFileRefused(HANDSHAKE_MESSAGES.empty);
  if (rows.length > HANDSHAKE_MAX_ROWS) throw new HandshakeFileRefused(HANDSHAKE_MESSAGES.tooManyRows);
  const field = (row: string[], column: string) => (row[at.get(column) ?? -1] ?? '').trim();
  const errors: string[] = [];
  const seen = new Map<string, number>();
  const contacts: CrmContact[] = [];
  for (const { row, line } of rows) {
    if (row.length !== names.length) {
      errors.push(HANDSHAKE_MESSAGES.fieldCount(line, row.length, names.length));
      continue;
    }
    const email = field(row, 'email').toLowerCase();
    const contact = {
      email,
      first_name: field(row, 'first_name'),
      last_name: field(row, 'last_name'),
      phone: field(row, 'phone') || null,
    };
    if (!isValidMemberEmail(email)) errors.push(HANDSHAKE_MESSAGES.email(line, field(row, 'email')));
    else if (seen.has(email)) errors.push(HANDSHAKE_MESSAGES.duplicate(seen.get(email)!, line, email));
    if (!contact.first_name || !contact.last_name) errors.push(HANDSHAKE_MESSAGES.name(line));
    if (email && !seen.has(email)) seen.set(email, line);
    contacts.push(contact);
  }
  if (errors.length > 0) {
    throw new HandshakeFileRefused(
      HANDSHAKE_MESSAGES.lines(errors.slice(0, NAMED_ERRORS), errors.length - NAMED_ERRORS),
    );
  }
  return contacts;
}
