import { assignmentStatus, byDueDate, dueDateOf, isDueSoon, isPastDue } from './assignments.ts';

describe('assignment rules', () => {
  const assignment = {
    dueAt: '2026-09-20T23:59:00Z',
    overrides: {
      custom: { '4242': { dueAt: '2026-09-25T23:59:00Z' } },
      sections: [
        { name: 'Full Stack Section', dueAt: '2026-09-21T23:59:00Z' },
        { name: 'SEBD evening', dueAt: '2026-09-22T23:59:00Z' },
      ],
    },
  };

  it('picks the custom override, then the named section, then the default due date', () => {
    expect(dueDateOf(assignment, { userLmsId: '4242', sectionLabel: 'SEBD September 2026' })).toBe(
      '2026-09-25T23:59:00Z',
    );
    expect(dueDateOf(assignment, { userLmsId: '1', sectionLabel: 'SEBD September 2026' })).toBe('2026-09-22T23:59:00Z');
    expect(dueDateOf(assignment, { userLmsId: null, sectionLabel: 'full stack June' })).toBe('2026-09-21T23:59:00Z');
    expect(dueDateOf(assignment, { sectionLabel: 'UX Design' })).toBe('2026-09-20T23:59:00Z');
    expect(dueDateOf({ dueAt: null }, {})).toBeNull();
  });

  it('labels To-Do, Submitted and Graded', () => {
    expect(assignmentStatus({ dueAt: null })).toBe('todo');
    expect(assignmentStatus({ dueAt: null, completedOn: '2026-09-01T00:00:00Z', score: null })).toBe('submitted');
    expect(assignmentStatus({ dueAt: null, completedOn: '2026-09-01T00:00:00Z', score: 9 })).toBe('graded');
    expect(assignmentStatus({ dueAt: null, completedOn: '2026-09-01T00:00:00Z', score: 0 })).toBe('graded');
  });

  it('splits this week from past due', () => {
    const now = new Date('2026-09-14T12:00:00Z');
    expect(isDueSoon('2026-09-14T12:00:00Z', now)).toBe(true);
    expect(isDueSoon('2026-09-22T12:00:00Z', now)).toBe(true);
    expect(isDueSoon('2026-09-22T12:00:01Z', now)).toBe(false);
    expect(isDueSoon('2026-09-14T11:59:59Z', now)).toBe(false);
    expect(isPastDue('2026-09-14T11:59:59Z', now)).toBe(true);
    expect(isPastDue(null, now)).toBe(false);
  });

  it('sorts by due date, undated last', () => {
    const list = [{ dueAt: null }, { dueAt: '2026-09-15T00:00:00Z' }, { dueAt: '2026-09-14T00:00:00Z' }];
    expect(list.sort(byDueDate).map((a) => a.dueAt)).toEqual(['2026-09-14T00:00:00Z', '2026-09-15T00:00:00Z', null]);
  });
});
