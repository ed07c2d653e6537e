import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, delay } from 'msw';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../../../../messages';
import { learnerSession } from '../../../../test-support/session';
import {
  NOW,
  coursesData,
  emptyCoursesData,
  gradedAssignment,
  overriddenAssignment,
  pastDueAssignment,
  submittedAssignment,
  todoAssignment,
} from '../../fixtures';
import type { CourseData } from '../../api/get-course-data';
import { MyCourses } from './MyCourses';

const t = messages.courses;

function reply(data: CourseData[], request: Request) {
  const courseId = Number(new URL(request.url).searchParams.get('courseId'));
  return HttpResponse.json({ message: { canvasData: data.find((d) => d.courseId === courseId)!.canvasData } });
}

function answer(data: CourseData[], wait = 0) {
  return apiHandler('get', '/v1/coursedata', async ({ request }) => {
    await delay(wait);
    return reply(data, request);
  });
}

const card = (title: string) => screen.getByText(title).closest('li')!;

describe('MyCourses', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('shows placeholders, then the week sorted by due date with the first card expanded', async () => {
    renderWithPortal(<MyCourses />, { session: learnerSession(), handlers: [answer(coursesData, 30)] });
    expect(screen.getByRole('region', { name: t.title })).toHaveAttribute('aria-busy', 'true');
    await screen.findByText(todoAssignment.title);
    const titles = screen
      .getAllByRole('button', { expanded: true })
      .concat(screen.getAllByRole('button', { expanded: false }));
    expect(titles).toHaveLength(4);
    expect(within(card(overriddenAssignment.title)).getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    // The learner's own override moves the capstone to tonight, 22:00 in Chicago.
    expect(
      within(card(overriddenAssignment.title)).getByText(/Monday, September 14 \| 10:00 pm CDT/),
    ).toBeInTheDocument();
  });

  it('labels each status and offers the matching action', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithPortal(<MyCourses />, { session: learnerSession(), handlers: [answer(coursesData)] });
    await screen.findByText(todoAssignment.title);

    expect(within(card(todoAssignment.title)).getByText(t.status.todo)).toBeInTheDocument();
    await user.click(within(card(todoAssignment.title)).getByRole('button'));
    expect(within(card(todoAssignment.title)).getByRole('link', { name: t.doAssignment })).toHaveAttribute(
      'href',
      todoAssignment.link,
    );
    expect(
      within(card(todoAssignment.title)).getByText(t.notAvailable, { selector: 'dd:last-of-type' }),
    ).toBeInTheDocument();

    await user.click(within(card(submittedAssignment.title)).getByRole('button'));
    expect(within(card(submittedAssignment.title)).getByText(t.status.submitted)).toBeInTheDocument();
    expect(within(card(submittedAssignment.title)).getByText('1/31/2026')).toBeInTheDocument();
    expect(within(card(submittedAssignment.title)).getByText(t.notYetGraded)).toBeInTheDocument();
    expect(within(card(submittedAssignment.title)).getByRole('link', { name: t.viewSubmission })).toHaveAttribute(
      'target',
      '_blank',
    );

    await user.click(within(card(gradedAssignment.title)).getByRole('button'));
    expect(within(card(gradedAssignment.title)).getByText(t.status.graded)).toBeInTheDocument();
    expect(within(card(gradedAssignment.title)).getByText('9/10')).toBeInTheDocument();
  });

  it('lists past-due work in red under Past Due (N)', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithPortal(<MyCourses />, { session: learnerSession(), handlers: [answer(coursesData)] });
    await user.click(await screen.findByRole('tab', { name: t.pastDue(2) }));
    expect(within(card(pastDueAssignment.title)).getByText(t.pastDueNotSubmitted)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.viewCourses })).toHaveAttribute(
      'href',
      'https://lms.cedar.example/courses/11',
    );
  });

  it('says when there is nothing to show, disables Past Due (0), dims courses without work', async () => {
    renderWithPortal(<MyCourses />, { session: learnerSession(), handlers: [answer(emptyCoursesData)] });
    expect(await screen.findByText(t.noAssignments, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: t.pastDue(0) })).toBeDisabled();
    // Both courses are dimmed in the key, and say so to assistive technology.
    expect(screen.getAllByText(t.noAssignments, { selector: 'span' })).toHaveLength(2);
  });

  it('disables View Courses without a course link', async () => {
    renderWithPortal(<MyCourses />, {
      session: learnerSession(),
      handlers: [answer(coursesData.map((d) => ({ ...d, canvasData: { ...d.canvasData, canvasCourseLink: null } })))],
    });
    expect(await screen.findByRole('button', { name: t.viewCourses })).toBeDisabled();
  });

  it('offers Retry when the course data fails, and loads it again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let fail = true;
    renderWithPortal(<MyCourses />, {
      session: learnerSession(),
      handlers: [
        apiHandler('get', '/v1/coursedata', ({ request }) =>
          fail ? HttpResponse.json({}, { status: 500 }) : reply(coursesData, request),
        ),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.loadFailed);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: messages.panel.retry }));
    expect(await screen.findByText(todoAssignment.title)).toBeInTheDocument();
  });
});
