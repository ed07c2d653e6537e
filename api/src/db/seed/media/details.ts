import { createHash } from 'node:crypto';
import { ROLE } from '@cedar/shared/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { userCourses, users, type VideoParticipantSource } from '../../schema/index.ts';
import type { Random } from '../random.ts';
import type { DemoRecording } from './recordings.ts';

/**
 * What a seeded recording shows beside its video: participants from its cohort, tags and a
 * description. Shared by the library (seed/media) and the dashboard's class recordings
 * (seed/dashboard), so every demo recording a learner opens is filled in the same way.
 */

/** A cohort member as a seeded recording names them. */
export interface SeedAttendee {
  cohort_id: number;
  email: string;
  first: string;
  last: string;
  role: number;
}

const EXTRA_TAGS = ['review', 'live coding', 'exercises', 'career', 'debugging', 'testing', 'js', 'python'];

/** The active members of every cohort, by cohort id (in the database's order: seed it before). */
export async function attendeesByCohort(db: Database): Promise<Map<number, SeedAttendee[]>> {
  const people = await db
    .select({
      cohort_id: userCourses.cohort_id,
      email: users.email,
      first: users.first_name,
      last: users.last_name,
      role: userCourses.user_role_id,
    })
    .from(userCourses)
    .innerJoin(users, eq(users.email, userCourses.user_email))
    .where(eq(userCourses.active, true));
  const byCohort = new Map<number, SeedAttendee[]>();
  for (const person of people) byCohort.set(person.cohort_id, [...(byCohort.get(person.cohort_id) ?? []), person]);
  return byCohort;
}

/**
 * Who was in a recorded session: up to two staff, two to eight members, and now and then a
 * guest speaker listed twice (the API lists participants once each).
 */
export function pickParticipants(random: Random, members: readonly SeedAttendee[]): VideoParticipantSource[] {
  const staff = members.filter((m) => m.role !== ROLE.learner);
  const attendees = [...random.sample(staff, Math.min(2, staff.length)), ...random.sample(members, random.int(2, 8))];
  const participants: VideoParticipantSource[] = attendees.map((p) => ({
    id: p.email,
    name: `${p.first} ${p.last}`,
    email: p.email,
  }));
  if (random.chance(0.3)) participants.push({ name: 'Guest Speaker' }, { name: 'Guest Speaker' });
  return participants;
}

/** One to five tags: the recording's own subjects and a couple of general ones. */
export function pickTags(random: Random, recording: DemoRecording): string[] {
  return random.sample([...recording.tags, ...random.sample(EXTRA_TAGS, 2)], random.int(1, 5));
}

/**
 * A session's description: what kind of session on what subject; `long` adds a second
 * paragraph, as instructors' notes often run (the video page's Show More).
 */
export function describeSession(kind: string, recording: DemoRecording, long: boolean): string {
  return (
    `${kind} on ${recording.topic.toLowerCase()}. We walk through the ideas step by step, ` +
    'answer questions from the chat and finish with an exercise to try before the next class.' +
    (long
      ? '\n\nBefore the next class: rewatch the part you found hardest, try the exercise on your own ' +
        'machine and bring one question. The slides and the starter code are in the course, under this week.'
      : '')
  );
}

/** A stable seed for the random choices of one demo row, from its key. */
export function seedOf(key: string): number {
  return parseInt(createHash('sha256').update(key).digest('hex').slice(0, 8), 16);
}
