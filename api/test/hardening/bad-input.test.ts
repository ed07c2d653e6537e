import { after, before, describe, it } from 'node:test';
import { insertDashboardFixtures } from '../helpers/dashboard-fixtures.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { badInputRun } from '../fuzz/bad-input.ts';

/**
 * Generated bad input over every route of the OpenAPI document (test/fuzz/bad-input.ts), in a
 * bounded run for CI (BAD_INPUT_RUNS per route and caller, default 2, so 10 per route over the
 * five callers; `npm run fuzz` runs longer).
 */
describe('bad input never breaks the API', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ rateLimit: { max: 1_000_000, timeWindowMs: 60_000 } });
    await insertDashboardFixtures(portal.db);
  });
  after(() => portal.close());

  it('answers every bad request with 2xx or a 4xx with a message, and refused writes change nothing', async () => {
    const runs = Number(process.env.BAD_INPUT_RUNS ?? 2);
    const seed = process.env.BAD_INPUT_SEED ? Number(process.env.BAD_INPUT_SEED) : undefined;
    const { requests } = await badInputRun(portal, runs, seed);
    console.log(`# bad-input run: ${requests} requests`);
  });
});
