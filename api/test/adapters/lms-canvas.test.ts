import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadAdaptersConfig } from '../../src/adapters/config.ts';
import { canvasLms, demoLms, lmsAdapterFor, nextLink } from '../../src/adapters/lms/index.ts';
import { type CanvasCourseJson, type ProtocolServer, startCanvas } from '../helpers/protocol-servers.ts';

const course = (
  id: number,
  workflow_state: CanvasCourseJson['workflow_state'],
  name = `Course ${id}`,
): CanvasCourseJson => ({
  id,
  name,
  course_code: `C-${id}`,
  workflow_state,
  start_at: '2027-01-11T14:00:00Z',
  end_at: null,
  account_id: 7,
});

describe('LMS adapter: Canvas REST API', () => {
  let canvas: ProtocolServer;
  const courses = [
    course(5001, 'available', 'SEBD Career Readiness'),
    course(5002, 'unpublished'),
    course(5003, 'completed'),
    course(5004, 'deleted'),
    course(5005, 'available'),
  ];
  before(async () => {
    canvas = await startCanvas({
      token: 'canvas-token',
      accountId: 7,
      courses,
      maxPerPage: 2,
      assignments: {
        '5001': [
          {
            id: 1,
            name: 'Resume draft',
            due_at: '2027-01-20T04:59:59Z',
            html_url: 'https://canvas.test/a/1',
            points_possible: 10,
          },
          { id: 2, name: 'Mock interview', due_at: null, html_url: 'https://canvas.test/a/2', points_possible: 0 },
          {
            id: 3,
            name: 'Portfolio',
            due_at: '2027-02-01T04:59:59Z',
            html_url: 'https://canvas.test/a/3',
            points_possible: 20,
          },
        ],
      },
    });
  });
  after(() => canvas.close());

  it('reads every page of the account courses through the Link header, with the token', async () => {
    const lms = canvasLms({ apiUrl: canvas.url, token: 'canvas-token', accountId: '7' });
    const found = await lms.courses();
    assert.deepEqual(
      found.map((c) => [c.lms_course_id, c.state]),
      [
        ['5001', 'active'],
        ['5002', 'prestart'],
        ['5003', 'completed'],
        ['5005', 'active'],
      ],
    );
    assert.equal(found[0]!.name, 'SEBD Career Readiness');
    assert.equal(found[0]!.start_date, '2027-01-11');
    // Three pages of two (Canvas capped per_page=100 at 2), each with the bearer token.
    assert.equal(canvas.calls.length, 3);
    assert.ok(canvas.calls.every((c) => c.authorization === 'Bearer canvas-token'));
    assert.deepEqual(
      canvas.calls.map((c) => c.url.searchParams.get('page')),
      [null, '2', '3'],
    );
  });

  it("reads a course's assignments across pages", async () => {
    const lms = canvasLms({ apiUrl: canvas.url, token: 'canvas-token', accountId: '7' });
    const assignments = await lms.assignments('5001');
    assert.deepEqual(
      assignments.map((a) => a.name),
      ['Resume draft', 'Mock interview', 'Portfolio'],
    );
    assert.equal(assignments[0]!.points_possible, 10);
  });

  it("fails with Canvas's message on a bad token", async () => {
    const lms = canvasLms({ apiUrl: canvas.url, token: 'wrong', accountId: '7' });
    await assert.rejects(lms.courses(), /Canvas: 401 Invalid access token/);
  });

  it('parses the rel="next" link among the others', () => {
    assert.equal(
      nextLink(
        '<https://c.test/x?page=1>; rel="current",<https://c.test/x?page=2>; rel="next",<https://c.test/x?page=9>; rel="last"',
      ),
      'https://c.test/x?page=2',
    );
    assert.equal(nextLink('<https://c.test/x?page=1>; rel="current", <https://c.test/x?page=1>; rel="last"'), null);
    assert.equal(nextLink(null), null);
  });

  it('is chosen by CANVAS_API_URL and CANVAS_API_TOKEN; the demo catalogue otherwise', async () => {
    const config = loadAdaptersConfig({
      CANVAS_API_URL: `${canvas.url}/`,
      CANVAS_API_TOKEN: 'canvas-token',
      CANVAS_ACCOUNT_ID: '7',
    });
    assert.deepEqual(config.lms, { kind: 'canvas', apiUrl: canvas.url, token: 'canvas-token', accountId: '7' });
    assert.equal(lmsAdapterFor(config.lms).kind, 'canvas');
    assert.equal(lmsAdapterFor(loadAdaptersConfig({}).lms), demoLms);
    assert.ok((await demoLms.courses()).some((c) => c.lms_course_id === '4201'));
    assert.throws(() => loadAdaptersConfig({ CANVAS_API_URL: canvas.url }), /needs both/);
    assert.throws(() => loadAdaptersConfig({ CANVAS_API_URL: 'ftp://x', CANVAS_API_TOKEN: 't' }), /http\(s\) URL/);
  });
});
