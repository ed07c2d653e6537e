import Papa from 'papaparse';
import type { AcpMember } from '@cedar/shared/contract';
import { MEMBER_CSV_COLUMNS, MEMBER_ROLE_LABELS, roleById } from '@cedar/shared/domain';

export { MEMBER_CSV_COLUMNS };

/** The member list as CSV, one row per member in the list's order (papaparse quotes as needed). */
export function membersToCsv(members: readonly AcpMember[]): string {
  return Papa.unparse({
    fields: [...MEMBER_CSV_COLUMNS],
    data: members.map((m) => [
      m.user_email,
      m.first_name,
      m.last_name,
      m.user_lms_id ?? '',
      MEMBER_ROLE_LABELS[m.user_role_id] ?? roleById(m.user_role_id)?.secondaryName ?? String(m.user_role_id),
      m.active ? 'true' : 'false',
      m.is_visible ? 'true' : 'false',
    ]),
  });
}

/** Offers a text as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
