import type { CohortFields, UpdateCohortFields, WebtoolAssignment } from '@cedar/shared/contract';

/** The editable cohort fields as the form holds them (strings; '' means none). */
export interface CohortFieldsForm {
  zoom_url: string;
  slack_channel_id: string;
  inscribe_community_id: string;
}

export const formOf = (cohort: CohortFields): CohortFieldsForm => ({
  zoom_url: cohort.zoom_url ?? '',
  slack_channel_id: cohort.slack_channel_id ?? '',
  inscribe_community_id: cohort.inscribe_community_id ?? '',
});

/** Only the changed cohort fields (§4: only changed values are sent); an emptied one becomes null. */
export function cohortFieldChanges(saved: CohortFields, form: CohortFieldsForm): UpdateCohortFields {
  const changes: UpdateCohortFields = {};
  for (const key of ['zoom_url', 'slack_channel_id', 'inscribe_community_id'] as const) {
    const value = form[key].trim() === '' ? null : form[key].trim();
    if (value !== (saved[key] ?? null)) changes[key] = value;
  }
  return changes;
}

/** The field errors of the cohort form: '*Numbers Only' for Inscribe, an http(s) Zoom URL. */
export function cohortFieldErrors(form: CohortFieldsForm): Partial<Record<keyof CohortFieldsForm, string>> {
  const errors: Partial<Record<keyof CohortFieldsForm, string>> = {};
  const inscribe = form.inscribe_community_id.trim();
  if (inscribe && !/^[0-9]+$/.test(inscribe)) errors.inscribe_community_id = '*Numbers Only';
  const zoom = form.zoom_url.trim();
  if (zoom && !/^https?:\/\/\S+$/.test(zoom)) errors.zoom_url = 'invalid';
  return errors;
}

/** The tools shown checked: the saved active ones. */
export const checkedTools = (saved: readonly WebtoolAssignment[]) =>
  new Set(saved.filter((t) => t.is_active).map((t) => t.webtools_id));

/**
 * What to send for the Online Tools (§4): a checked tool not active yet is assigned; unchecking
 * a saved active tool sets is_active false; an unsaved unchecked one is dropped.
 */
export function webtoolChanges(
  saved: readonly WebtoolAssignment[],
  checked: ReadonlySet<number>,
): { webtools_id: number; is_active: boolean }[] {
  const active = checkedTools(saved);
  const on = [...checked].filter((id) => !active.has(id)).map((id) => ({ webtools_id: id, is_active: true }));
  const off = [...active].filter((id) => !checked.has(id)).map((id) => ({ webtools_id: id, is_active: false }));
  return [...on, ...off].sort((a, b) => a.webtools_id - b.webtools_id);
}
