import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CanvasSyncEnvelope } from '@cedar/shared/contract';
import { asc, eq } from 'drizzle-orm';
import { EMBEDDED_ADAPTERS } from '../../../src/adapters/config.ts';
import { DEMO_LMS_CATALOGUE } from '../../../src/adapters/lms/demo-catalogue.ts';
import { courses } from '../../../src/db/schema/index.ts';
import { COURSE_A } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';
import { type CanvasCourseJson, type ProtocolServer, startCanvas } from '../../helpers/protocol-servers.ts';

const sync = (portal: TestPortal, as = 'programManager') =>
  portal.request({ as, method: 'POST', url: '/api/syncCanvasCourses' });

describe('the LMS course sync (POST /api/syncCanvasCourses)', () => {
  describe('with the demo catalogue', () => {
    let portal: TestPortal;
    before(async () => {
      portal = await startTestPortal();
      await portal.db
        .update(courses)
        .set({ lms_course_id: '4201', coursename: 'Old name' })
        .where(eq(courses.id, COURSE_A));
    });
    after(() => portal.close());

    it('adds the courses the table lacks and renames known ones, once', async () => {
      const response = await sync(portal);
      assert.equal(response.statusCode, 200, response.body);
      const { message } = response.json() as CanvasSyncEnvelope;
      assert.deepEqual(message, {
        synced: true,
        total: DEMO_LMS_CATALOGUE.length,
        added: DEMO_LMS_CATALOGUE.length - 1,
        updated: 1,
        lms: 'demo',
      });
      const [renamed] = await portal.db.select().from(courses).where(eq(courses.id, COURSE_A));
      assert.equal(renamed?.coursename, 'SEBD Career Readiness');
      assert.equal(renamed?.status, 'active', 'a known course keeps its status');
      const [added] = await portal.db.select().from(courses).where(eq(courses.lms_course_id, '4104'));
      assert.equal(added?.status, 'prestart');
      assert.equal(added?.start_date, '2027-01-11');

      // Run again (or twice at once): nothing new.
      const [a, b] = await Promise.all([sync(portal), sync(portal)]);
      for (const again of [a!, b!]) {
        assert.equal(again.statusCode, 200);
        assert.equal((again.json() as CanvasSyncEnvelope).message.added, 0);
      }
      const rows = await portal.db.select({ lms: courses.lms_course_id }).from(courses);
      assert.equal(rows.length, new Set(rows.map((r) => r.lms)).size);
    });

    it('is for Program Managers only', async () => {
      for (const who of ['limitedAdmin', 'facilitator', 'coach', 'learner']) {
        assert.equal((await sync(portal, who)).statusCode, 403, who);
      }
    });
  });

  describe('with Canvas configured (a local server speaking its REST API)', () => {
    let portal: TestPortal;
    let canvas: ProtocolServer;
    const canvasCourses: CanvasCourseJson[] = Array.from({ length: 5 }, (_, i) => ({
      id: 9001 + i,
      name: `Canvas course ${i + 1}`,
      course_code: `CC-${i + 1}`,
      workflow_state: i === 4 ? 'deleted' : 'available',
      start_at: null,
      end_at: null,
    }));
    const start = async (token: string) => {
      portal = await startTestPortal({
        outbox: {
          retryEveryMs: 0,
          config: { ...EMBEDDED_ADAPTERS, lms: { kind: 'canvas', apiUrl: canvas.url, token, accountId: '3' } },
        },
      });
    };
    before(async () => {
      canvas = await startCanvas({ token: 'canvas-secret', accountId: 3, courses: canvasCourses, maxPerPage: 2 });
    });
    after(async () => {
      await canvas.close();
    });

    it("writes every page of Canvas's courses, deleted ones left out", async () => {
      await start('canvas-secret');
      try {
        const response = await sync(portal);
        assert.equal(response.statusCode, 200, response.body);
        assert.deepEqual((response.json() as CanvasSyncEnvelope).message, {
          synced: true,
          total: 4,
          added: 4,
          updated: 0,
          lms: 'canvas',
        });
        const rows = await portal.db
          .select({ lms: courses.lms_course_id })
          .from(courses)
          .where(eq(courses.status, 'active'))
          .orderBy(asc(courses.lms_course_id));
        assert.deepEqual(
          rows.map((r) => r.lms).filter((id) => id?.startsWith('90')),
          ['9001', '9002', '9003', '9004'],
        );
        assert.equal(canvas.calls.length, 3);
      } finally {
        await portal.close();
      }
    });

    it('answers 502 and writes nothing when Canvas refuses the token', async () => {
      await start('revoked');
      try {
        const before = await portal.db.select().from(courses);
        const response = await sync(portal);
        assert.equal(response.statusCode, 502, response.body);
        assert.deepEqual(await portal.db.select().from(courses), before);
      } finally {
        await portal.close();
      }
    });
  });
});
