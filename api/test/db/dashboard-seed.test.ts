import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  assignmentStatus,
  dueDateOf,
  eventRecording,
  isDueSoon,
  isPastDue,
  localDateKey,
  meetingIdFromUrl,
  supportTeam,
} from '@cedar/shared/domain';
import { and, count, eq, gte, lt } from 'drizzle-orm';
import { DEFAULT_EVENTS_CALENDAR_ID } from '../../src/config.ts';
import { listLiveAnnouncements } from '../../src/db/repositories/announcements.ts';
import { listEventsBetween } from '../../src/db/repositories/calendars.ts';
import { listCohortMembers } from '../../src/db/repositories/cohort-members.ts';
import { findLaunchpad, listLearnerAssignments } from '../../src/db/repositories/lms.ts';
import { findRunningSession } from '../../src/db/repositories/study-sessions.ts';
import { listRecordings } from '../../src/db/repositories/videos.ts';
import { listCohortWebtools } from '../../src/db/repositories/webtools.ts';
import { calendarEvents, supportRequests, users, videos, webtools } from '../../src/db/schema/index.ts';
import { webtoolDefaults } from '../../src/domain/webtool-catalogue.ts';
import { SEED_COHORT, SEED_COHORTS, topUpDashboardDemo } from '../../src/db/seed/index.ts';
import { buildEvents, buildRecordings } from '../../src/db/seed/dashboard/calendar.ts';
import { classCalendarId, DASHBOARD_SEED } from '../../src/db/seed/dashboard/ids.ts';
import { attendeesByCohort } from '../../src/db/seed/media/details.ts';
import { demoRecordings } from '../../src/db/seed/media/recordings.ts';
import { buildAssignments } from '../../src/db/seed/dashboard/lms.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe("the dashboard's demo data", () => {
  let t: TestDatabase;
  // Any time works; a Sunday evening checks that "today" is alive on a weekend too.
  const now = new Date('2026-11-08T23:13:27Z');
  before(async () => {
    t = await openTestDatabase({ now });
  });
  after(() => t.close());

  const active = SEED_COHORTS.filter((c) => c.course.status === 'active' && c.zoom_url);

  it('has, today in every active cohort, a class happening now, one starting within 10 minutes and one ended with a recording', async () => {
    for (const cohort of active) {
      const calendar = classCalendarId(cohort.cohort_id);
      const today = await listEventsBetween(
        t.db,
        [calendar],
        new Date(now.getTime() - 3 * HOUR),
        new Date(now.getTime() + HOUR),
      );
      const live = today.filter((e) => e.start_date_time <= now && now <= e.end_date_time);
      const soon = today.filter(
        (e) => e.start_date_time > now && e.start_date_time.getTime() - now.getTime() <= 10 * 60_000,
      );
      const ended = today.filter((e) => e.end_date_time < now);
      assert.equal(live.length, 1, `${cohort.cohort_name}: live`);
      assert.equal(soon.length, 1, `${cohort.cohort_name}: within 10 minutes`);
      assert.equal(ended.length, 1, `${cohort.cohort_name}: ended`);
      const recordings = await listRecordings(t.db, [meetingIdFromUrl(ended[0]!.meeting_url)!], [calendar]);
      const state = eventRecording(
        { meeting_url: ended[0]!.meeting_url, start_date_time: ended[0]!.start_date_time.toISOString() },
        recordings,
        'America/New_York',
      );
      assert.equal(state.state, 'has_recording', cohort.cohort_name);
      assert.equal(state.recordingDetails[0]!.title, ended[0]!.summary);
    }
  });

  it("fills every recording: the demo file its title names, the cohort's people, tags and a description", async () => {
    const files = demoRecordings();
    const rows = await t.db.select().from(videos).where(eq(videos.created_by, DASHBOARD_SEED));
    assert.ok(rows.length >= 30, String(rows.length));
    for (const row of rows) {
      const file = files.find((f) => f.video === row.video_cdn_url);
      assert.ok(file, `${row.title}: a demo file`);
      // What is said is what the title says.
      assert.ok(row.title!.endsWith(`: ${file.topic}`), `${row.title} plays ${file.slug}`);
      assert.equal(row.transcripts_cdn_url, file.transcript);
      assert.equal(row.chat_cdn_url, file.chat);
      assert.equal(row.thumbnail_cdn_url, file.thumbnail);
      assert.equal(row.duration_seconds, file.duration);
      assert.ok(row.tags && row.tags.length >= 1 && row.tags.length <= 5, row.title!);
      assert.match(row.description ?? '', new RegExp(`on ${file.topic.toLowerCase()}\\.`));
      const people = row.meeting_participants.filter((p) => p.email);
      assert.ok(people.length >= 2, `${row.title}: ${people.length} participants`);
    }
    // Each class's people are its cohort's.
    const cohortOne = rows.filter((r) => r.google_calendar_ids[0] === classCalendarId(1));
    const members = new Set((await attendeesByCohort(t.db)).get(1)!.map((m) => m.email));
    assert.ok(cohortOne.every((r) => r.meeting_participants.every((p) => !p.email || members.has(p.email))));
    // Classes and office hours are recorded, talks of the speakers-and-events calendar are not.
    assert.ok(rows.every((r) => r.google_calendar_ids[0] !== DEFAULT_EVENTS_CALENDAR_ID));
    assert.ok(rows.some((r) => r.title!.startsWith('Office Hours: ')));
  });

  it('is deterministic for the recordings too', async () => {
    const context = { recordings: demoRecordings(), attendees: await attendeesByCohort(t.db) };
    const events = buildEvents(DEFAULT_EVENTS_CALENDAR_ID, now);
    assert.deepEqual(buildRecordings(events, now, context), buildRecordings(events, new Date(now), context));
  });

  it('has speakers-and-events on other days, in the window around today', async () => {
    const events = await listEventsBetween(
      t.db,
      [DEFAULT_EVENTS_CALENDAR_ID],
      new Date(now.getTime() - 7 * DAY),
      new Date(now.getTime() + 7 * DAY),
    );
    assert.ok(events.length >= 2);
    assert.ok(events.every((e) => localDateKey(e.start_date_time) !== localDateKey(now)));
  });

  it('gives the demo learner assignments this week and past due, in every status', async () => {
    const learner = (await t.db.select().from(users).where(eq(users.email, 'learner@cedar.test')))[0]!;
    assert.equal(learner.user_lms_id, '4101001');
    const rows = await listLearnerAssignments(t.db, SEED_COHORT.sebdSeptember2026.course.id, learner.email);
    const context = { userLmsId: learner.user_lms_id, sectionLabel: SEED_COHORT.sebdSeptember2026.cohort_name };
    const view = rows.map((r) => ({
      dueAt: r.due_at?.toISOString() ?? null,
      overrides: {
        custom:
          r.custom_due_at !== undefined
            ? { [learner.user_lms_id!]: { dueAt: r.custom_due_at?.toISOString() ?? null } }
            : null,
        sections: r.sections.map((s) => ({ name: s.name, dueAt: s.due_at?.toISOString() ?? null })),
      },
      completedOn: r.submitted_at?.toISOString() ?? null,
      score: r.score,
    }));
    const statuses = (filter: (due: string | null) => boolean) =>
      new Set(view.filter((a) => filter(dueDateOf(a, context))).map(assignmentStatus));
    assert.deepEqual(
      statuses((due) => isDueSoon(due, now)),
      new Set(['todo', 'submitted', 'graded']),
    );
    assert.deepEqual(
      statuses((due) => isPastDue(due, now)),
      new Set(['todo', 'submitted', 'graded']),
    );
    assert.ok(
      view.some((a) => a.overrides.custom),
      'a custom due date',
    );
    assert.ok(
      view.some((a) => a.overrides.sections.length > 0),
      'section due dates',
    );
  });

  it('has several announcements: long and short, HTML, one with several paragraphs', async () => {
    const list = await listLiveAnnouncements(t.db, SEED_COHORT.sebdSeptember2026, now);
    assert.ok(list.length >= 4, `${list.length}`);
    assert.ok(list.some((a) => a.body.length >= 340 && (a.body.match(/<p>/g) ?? []).length > 1));
    assert.ok(list.some((a) => a.body.length < 200));
    assert.ok(list.some((a) => a.body.includes('<ul>')));
    assert.ok(list.every((a) => !a.body.includes('<script')));
  });

  it('has a support team, web tools whose logos all load, and a study session running', async () => {
    const cohortId = SEED_COHORT.sebdSeptember2026.cohort_id;
    const members = await listCohortMembers(t.db, { cohort_id: cohortId, active: true });
    const team = supportTeam(members.map((m) => ({ ...m.user, user_role_id: m.membership.user_role_id })));
    assert.ok(team.length >= 5, `${team.length}`);
    // Self-contained images: no file to go missing, no request that can fail.
    const tools = await listCohortWebtools(t.db, cohortId, true);
    assert.ok(tools.some((tool) => tool.webtool.name === 'HelpU'));
    const unloadable = tools.filter((tool) => !tool.webtool.logo_url?.startsWith('data:image/svg+xml,'));
    assert.deepEqual(
      unloadable.map((tool) => `${tool.webtool.name}: ${tool.webtool.logo_url}`),
      [],
    );
    const session = await findRunningSession(t.db, `room-${cohortId}`, new Date(now.getTime() + 30 * 60_000));
    assert.ok(session, 'a study session runs, and keeps running');
    assert.ok(session.participants.some((p) => p.is_guest));
    assert.ok(session.participants.filter((p) => p.user_role_id === 1).length >= 2);
    assert.ok(
      session.participants.some((p) => p.user_role_id !== null && p.user_role_id !== 1),
      'staff too',
    );
    assert.ok(session.topics.some((topic) => topic.main));
    assert.equal(await findRunningSession(t.db, `room-${SEED_COHORT.sebdMarch2026.cohort_id}`, now), null);
  });

  it('gives the prestart cohort its launchpad', async () => {
    const launchpad = await findLaunchpad(t.db, SEED_COHORT.frontEndPrestart.cohort_id);
    assert.equal(launchpad?.status, 'prestart');
    assert.match(launchpad?.hero_image_url ?? '', /^data:image\/svg\+xml,/);
  });

  it('is deterministic apart from the time anchor', () => {
    const id = DEFAULT_EVENTS_CALENDAR_ID;
    assert.deepEqual(buildEvents(id, now), buildEvents(id, new Date(now)));
    assert.deepEqual(buildAssignments(now), buildAssignments(new Date(now)));
    assert.notDeepEqual(buildEvents(id, now), buildEvents(id, new Date(now.getTime() + DAY)));
  });

  it('is topped up around a later start, leaving what people made alone', async () => {
    // The demo's support requests and the one a person sent all stay.
    const [seeded] = await t.db.select({ n: count() }).from(supportRequests);
    await t.db.insert(supportRequests).values({
      request_type_id: 6,
      description: 'other=<p>Real</p>',
      cohort_id: 1,
      user_email: 'learner@cedar.test',
      source: 'my_cedar',
    });
    const later = new Date(now.getTime() + 3 * DAY + 5 * HOUR);
    const first = await topUpDashboardDemo(t.db, { now: later });
    const second = await topUpDashboardDemo(t.db, { now: later });
    assert.ok(first);
    assert.deepEqual(first, second, 'the same start twice gives the same data');
    const [live] = await t.db
      .select({ n: count() })
      .from(calendarEvents)
      .where(
        and(
          eq(calendarEvents.google_calendar_id, classCalendarId(1)),
          gte(calendarEvents.end_date_time, later),
          lt(calendarEvents.start_date_time, later),
        ),
      );
    assert.equal(live!.n, 1, 'a class happening at the new now');
    const [kept] = await t.db.select({ n: count() }).from(supportRequests);
    assert.equal(kept!.n, seeded!.n + 1);
  });

  it("puts back HelpU's logo where an earlier demo stored a missing file, and leaves a logo people set alone", async () => {
    const helpU = eq(webtools.id, 13);
    await t.db.update(webtools).set({ logo_url: '/files/webtools/helpu-logo.png' }).where(helpU);
    await topUpDashboardDemo(t.db, { now });
    const [repaired] = await t.db.select({ logo: webtools.logo_url }).from(webtools).where(helpU);
    assert.equal(repaired!.logo, webtoolDefaults(13).logo_url);

    await t.db.update(webtools).set({ logo_url: 'https://helpu.example/logo.svg' }).where(helpU);
    await topUpDashboardDemo(t.db, { now });
    const [kept] = await t.db.select({ logo: webtools.logo_url }).from(webtools).where(helpU);
    assert.equal(kept!.logo, 'https://helpu.example/logo.svg');
    await t.db
      .update(webtools)
      .set({ logo_url: webtoolDefaults(13).logo_url })
      .where(helpU);
  });

  it('leaves a database without the demo seed alone', async () => {
    const empty = await openTestDatabase({ seed: false });
    try {
      assert.equal(await topUpDashboardDemo(empty.db, { now }), null);
    } finally {
      await empty.close();
    }
  });
});
