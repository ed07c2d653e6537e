import type { CohortFields, WebtoolAssignment } from '@cedar/shared/contract';

export const COHORT_FIELDS: CohortFields = {
  cohort_id: 7,
  cohort_name: 'SEBD September 2026',
  program_id: 1,
  zoom_url: 'https://zoom.example/j/84120260914',
  slack_channel_id: 'C0SEBD',
  inscribe_community_id: '4711',
};

export const assignment = (
  webtools_id: number,
  is_active: boolean,
  name = `Tool ${webtools_id}`,
): WebtoolAssignment => ({
  id: webtools_id,
  cohort_id: 7,
  webtools_id,
  is_active,
  url: null,
  webtool: { id: webtools_id, name, url: null, logo_url: null },
});
