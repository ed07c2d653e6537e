import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { endpoints } from '@cedar/shared/contract';
import { routePath } from '../../src/domain/api-paths.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';

describe('OpenAPI document', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ fixtures: false });
  });
  after(() => portal.close());

  it('documents every API endpoint of the contract from its schemas, and nothing else', async () => {
    const response = await portal.request({ method: 'GET', url: '/api/docs/json' });
    assert.equal(response.statusCode, 200);
    const document = response.json() as {
      paths: Record<string, Record<string, { security?: unknown; parameters?: unknown[] }>>;
    };
    for (const endpoint of Object.values(endpoints)) {
      // Listed once, without the trailing slash some of the spec's paths have (openapi.test.ts).
      const openApiPath = `/api${routePath(endpoint.path)}`.replace(/:([a-z_]+)/gi, '{$1}');
      assert.ok(document.paths[openApiPath]?.[endpoint.method.toLowerCase()], `${endpoint.method} ${openApiPath}`);
    }
    assert.ok(Object.keys(document.paths).every((p) => p.startsWith('/api/') && !p.startsWith('/api/docs')));
    assert.ok(
      document.paths['/api/v1/users/by/{identifier}']?.get?.security,
      'signed-in routes name the bearer scheme',
    );
    assert.deepEqual(document.paths['/api/health']?.get?.security, [], 'public routes need nothing');
  });

  it('serves the UI at /api/docs', async () => {
    const response = await portal.request({ method: 'GET', url: '/api/docs/' });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /swagger/i);
  });
});
