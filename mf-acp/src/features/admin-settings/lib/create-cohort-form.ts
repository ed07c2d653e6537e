import { isValidMemberEmail } from '@cedar/shared/domain';

/** The Create New Cohort form as typed. */
export interface CreateCohortForm {
  program_id: string;
  cohort_name: string;
  created_by: string;
  startTermField: string;
}

export type CreateCohortErrors = Partial<Record<keyof CreateCohortForm, 'required' | 'email' | 'past'>>;

/** §5 Create cohort: all four required; a valid e-mail; the start date not before `today` (YYYY-MM-DD). */
export function createCohortErrors(form: CreateCohortForm, today: string): CreateCohortErrors {
  const errors: CreateCohortErrors = {};
  for (const key of ['program_id', 'cohort_name', 'created_by', 'startTermField'] as const) {
    if (!form[key].trim()) errors[key] = 'required';
  }
  if (!errors.created_by && !isValidMemberEmail(form.created_by.trim())) errors.created_by = 'email';
  if (!errors.startTermField && form.startTermField < today) errors.startTermField = 'past';
  return errors;
}

/** The payload of POST /v1/cohort: trimmed, the e-mail lower-cased (§7 Create cohort). */
export const createCohortPayload = (form: CreateCohortForm) => ({
  program_id: Number(form.program_id),
  cohort_name: form.cohort_name.trim(),
  created_by: form.created_by.trim().toLowerCase(),
  startTermField: form.startTermField,
});

/** Today in the viewer's zone, YYYY-MM-DD. */
export function localToday(now: Date): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}
