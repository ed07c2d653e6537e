import { createCohortErrors, createCohortPayload } from './create-cohort-form';

const form = {
  program_id: '1',
  cohort_name: 'SEBD January 2027',
  created_by: 'Ada@School.Academy',
  startTermField: '2027-01-11',
};

describe('the Create New Cohort form', () => {
  it('accepts a complete form', () => expect(createCohortErrors(form, '2026-11-25')).toEqual({}));

  it('needs every field', () => {
    expect(
      createCohortErrors({ program_id: '', cohort_name: ' ', created_by: '', startTermField: '' }, '2026-11-25'),
    ).toEqual({
      program_id: 'required',
      cohort_name: 'required',
      created_by: 'required',
      startTermField: 'required',
    });
  });

  it('refuses a bad e-mail and a start date before today, and takes today', () => {
    expect(createCohortErrors({ ...form, created_by: 'ada' }, '2026-11-25')).toEqual({ created_by: 'email' });
    expect(createCohortErrors({ ...form, startTermField: '2026-11-24' }, '2026-11-25')).toEqual({
      startTermField: 'past',
    });
    expect(createCohortErrors({ ...form, startTermField: '2026-11-25' }, '2026-11-25')).toEqual({});
  });

  it('sends the payload trimmed with the e-mail lower-cased', () => {
    expect(createCohortPayload({ ...form, cohort_name: ' X ' })).toEqual({
      program_id: 1,
      cohort_name: 'X',
      created_by: 'ada@school.academy',
      startTermField: '2027-01-11',
    });
  });
});
