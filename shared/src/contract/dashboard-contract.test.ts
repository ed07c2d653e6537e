import { Value } from '@sinclair/typebox/value';
import { NewAnnouncement } from './announcements.ts';
import { RecordingsQuery } from './calendars.ts';
import { pathFor } from './endpoints.ts';
import { JoinStudySession, StudySessionEnvelope } from './study-sessions.ts';
import { NewSupportRequest } from './support-requests.ts';

describe('dashboard contract', () => {
  it('fills the dashboard paths', () => {
    expect(pathFor('cohortCalendars', { cohortId: 4 }, { time_zone: 'America/Chicago' })).toBe(
      '/v1/cohort/4/calendars?time_zone=America%2FChicago',
    );
    expect(pathFor('calendarFeed', { token: 'abc' })).toBe('/calendar/abc.ics');
    expect(pathFor('canvasAssignments', {}, { courseId: 1, userEmail: 'a@b.c', upcomingMaxDays: 8 })).toBe(
      '/canvasassignments?courseId=1&userEmail=a%40b.c&upcomingMaxDays=8',
    );
  });

  it('takes comma-joined meeting ids', () => {
    expect(Value.Check(RecordingsQuery, { meeting_ids: '84120260914,123' })).toBe(true);
    expect(Value.Check(RecordingsQuery, { meeting_ids: '84120260914,' })).toBe(false);
    expect(Value.Check(RecordingsQuery, { meeting_ids: 'abc' })).toBe(false);
  });

  it('refuses unknown fields in the writes', () => {
    const request = { request_type_id: 6, source: 'my_cedar', cohort_id: 1, description: 'other=x', email: 'a@b.c' };
    expect(Value.Check(NewSupportRequest, request)).toBe(true);
    expect(Value.Check(NewSupportRequest, { ...request, status: 'closed' })).toBe(false);
    expect(Value.Check(NewAnnouncement, { body: '<p>x</p>', post_as: 'myself', audience: 4 })).toBe(false);
    expect(Value.Check(JoinStudySession, { userEmail: 'a@b.c' })).toBe(true);
  });

  it('answers a study session or an empty object', () => {
    expect(Value.Check(StudySessionEnvelope, { message: {} })).toBe(true);
    expect(Value.Check(StudySessionEnvelope, { message: { session_id: 1 } })).toBe(false);
  });
});
