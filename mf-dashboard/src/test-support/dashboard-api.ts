import { HttpResponse, type JsonBodyType, type RequestHandler, delay, http } from 'msw';
import { apiHandler } from '@cedar/shared/testing';
import { announcements } from '../features/announcements/fixtures';
import { calendars, recordings } from '../features/calendar/fixtures';
import { coursesData } from '../features/courses/fixtures';
import { launchpad } from '../features/launchpad/fixtures';
import { webtools } from '../features/online-tools/fixtures';
import { myRequests, team } from '../features/support/fixtures';

/** The registry the widget loader reads. */
export const remotesHandler = http.get('http://localhost/remotes.json', () =>
  HttpResponse.json({ connect: '/remotes/connect/mf-manifest.json' }),
);

/** Every call of the dashboard answered with the fixtures; `wait` delays each answer (ms). */
export function dashboardHandlers(wait = 0): RequestHandler[] {
  const json = (body: JsonBodyType) => async () => {
    await delay(wait);
    return HttpResponse.json(body);
  };
  return [
    remotesHandler,
    apiHandler('get', '/announcements', json({ message: { announcements } })),
    apiHandler('post', '/announcements/seen', json({ message: { recorded: 0 } })),
    apiHandler('get', '/v1/cohort/:id/calendars', json({ message: { calendars, window: {} } })),
    apiHandler('get', '/v1/recordings', json({ message: { recordings } })),
    apiHandler('get', '/v1/coursedata', async ({ request }) => {
      await delay(wait);
      const courseId = Number(new URL(request.url).searchParams.get('courseId'));
      return HttpResponse.json({
        message: { canvasData: coursesData.find((d) => d.courseId === courseId)!.canvasData },
      });
    }),
    apiHandler('get', '/v1/cohort/:id/launchpad', json({ message: { launchpad } })),
    apiHandler('get', '/v1/cohort/:id/supportteam', json({ message: { advisors: team } })),
    apiHandler('get', '/v1/supportrequests/mine', json({ message: { support_requests: myRequests } })),
    apiHandler('get', '/v1/cohort/:id/webtools', json({ message: { webtools } })),
  ];
}
