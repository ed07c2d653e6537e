import { programAbbreviation } from '@cedar/shared/domain';
import { EVERYONE, audienceFields, audienceLabel, audienceOptions, audienceValueOf } from './audience';

describe('announcement audiences', () => {
  it('abbreviates programs as §9 says', () => {
    expect(programAbbreviation('Cybersecurity')).toBe('CS');
    expect(programAbbreviation('UX Design')).toBe('UXD');
    expect(programAbbreviation('Test Program')).toBe('Test');
    expect(programAbbreviation('Software Engineering Backend Development')).toBe('SEBD');
    expect(programAbbreviation('Java Foundations Program')).toBe('JF');
  });

  it('offers this cohort, its program and everyone; the All cohorts options need the flag', () => {
    const cohort = { cohort_id: 7, cohort_name: 'SEBD September 2026', program_id: 1 };
    expect(audienceOptions(cohort, true)).toEqual([
      { value: 'cohort-7', label: 'SEBD September 2026', disabled: false },
      { value: 'program-1', label: 'All SEBD Cohorts', disabled: false },
      { value: 'program-8', label: 'All Cohorts', disabled: false },
    ]);
    expect(audienceOptions(cohort, false).map((o) => o.disabled)).toEqual([false, true, true]);
  });

  it("maps menu values to the API's audiences and back", () => {
    expect(audienceFields('cohort-7')).toEqual({ audience: 3, cohort_id: 7 });
    expect(audienceFields('program-7')).toEqual({ audience: 2, program_id: 7 });
    expect(audienceFields(EVERYONE)).toEqual({ audience: 1 });
    expect(audienceFields('somewhere')).toBeNull();
    expect(audienceValueOf({ audience: 1, program_id: null, cohort_id: null })).toBe('program-8');
    expect(audienceValueOf({ audience: 3, program_id: 1, cohort_id: 7 })).toBe('cohort-7');
  });

  it('labels stored announcements', () => {
    expect(audienceLabel({ audience: 3, program_id: 1, cohort_id: 7, cohort: { cohort_name: 'X' } })).toBe('X');
    expect(audienceLabel({ audience: 2, program_id: 7, cohort_id: null, cohort: null })).toBe('All CS Cohorts');
    expect(audienceLabel({ audience: 1, program_id: null, cohort_id: null, cohort: null })).toBe('All Cohorts');
  });
});
