import assert from 'node:assert/strict';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { webApiSlack } from '../../src/adapters/slack/index.ts';

interface Call {
  path: string;
  authorization: string | undefined;
  body: URLSearchParams | Record<string, unknown>;
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => resolve(data));
  });

/** A local server answering chat.postMessage with Slack's documented JSON. */
async function startSlack() {
  const calls: Call[] = [];
  const server = createServer(async (request, response) => {
    const raw = await read(request);
    const body = (request.headers['content-type'] ?? '').includes('json')
      ? (JSON.parse(raw) as Record<string, unknown>)
      : new URLSearchParams(raw);
    calls.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
    const channel = body instanceof URLSearchParams ? body.get('channel') : String(body.channel);
    response.setHeader('content-type', 'application/json');
    if (request.headers.authorization !== 'Bearer xoxb-test') {
      return response.end(JSON.stringify({ ok: false, error: 'invalid_auth' }));
    }
    if (channel === 'U0GONE') return response.end(JSON.stringify({ ok: false, error: 'channel_not_found' }));
    response.end(JSON.stringify({ ok: true, channel, ts: '1700000000.000100', message: { text: 'x' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    calls,
    apiUrl: `http://127.0.0.1:${port}/api/`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('Slack adapter (Web API chat.postMessage)', () => {
  let slack: Awaited<ReturnType<typeof startSlack>>;
  before(async () => {
    slack = await startSlack();
  });
  after(() => slack.close());

  it('posts the message to the member with the bot token', async () => {
    await webApiSlack({ token: 'xoxb-test', apiUrl: slack.apiUrl }).post({ channel: 'U0LEARNER', text: 'A reply' });
    const [call] = slack.calls;
    assert.equal(call!.path, '/api/chat.postMessage');
    assert.equal(call!.authorization, 'Bearer xoxb-test');
    const field = (name: string) => (call!.body instanceof URLSearchParams ? call!.body.get(name) : call!.body[name]);
    assert.equal(field('channel'), 'U0LEARNER');
    assert.equal(field('text'), 'A reply');
  });

  it("fails on Slack's ok: false (unknown member, bad token)", async () => {
    await assert.rejects(
      webApiSlack({ token: 'xoxb-test', apiUrl: slack.apiUrl }).post({ channel: 'U0GONE', text: 'x' }),
      /channel_not_found/,
    );
    await assert.rejects(
      webApiSlack({ token: 'wrong', apiUrl: slack.apiUrl }).post({ channel: 'U1', text: 'x' }),
      /invalid_auth/,
    );
  });
});
