import {
  MEMBER_CSV_COLUMNS,
  MEMBER_ROLE_LABELS,
  type NewMemberInput,
  newMemberErrors,
  normaliseNewMember,
} from '@cedar/shared/domain';
import { decodeCsvFile, readCsvRecords } from './csv-file.ts';

/** The largest import file: a cohort's members fit in far less. */
export const MEMBER_IMPORT_MAX_BYTES = 1024 * 1024;
/** The most rows one import takes (one transaction, a table a person can read). */
export const MEMBER_IMPORT_MAX_ROWS = 500;

export const IMPORT_MESSAGES = {
  tooLarge: 'The file is larger than 1 MB.',
  notCsv: 'This is not a CSV file. Export the member list to see the expected format.',
  noFile: 'Choose a CSV file to import.',
  empty: 'The file has no members.',
  tooManyRows: `The file has more than ${MEMBER_IMPORT_MAX_ROWS} members; split it into smaller files.`,
  header: `The first line must be the header ${MEMBER_CSV_COLUMNS.join(',')}.`,
  fieldCount: (line: number, found: number) =>
    `Line ${line} has ${found} fields; the header has ${MEMBER_CSV_COLUMNS.length}.`,
  duplicate: (first: number, again: number, email: string) =>
    `Lines ${first} and ${again} are the same member (${email}). Keep one of them.`,
  role: (value: string) => `Unknown role "${value}": use Learner, Coach, Facilitator, Admin, SME or Support.`,
  flag: (column: string, value: string) => `${column} must be true or false, not "${value}".`,
} as const;

/** The whole file is refused: nothing in it is looked at further. */
export class ImportFileRefused extends Error {}

/** One data line of the file: the member it describes, or why it cannot be one. */
export interface ImportLine {
  /** The line number in the file (the header is line 1). */
  line: number;
  email: string;
  member: NewMemberInput | null;
  errors: string[];
}

const ROLE_BY_LABEL = new Map(
  Object.entries(MEMBER_ROLE_LABELS).map(([id, label]) => [label.toLowerCase(), Number(id)] as const),
);
const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

function flag(column: string, raw: string, fallback: boolean, errors: string[]): boolean {
  const value = raw.trim().toLowerCase();
  if (value === '') return fallback;
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  errors.push(IMPORT_MESSAGES.flag(column, raw.trim()));
  return fallback;
}

function roleOf(raw: string, errors: string[]): number {
  const value = raw.trim();
  const id = /^\d+$/.test(value) ? Number(value) : ROLE_BY_LABEL.get(value.toLowerCase());
  if (id === undefined || !MEMBER_ROLE_LABELS[id]) {
    errors.push(IMPORT_MESSAGES.role(value));
    return 0;
  }
  return id;
}

/** Is the file text at all? A CSV has no NUL bytes and decodes as UTF-8. */
export function decodeCsv(bytes: Buffer): string {
  return decodeCsvFile(bytes, MEMBER_IMPORT_MAX_BYTES, (problem) => new ImportFileRefused(IMPORT_MESSAGES[problem]));
}

/**
 * Reads an import file (the export's columns, any order): the whole file is refused for a wrong
 * header, a ragged line, no rows, too many rows or one member twice; otherwise every line
 * becomes a member, or its field errors.
 */
export function parseMemberCsv(text: string): ImportLine[] {
  const records = readCsvRecords(text);
  const [first, ...rows] = records;
  const header = first?.row;
  if (!header) throw new ImportFileRefused(IMPORT_MESSAGES.empty);
  const names = header.map((name) => name.trim().toLowerCase());
  const expected: readonly string[] = MEMBER_CSV_COLUMNS;
  if (names.length !== expected.length || !expected.every((column) => names.includes(column))) {
    throw new ImportFileRefused(IMPORT_MESSAGES.header);
  }
  if (rows.length === 0) throw new ImportFileRefused(IMPORT_MESSAGES.empty);
  if (rows.length > MEMBER_IMPORT_MAX_ROWS) throw new ImportFileRefused(IMPORT_MESSAGES.tooManyRows);
  const column = (row: string[], name: (typeof MEMBER_CSV_COLUMNS)[number]) => row[names.indexOf(name)] ?? '';
  const seen = new Map<string, number>();
  return rows.map(({ row, line }) => {
    if (row.length !== names.length) throw new ImportFileRefused(IMPORT_MESSAGES.fieldCount(line, row.length));
    const errors: string[] = [];
    const active = flag('active', column(row, 'active'), true, errors);
    const member = normaliseNewMember({
      email: column(row, 'email'),
      first_name: column(row, 'first_name'),
      last_name: column(row, 'last_name'),
      user_lms_id: column(row, 'user_lms_id'),
      user_role_id: roleOf(column(row, 'role'), errors),
      active,
      // An inactive member is never visible in Connect (§4).
      is_visible: flag('is_visible', column(row, 'is_visible'), active, errors) && active,
    });
    if (member.email) {
      const first = seen.get(member.email);
      if (first !== undefined) throw new ImportFileRefused(IMPORT_MESSAGES.duplicate(first, line, member.email));
      seen.set(member.email, line);
    }
    if (errors.length === 0) {
      const fieldErrors = newMemberErrors(member);
      // The role's own message is already there when the label was unknown.
      errors.push(...Object.values(fieldErrors));
    }
    return { line, email: member.email, member: errors.length === 0 ? member : null, errors };
  });
}
