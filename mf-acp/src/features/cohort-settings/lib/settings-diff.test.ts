import type { CohortFields, WebtoolAssignment } from '@cedar/shared/contract';
import { checkedTools, cohortFieldChanges, cohortFieldErrors, formOf, webtoolChanges } from './settings-diff';

const cohort: CohortFields = {
  cohort_id: 1,
  cohort_name: 'SEBD September 2026',
  program_id: 1,
  zoom_url: 'https://zoom.example/j/1',
  slack_channel_id: null,
  inscribe_community_id: '42',
};
const tool = (webtools_id: number, is_active: boolean): WebtoolAssignment => ({
  id: webtools_id,
  cohort_id: 1,
  webtools_id,
  is_active,
  url: null,
  webtool: { id: webtools_id, name: `Tool ${webtools_id}`, url: null, logo_url: null },
});

describe('cohort field changes', () => {
  it('sends nothing when nothing changed', () => expect(cohortFieldChanges(cohort, formOf(cohort))).toEqual({}));

  it('sends only the changed fields, trimmed, an emptied one as null', () => {
    expect(cohortFieldChanges(cohort, { zoom_url: '', slack_channel_id: ' C1 ', inscribe_community_id: '42' })).toEqual(
      { zoom_url: null, slack_channel_id: 'C1' },
    );
  });

  it('asks for numbers only in the Inscribe id and an http(s) Zoom URL', () => {
    expect(cohortFieldErrors(formOf(cohort))).toEqual({});
    expect(cohortFieldErrors({ ...formOf(cohort), inscribe_community_id: '4a' })).toEqual({
      inscribe_community_id: '*Numbers Only',
    });
    expect(cohortFieldErrors({ ...formOf(cohort), zoom_url: 'zoom.example' }).zoom_url).toBeDefined();
  });
});

describe('Online Tools changes', () => {
  const saved = [tool(1, true), tool(2, false), tool(3, true)];

  it('checks the saved active tools', () => expect([...checkedTools(saved)]).toEqual([1, 3]));

  it('assigns newly checked tools and switches off unchecked saved ones; unsaved unchecked ones are dropped', () => {
    expect(webtoolChanges(saved, new Set([1, 2, 5]))).toEqual([
      { webtools_id: 2, is_active: true },
      { webtools_id: 3, is_active: false },
      { webtools_id: 5, is_active: true },
    ]);
    expect(webtoolChanges(saved, new Set([1, 3]))).toEqual([]);
  });
});
