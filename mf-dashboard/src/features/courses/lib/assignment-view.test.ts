import { coursesView, pointsText } from './assignment-view';
import {
  courses,
  coursesData,
  databases,
  emptyCoursesData,
  gradedAssignment,
  overriddenAssignment,
  submittedAssignment,
  todoAssignment,
} from '../fixtures';

const texts = { notYetGraded: 'Not yet graded', notAvailable: 'N/A' };

describe('My Courses view', () => {
  const view = coursesView(courses, coursesData, { userLmsId: '5001', sectionLabel: 'SEBD September 2026' });

  it('sorts by the due date shown to the learner, their custom override first', () => {
    expect(view.thisWeek.map((v) => v.assignment.title)).toEqual([
      overriddenAssignment.title,
      submittedAssignment.title,
      todoAssignment.title,
      gradedAssignment.title,
    ]);
    expect(view.thisWeek[0]!.dueAt).toBe(overriddenAssignment.overrides.custom!['5001']!.dueAt);
  });

  it('uses the named section override for another learner', () => {
    const other = coursesView(courses, coursesData, { userLmsId: '9', sectionLabel: 'SEBD Evening 2026' });
    const card = other.thisWeek.find((v) => v.assignment.id === overriddenAssignment.id)!;
    expect(card.dueAt).toBe(overriddenAssignment.overrides.sections[0]!.dueAt);
  });

  it('gives each course its colour, status and list', () => {
    expect(view.thisWeek.find((v) => v.course.id === databases.id)!.colour).toBe(1);
    expect(view.thisWeek.map((v) => v.status)).toEqual(['todo', 'submitted', 'todo', 'graded']);
    expect(view.pastDue.every((v) => v.pastDue)).toBe(true);
    expect(view.pastDue).toHaveLength(2);
    expect(view.courseLink).toBe('https://lms.cedar.example/courses/11');
  });

  it('knows which courses have no assignment', () => {
    const empty = coursesView(courses, emptyCoursesData, {});
    expect(empty.withAssignments.size).toBe(0);
    expect(view.withAssignments.has(databases.id)).toBe(true);
  });

  it('shows points, Not yet graded or N/A', () => {
    expect(pointsText(gradedAssignment, texts)).toBe('9/10');
    expect(pointsText(submittedAssignment, texts)).toBe('Not yet graded');
    expect(pointsText(todoAssignment, texts)).toBe('N/A');
  });
});
