import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { startTestPortal, type TestPortal } from './helpers/portal.ts';

/**
 * The OpenAPI document at /api/docs/json is a product for the teams and clients that generate
 * code from it: named operations and schemas, declared security, one spelling per path, and
 * Redocly's recommended rules with no error.
 */

const run = promisify(execFile);
const redocly = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** Warnings the document keeps on purpose, by rule and place. */
const ACCEPTED_WARNINGS: Record<string, string> = {
  // Proprietary: the licence has a name and no public text to link to.
  'info-license-strict #/info/license/url': 'no licence URL',
  // Takes no input and is exempt from the rate limit: it has no 4xx answer.
  'operation-4xx-response #/paths/~1api~1health/get/responses': 'health has no 4xx',
  'operation-4xx-response #/paths/~1api~1health~1live/get/responses': 'liveness has no 4xx',
  'operation-4xx-response #/paths/~1api~1health~1ready/get/responses': 'readiness has no 4xx',
};

interface Operation {
  operationId?: string;
  security?: unknown[];
  tags?: string[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface Document {
  info: { license?: { name: string } };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown> };
}

describe('the OpenAPI document', () => {
  let portal: TestPortal;
  let document: Document;
  let operations: { key: string; operation: Operation }[];
  before(async () => {
    portal = await startTestPortal({ fixtures: false });
    const response = await portal.request({ as: null, method: 'GET', url: '/api/docs/json' });
    assert.equal(response.statusCode, 200);
    document = response.json();
    operations = Object.entries(document.paths).flatMap(([url, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${url}`, operation })),
    );
  });
  after(() => portal.close());

  it('names every operation, once', () => {
    const unnamed = operations.filter(({ operation }) => !operation.operationId).map(({ key }) => key);
    assert.deepEqual(unnamed, []);
    const ids = operations.map(({ operation }) => operation.operationId);
    assert.equal(new Set(ids).size, ids.length);
    assert.equal(operations.find(({ key }) => key === 'GET /api/v1/users')?.operation.operationId, 'users');
  });

  it('declares the security of every operation, the public ones included', () => {
    const undeclared = operations.filter(({ operation }) => !Array.isArray(operation.security)).map(({ key }) => key);
    assert.deepEqual(undeclared, []);
    assert.deepEqual(document.paths['/api/health']!.get!.security, []);
    assert.deepEqual(document.paths['/api/v1/users/startup']!.get!.security, [{ bearer: [] }]);
  });

  it('spells every path once, without a trailing slash', () => {
    const paths = Object.keys(document.paths);
    assert.deepEqual(
      paths.filter((url) => url.endsWith('/')),
      [],
    );
    assert.ok(paths.includes('/api/v1/users') && paths.includes('/api/calendars') && paths.includes('/api/v1/videos'));
  });

  it('refers to named contract schemas for bodies and answers', () => {
    const schemas = document.components.schemas ?? {};
    assert.ok('ProfilesEnvelope' in schemas && 'UserProfile' in schemas && 'ApiErrorBody' in schemas);
    const anonymous = operations.flatMap(({ key, operation }) => [
      ...Object.values(operation.requestBody?.content ?? {})
        .filter((media) => !media.schema.$ref)
        .map(() => `${key} body`),
      ...Object.entries(operation.responses).flatMap(([code, answer]) =>
        Object.values(answer.content ?? {})
          .filter((media) => !media.schema.$ref)
          .map(() => `${key} ${code}`),
      ),
    ]);
    // The calendar feed answers text/calendar, a stored or inline picture an image and health
    // a small status object: no contract schema.
    assert.deepEqual(
      anonymous.filter(
        (where) =>
          !where.startsWith('GET /api/calendar/{token}.ics') &&
          !where.startsWith('GET /api/v1/avatars/{file} 200') &&
          !where.startsWith('GET /api/v1/avatars/{id}/{version} 200') &&
          !where.startsWith('GET /api/health'),
      ),
      [],
    );
  });

  it('declares every tag it uses, with a description, and a licence', () => {
    const declared = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
    const used = new Set(operations.flatMap(({ operation }) => operation.tags ?? []));
    for (const tag of used) assert.ok(declared.get(tag), `tag ${tag} is declared with a description`);
    assert.ok(document.info.license?.name);
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cedar-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      // No telemetry or update check: tests never reach the internet.
      const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
      const lint = await run(process.execPath, [redocly, 'lint', '--extends=recommended', '--format=json', file], {
        cwd: dir,
        env,
        maxBuffer: 16 * 1024 * 1024,
      }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(lint.stdout) as {
        problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
      };
      const problems = report.problems.map((p) => ({ ...p, where: `${p.ruleId} ${p.location[0]?.pointer ?? ''}` }));
      const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.where}: ${p.message}`);
      assert.deepEqual(errors, []);
      const unexpected = problems.filter((p) => !(p.where in ACCEPTED_WARNINGS)).map((p) => `${p.where}: ${p.message}`);
      assert.deepEqual(unexpected, []);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
