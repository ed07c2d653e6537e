import type { Announcement } from '@cedar/shared/contract';
import { AUDIENCE, PROGRAMS, programAbbreviation } from '@cedar/shared/domain';

/** The program id the spec's 'program-8' names: every cohort of every program (§3). */
export const EVERYONE_PROGRAM_ID = 8;
/** The audience menu's value for everyone (§3). */
export const EVERYONE = `program-${EVERYONE_PROGRAM_ID}`;

/** An audience as the form's menu holds it: 'cohort-{id}', 'program-{id}' or 'program-8'. */
export type AudienceValue = string;

/** An entry of the audience menu. */
export interface AudienceOption {
  value: AudienceValue;
  label: string;
  /** The 'All cohorts' entries need the send-to-everyone flag (§6). */
  disabled: boolean;
}

/** The audience fields of the API for a menu value, or null for an unknown value. */
export function audienceFields(
  value: AudienceValue,
): { audience: 1 | 2 | 3; program_id?: number; cohort_id?: number } | null {
  const match = /^(cohort|program)-(\d+)$/.exec(value);
  if (!match) return null;
  const id = Number(match[2]);
  if (match[1] === 'cohort') return { audience: AUDIENCE.cohort, cohort_id: id };
  return id === EVERYONE_PROGRAM_ID ? { audience: AUDIENCE.everyone } : { audience: AUDIENCE.program, program_id: id };
}

/** The menu value of a stored announcement's audience. */
export function audienceValueOf(a: Pick<Announcement, 'audience' | 'program_id' | 'cohort_id'>): AudienceValue {
  if (a.audience === AUDIENCE.cohort) return `cohort-${a.cohort_id}`;
  if (a.audience === AUDIENCE.program) return `program-${a.program_id}`;
  return EVERYONE;
}

const programTitle = (programId: number | null) => PROGRAMS.find((p) => p.id === programId)?.title ?? '';

/** "All {abbreviation} Cohorts" for a program (§9's abbreviations). */
export function programAudienceLabel(programId: number | null): string {
  return `All ${programAbbreviation(programTitle(programId))} Cohorts`;
}

/** The label of an announcement's audience: its cohort's name, its program's cohorts, or All Cohorts. */
export function audienceLabel(a: Pick<Announcement, 'audience' | 'program_id' | 'cohort' | 'cohort_id'>): string {
  if (a.audience === AUDIENCE.cohort) return a.cohort?.cohort_name ?? `Cohort ${a.cohort_id}`;
  if (a.audience === AUDIENCE.program) return programAudienceLabel(a.program_id);
  return 'All Cohorts';
}

/**
 * The audience menu (DECISIONS.md): this cohort, its program, everyone. The 'All cohorts'
 * entries are disabled without the send-to-everyone flag.
 */
export function audienceOptions(
  cohort: { cohort_id: number; cohort_name: string; program_id: number | null },
  canSendToEveryone: boolean,
): AudienceOption[] {
  const options: AudienceOption[] = [
    { value: `cohort-${cohort.cohort_id}`, label: cohort.cohort_name, disabled: false },
  ];
  if (cohort.program_id !== null && cohort.program_id !== EVERYONE_PROGRAM_ID) {
    options.push({
      value: `program-${cohort.program_id}`,
      label: programAudienceLabel(cohort.program_id),
      disabled: !canSendToEveryone,
    });
  }
  options.push({ value: EVERYONE, label: 'All Cohorts', disabled: !canSendToEveryone });
  return options;
}
