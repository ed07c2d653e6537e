import { HttpResponse } from 'msw';
import { apiHandler } from '@cedar/shared/testing';
import type { Video, ViewHistoryEntry } from '../lib/types';
import { CALENDAR_ID } from './fixtures';

/** MSW handlers of the library calls: the cohort's calendars, its videos and the view history. */
export function libraryHandlers(videos: Video[], history: ViewHistoryEntry[] = [], calendarIds = [CALENDAR_ID]) {
  return [
    apiHandler('get', '/calendars/', () =>
      HttpResponse.json({
        message: {
          calendars: calendarIds.map((id, i) => ({
            calendar_id: i + 1,
            calendar_name: 'Classes',
            calendar_url: `https://calendar.google.com/calendar/embed?src=${id}`,
            google_calendar_id: id,
          })),
        },
      }),
    ),
    apiHandler('get', '/v1/videos/', () => HttpResponse.json({ message: { videos } })),
    apiHandler('get', '/uservideoview/:id', () => HttpResponse.json({ message: { response: history } })),
  ];
}
