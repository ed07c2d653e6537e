import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How often a closing server looks again for connections that have gone quiet. */
const DRAIN_EVERY_MS = 50;

/**
 * A closing server ends its keep-alive connections as soon as each has no answer under way, and
 * answers under way finish first, marked `Connection: close`. Node closes only the connections
 * that are idle at the moment the server closes: one whose answer was under way, or had only
 * just been sent, stayed open until the keep-alive timeout (72 s), and the shutdown waited for
 * it. Connections are ended, not destroyed, so an answer still in the socket's buffer is sent.
 */
export default fp(
  async (app: FastifyInstance) => {
    const answering = new Map<Socket, number>();
    // A request the client gave up on closes its answer after its socket: that socket is gone.
    const count = (socket: Socket, change: number) => {
      const underWay = answering.get(socket);
      if (underWay !== undefined) answering.set(socket, underWay + change);
    };
    app.server.on('connection', (socket: Socket) => {
      answering.set(socket, 0);
      socket.once('close', () => answering.delete(socket));
    });
    app.server.on('request', (request, response) => {
      count(request.socket, 1);
      response.once('close', () => count(request.socket, -1));
    });

    let closing = false;
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
    app.addHook('preClose', () => {
      if (!app.server.listening) return;
      closing = true;
      const endQuiet = () => {
        for (const [socket, underWay] of answering) if (underWay === 0 && !socket.writableEnded) socket.end();
      };
      endQuiet();
      const timer = setInterval(endQuiet, DRAIN_EVERY_MS);
      timer.unref();
      app.server.once('close', () => clearInterval(timer));
    });
  },
  { name: 'cedar-drain', fastify: '5.x' },
);
