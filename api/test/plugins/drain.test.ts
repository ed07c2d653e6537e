import assert from 'node:assert/strict';
import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import drain from '../../src/plugins/app/drain.ts';

// Far below the keep-alive timeout (72 s) a closing server would otherwise wait for.
const CLOSES_WITHIN_MS = 10_000;

describe('closing the server', () => {
  it('lets an answer under way finish, then ends its keep-alive connection instead of waiting for its timeout', async () => {
    const app = Fastify();
    await app.register(drain);
    let started!: () => void;
    const underWay = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow', async () => {
      started();
      await sleep(300);
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });

    const socket = connect((app.server.address() as AddressInfo).port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const ended = once(socket, 'close');
    socket.write('GET /slow HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await underWay;

    const closed = app.close().then(() => 'closed' as const);
    const outcome = await Promise.race([closed, sleep(CLOSES_WITHIN_MS, 'still open' as const, { ref: false })]);
    // The client reads what was sent before it lets go of the connection.
    if (outcome !== 'closed') socket.destroy();
    await ended;
    assert.equal(outcome, 'closed');
    assert.match(answer, /^HTTP\/1\.1 200/);
    assert.match(answer, /\r\nconnection: close\r\n/i);
    assert.match(answer, /\{"done":true\}$/);
  });

  it('ends a keep-alive connection that is idle after its answer, and sends that answer whole', async () => {
    const app = Fastify();
    await app.register(drain);
    const body = 'x'.repeat(256 * 1024);
    app.get('/big', async () => body);
    await app.listen({ port: 0, host: '127.0.0.1' });

    const socket = connect((app.server.address() as AddressInfo).port, '127.0.0.1');
    await once(socket, 'connect');
    let received = 0;
    socket.on('data', (chunk: Buffer) => (received += chunk.length));
    const ended = once(socket, 'close');
    socket.write('GET /big HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await once(socket, 'data');

    const closed = app.close().then(() => 'closed' as const);
    const outcome = await Promise.race([closed, sleep(CLOSES_WITHIN_MS, 'still open' as const, { ref: false })]);
    await ended;
    assert.equal(outcome, 'closed');
    assert.ok(received > body.length, `received ${received} bytes of a ${body.length}-byte answer`);
  });
});
