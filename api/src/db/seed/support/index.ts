import { ROLE } from '@cedar/shared/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { savedReplies, supportRequestResponses, supportRequests, userCourses } from '../../schema/index.ts';
import { SEED_COHORT } from '../catalog.ts';

const HOUR = 3_600_000;

/** One demo request: its type, answers, status and History (actions by staff, hours after creation). */
interface DemoRequest {
  type: number;
  description: string;
  status: string;
  ageHours: number;
  history: { action: number; by: string; afterHours: number; html: string }[];
  image?: boolean;
}

const ADMIN = 'admin@cedar.test';
const COACH = 'coach@cedar.test';
const SUPPORT = 'support@cedar.test';

/** Every type and every status, with histories, so the triage screens look lived in. */
const REQUESTS: DemoRequest[] = [
  {
    type: 1,
    description:
      'challenge=<p>My assessment submission fails the "sorting" test even though it passes locally.</p>&solution=<p>I compared outputs and re-read the brief.</p>&link=<p>https://github.com/example/sorting-kata</p>',
    status: 'awaiting_review',
    ageHours: 30,
    history: [],
  },
  {
    type: 2,
    description:
      'challenge=<p>The API activity asks for pagination but the starter code has no page parameter.</p>&solution=<p>I added one but the tests time out.</p>',
    status: 'awaiting_review',
    ageHours: 3,
    history: [],
    image: true,
  },
  {
    type: 3,
    description:
      'struggling=<p>I am struggling with closures in the JavaScript lesson.</p>&additional=<p>Any extra reading would help.</p>',
    status: 'responded',
    ageHours: 52,
    history: [
      { action: 4, by: COACH, afterHours: 2, html: '<p>Will pair with them after class.</p>' },
      { action: 1, by: COACH, afterHours: 5, html: '<p>Try the closures chapter of the handbook, then ping me.</p>' },
    ],
  },
  {
    type: 4,
    description: 'personal=<p>A family matter means I will miss classes next week. Who should I tell?</p>',
    status: 'awaiting_review',
    ageHours: 20,
    history: [],
  },
  {
    type: 4,
    description: 'personal=<p>I need an accommodation for the final assessment.</p>',
    status: 'responded',
    ageHours: 80,
    history: [{ action: 1, by: SUPPORT, afterHours: 6, html: '<p>We have noted it; your advisor will follow up.</p>' }],
  },
  {
    type: 5,
    description: 'grades=<p>My grade for Module 2 shows 0 although I submitted on time.</p>',
    status: 'closed',
    ageHours: 120,
    history: [
      { action: 3, by: ADMIN, afterHours: 1, html: '<p>Forwarded to the grading team.</p>' },
      { action: 1, by: ADMIN, afterHours: 20, html: '<p>Your grade has been corrected.</p>' },
      { action: 5, by: ADMIN, afterHours: 21, html: '' },
    ],
  },
  {
    type: 6,
    description: 'other=<p>The Slack invite link in the welcome mail has expired.</p>',
    status: 'reopened',
    ageHours: 70,
    history: [
      { action: 1, by: ADMIN, afterHours: 4, html: '<p>Here is a fresh invite.</p>' },
      { action: 5, by: ADMIN, afterHours: 5, html: '' },
      { action: 6, by: SUPPORT, afterHours: 30, html: '<p>The new link expired too.</p>' },
    ],
  },
  {
    type: 1,
    description:
      'challenge=<p>I cannot get the recursion assessment to terminate.</p>&solution=<p>Added a base case.</p>',
    status: 'sent_to_inscribe',
    ageHours: 40,
    history: [
      {
        action: 2,
        by: COACH,
        afterHours: 3,
        html: '<p><strong>Recursion that never ends</strong></p><p>Posted to the community.</p>',
      },
    ],
  },
  {
    type: 3,
    description: 'struggling=<p>The CSS grid lesson video has no sound after minute 12.</p>',
    status: 'closed',
    ageHours: 200,
    history: [
      { action: 1, by: ADMIN, afterHours: 2, html: '<p>Thanks, fixed the video.</p>' },
      { action: 5, by: ADMIN, afterHours: 3, html: '' },
    ],
  },
];

/** Saved replies of each demo cohort, to insert in the respond form. */
const SAVED_REPLIES = [
  {
    title: 'Office hours',
    body: '<p>Bring this to <strong>office hours</strong> on Thursday at 5 pm ET and we will go through it together.</p>',
    by: COACH,
  },
  {
    title: 'Extension granted',
    body: '<p>You have two more days for this assignment. Tell us if anything else gets in the way.</p>',
    by: ADMIN,
  },
  {
    title: 'Handbook first',
    body: '<p>The handbook covers this step by step: start there, then tell us where it stops making sense.</p>',
    by: SUPPORT,
  },
];

/** The cohorts with demo requests: the demo staff's cohort, and one more of the admin's. */
const COHORTS = [SEED_COHORT.sebdSeptember2026.cohort_id, SEED_COHORT.sebdMarch2026.cohort_id];

/** Adds the demo support requests and their histories; learners are the cohort's first ones. */
export async function seedSupportDemo(tx: Database, now: Date): Promise<number> {
  let added = 0;
  for (const [c, cohortId] of COHORTS.entries()) {
    const learners = await tx
      .select({ email: userCourses.user_email })
      .from(userCourses)
      .where(
        and(
          eq(userCourses.cohort_id, cohortId),
          eq(userCourses.user_role_id, ROLE.learner),
          eq(userCourses.active, true),
          eq(userCourses.is_visible, true),
        ),
      )
      .orderBy(asc(userCourses.user_email))
      .limit(REQUESTS.length);
    await tx.insert(savedReplies).values(
      SAVED_REPLIES.map((r) => ({
        cohort_id: cohortId,
        title: r.title,
        body: r.body,
        created_by: r.by,
        updated_by: r.by,
        created_at: now,
        updated_at: now,
      })),
    );
    if (learners.length === 0) continue;
    const requests = c === 0 ? REQUESTS : REQUESTS.slice(0, 5);
    for (const [i, demo] of requests.entries()) {
      const email = i === 0 && c === 0 ? 'learner@cedar.test' : learners[i % learners.length]!.email;
      const created = new Date(now.getTime() - (demo.ageHours + c) * HOUR);
      const last = demo.history.at(-1);
      const [row] = await tx
        .insert(supportRequests)
        .values({
          request_type_id: demo.type,
          status: demo.status,
          description: demo.description,
          cohort_id: cohortId,
          user_email: email,
          source: i % 3 === 0 ? 'support_hub' : 'my_cedar',
          source_url: i % 3 === 0 ? 'https://support.cedar.academy/hub' : null,
          upload_image_url: demo.image ? 'https://support.cedar.academy/uploads/pagination-timeout.png' : null,
          created_at: created,
          updated_at: last ? new Date(created.getTime() + last.afterHours * HOUR) : created,
          version: demo.history.length + 1,
        })
        .returning({ id: supportRequests.id });
      if (demo.history.length) {
        await tx.insert(supportRequestResponses).values(
          demo.history.map((h) => ({
            request_id: row!.id,
            action_id: h.action,
            response: h.html,
            staff_email: h.by,
            created_date: new Date(created.getTime() + h.afterHours * HOUR),
          })),
        );
      }
      added += 1;
    }
  }
  return added;
}
