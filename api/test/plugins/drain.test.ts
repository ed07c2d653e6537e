import assert from 'node:assert/strict';
import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import drain from '../../src/plugins/app/drain.ts';

// Far below the keep-alive timeout (72 s) a closing server would otherwise wait for.
const CLOSES_WITHIN_MS = 10_000;

/** A listening server with the drain and one GET route, and a keep-alive client connected to it. */
async function serverAndClient(path: string, answer: () => Promise<unknown>) {
  const app = Fastify();
  await app.register(drain);
  app.get(path, answer);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const socket = connect((app.server.address() as AddressInfo).port, '127.0.0.1');
  await once(socket, 'connect');
  return { app, socket, ended: once(socket, 'close') };
}

/** Closes the server: 'closed' when it does so within CLOSES_WITHIN_MS, else 'still open'. */
function closeOutcome(app: FastifyInstance): Promise<'closed' | 'still open'> {
  const closed = app.close().then(() => 'closed' as const);
  return Promise.race([closed, sleep(CLOSES_WITHIN_MS, 'still open' as const, { ref: false })]);
}

describe('closing the server', () => {
  it('lets an answer under way finish, then ends its keep-alive connection instead of waiting for its timeout', async () => {
    let started!: () => void;
    const underWay = new Promise<void>((resolve) => (started = resolve));
    const { app, socket, ended } = await serverAndClient('/slow', async () => {
      started();
      await sleep(300);
      return { done: true };
    });
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.write('GET /slow HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await underWay;

    const outcome = await closeOutcome(app);
    // The client reads what was sent before it lets go of the connection.
    if (outcome !== 'closed') socket.destroy();
    await ended;
    assert.equal(outcome, 'closed');
    assert.match(answer, /^HTTP\/1\.1 200/);
    assert.match(answer, /\r\nconnection: close\r\n/i);
    assert.match(answer, /\{"done":true\}$/);
  });

  it('ends a keep-alive connection that is idle after its answer, and sends that answer whole', async () => {
    const body = 'x'.repeat(256 * 1024);
    const { app, socket, ended } = await serverAndClient('/big', async () => body);
    let received = 0;
    socket.on('data', (chunk: Buffer) => (received += chunk.length));
    socket.write('GET /big HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await once(socket, 'data');

    const outcome = await closeOutcome(app);
    await ended;
    assert.equal(outcome, 'closed');
    assert.ok(received > body.length, `received ${received} bytes of a ${body.length}-byte answer`);
  });
});
