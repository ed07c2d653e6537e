import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { PEOPLE } from '../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';

const MB = 1024 * 1024;

/**
 * Finding 1: who calls, and whether they may, is decided before the body is read. The request
 * announces a large body and sends only its first kilobyte: the answer must come anyway.
 */
describe('bodies are read only once the caller is known', () => {
  let portal: TestPortal;
  let base: string;
  before(async () => {
    portal = await startTestPortal();
    await portal.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(portal.app.server.address() as AddressInfo).port}`;
  });
  after(() => portal.close());

  /** Sends the headers and 1 KB of a body announced as `length` bytes; answers status and body. */
  const partial = (path: string, headers: Record<string, string>, length: number) =>
    new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
      const started = performance.now();
      const request = http.request(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(length), ...headers },
      });
      const timer = setTimeout(() => {
        request.destroy();
        reject(new Error('no answer within 3 s: the server waits for the body'));
      }, 3000);
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          clearTimeout(timer);
          request.destroy();
          resolve({ status: response.statusCode!, body, ms: performance.now() - started });
        });
      });
      request.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      request.write(`{"meeting_id":"m","video_base64":"${'A'.repeat(1000)}`);
    });

  it('answers an anonymous 50 MB upload with 401 before reading it', async () => {
    const answer = await partial('/api/v1/videos/ingest', {}, 50 * MB);
    assert.equal(answer.status, 401, answer.body);
  });

  it('answers a learner without the permission with 403 before reading the upload', async () => {
    const token = await portal.tokenFor('learner');
    const answer = await partial('/api/v1/videos/ingest', { authorization: `Bearer ${token}` }, 50 * MB);
    assert.equal(answer.status, 403, answer.body);
  });

  it('answers malformed JSON from an anonymous caller with 401, not 400', async () => {
    for (const url of ['/api/uservideoview', '/api/v1/supportrequests', '/api/announcement']) {
      const response = await portal.request({
        as: null,
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"not json',
      });
      assert.equal(response.statusCode, 401, `${url}: ${response.body}`);
    }
  });

  it('answers a learner posting an announcement with 403 whatever the body', async () => {
    const response = await portal.request({
      as: 'learner',
      method: 'POST',
      url: '/api/announcement',
      headers: { 'content-type': 'application/json' },
      payload: '{"not json',
    });
    assert.equal(response.statusCode, 403, response.body);
  });

  it('takes JSON bodies of at most 1 MB and says so', async () => {
    const response = await portal.request({
      as: 'learner',
      method: 'PUT',
      url: `/api/user/${encodeURIComponent(PEOPLE.learner.email)}`,
      payload: { user_fun_fact: 'x'.repeat(MB + 10) },
    });
    assert.equal(response.statusCode, 413, response.body);
    assert.equal(response.json().message, 'The request body is too large: this route takes at most 1 MB.');
  });
});
