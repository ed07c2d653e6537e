import { HttpResponse } from 'msw';
import { apiHandler, server } from '@cedar/shared/testing';
import { ApiError, apiFetch, apiUrl, configureApiClient, resetApiClient } from './client.ts';

let onUnauthorized: jest.Mock;

beforeEach(() => {
  resetApiClient();
  onUnauthorized = jest.fn();
  configureApiClient({ apiKey: 'cedar-portal-web', getAccessToken: () => 'token-1', onUnauthorized });
});

describe('apiFetch', () => {
  it('sends the bearer token, the API key and JSON, and returns the JSON answer', async () => {
    let seen: Request | null = null;
    let body: unknown = null;
    server.use(
      apiHandler('put', '/user/ada@cedar.test', async ({ request }) => {
        seen = request.clone();
        body = await request.json();
        return HttpResponse.json({ message: { ok: true } });
      }),
    );
    const answer = await apiFetch<{ message: { ok: boolean } }>('/user/ada@cedar.test', {
      method: 'PUT',
      body: { preferred_name: 'Ada' },
    });
    expect(answer.message.ok).toBe(true);
    expect(seen!.headers.get('authorization')).toBe('Bearer token-1');
    expect(seen!.headers.get('x-api-key')).toBe('cedar-portal-web');
    expect(seen!.headers.get('content-type')).toBe('application/json');
    expect(body).toEqual({ preferred_name: 'Ada' });
  });

  it('sends a FormData body as multipart, with the token', async () => {
    let seen: Request | null = null;
    let fields: FormData | null = null;
    server.use(
      apiHandler('post', '/v1/upload', async ({ request }) => {
        seen = request.clone();
        fields = await request.formData();
        return HttpResponse.json({ message: { response: { s3FileUri: '/api/v1/avatars/a.jpg' } } }, { status: 201 });
      }),
    );
    const form = new FormData();
    form.set('srcType', 'profileimage');
    await apiFetch('/v1/upload', { method: 'POST', body: form });
    expect(seen!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen!.headers.get('authorization')).toBe('Bearer token-1');
    expect(fields!.get('srcType')).toBe('profileimage');
  });

  it('builds the query, leaving out undefined and null values', () => {
    expect(apiUrl('/v1/users', { cohort_id: 7, is_visible: true, role_id: undefined, expand: null })).toBe(
      'http://localhost/api/v1/users?cohort_id=7&is_visible=true',
    );
  });

  it('sends no Authorization header without a token', async () => {
    configureApiClient({ getAccessToken: () => null });
    let auth: string | null = 'unset';
    server.use(
      apiHandler('get', '/health', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    await apiFetch('/health');
    expect(auth).toBeNull();
  });

  it.each([
    [403, 'isForbidden'],
    [404, 'isNotFound'],
  ] as const)('throws a typed ApiError for %i with the server message', async (status, flag) => {
    server.use(
      apiHandler('get', '/v1/users/by/x', () => HttpResponse.json({ statusCode: status, message: 'Nope' }, { status })),
    );
    const error = await apiFetch('/v1/users/by/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message: 'Nope', [flag]: true, isUnauthorized: false });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('asks to sign in again on a 401', async () => {
    server.use(apiHandler('get', '/v1/users', () => HttpResponse.json({ message: 'expired' }, { status: 401 })));
    const error = await apiFetch('/v1/users').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, isUnauthorized: true });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports a non-JSON error body with a generic message', async () => {
    server.use(apiHandler('get', '/broken', () => new HttpResponse('gateway down', { status: 502 })));
    await expect(apiFetch('/broken')).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status 502',
      body: 'gateway down',
    });
  });

  it('returns undefined for an empty answer', async () => {
    server.use(apiHandler('post', '/v1/presence/heartbeat', () => new HttpResponse(null, { status: 204 })));
    await expect(apiFetch('/v1/presence/heartbeat', { method: 'POST', keepalive: true })).resolves.toBeUndefined();
  });
});
