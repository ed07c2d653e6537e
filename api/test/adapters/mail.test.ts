import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { smtpMail } from '../../src/adapters/mail/index.ts';
import { outboxMessages } from '../../src/db/schema/index.ts';
import { PEOPLE } from '../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { insertSupportFixtures } from '../helpers/support-fixtures.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A local SMTP server (smtp-server, the protocol itself) that keeps what it receives. */
async function startSmtp(options: { refuse?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse) return callback(new Error('Mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('mail adapter (SMTP)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  before(async () => {
    smtp = await startSmtp();
  });
  after(() => smtp.close());

  it('sends a message over SMTP with sender, recipient, subject and text', async () => {
    const mail = smtpMail({ url: smtp.url, from: 'Cedar <no-reply@cedar.test>', ignoreTls: true });
    await mail.send({ to: 'lena@example.com', subject: 'A reply to your support request #7', text: 'Read chapter 4' });
    assert.equal(smtp.received.length, 1);
    const [message] = smtp.received;
    assert.equal(message!.from, 'no-reply@cedar.test');
    assert.deepEqual(message!.to, ['lena@example.com']);
    assert.match(message!.data, /Subject: A reply to your support request #7/);
    assert.match(message!.data, /Read chapter 4/);
  });

  it('rejects when the server refuses the recipient', async () => {
    const refusing = await startSmtp({ refuse: true });
    try {
      const mail = smtpMail({ url: refusing.url, from: 'no-reply@cedar.test', ignoreTls: true });
      await assert.rejects(mail.send({ to: 'x@example.com', subject: 's', text: 't' }));
    } finally {
      await refusing.close();
    }
  });
});

describe('outbox delivery of a staff response', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let portal: TestPortal;
  let lesson = 0;
  let mailUrl = 'smtp://127.0.0.1:1';
  before(async () => {
    smtp = await startSmtp();
    // The adapter reads its URL when it sends: first a closed port, then the running server.
    const mail = {
      kind: 'smtp' as const,
      send: (message: Parameters<ReturnType<typeof smtpMail>['send']>[0]) =>
        smtpMail({ url: mailUrl, from: 'no-reply@cedar.test', ignoreTls: true }).send(message),
    };
    portal = await startTestPortal({ outbox: { retryEveryMs: 0, mail } });
    lesson = (await insertSupportFixtures(portal.db)).lesson;
  });
  after(async () => {
    await portal.close();
    await smtp.close();
  });

  it('answers the staff member even when the mail server is down, then delivers on retry', async () => {
    const response = await portal.request({
      as: 'coach',
      method: 'POST',
      url: '/api/updateSupportRequest',
      payload: { requestId: lesson, actionId: 1, version: 1, message: '<p>See the handbook</p>' },
    });
    assert.equal(response.statusCode, 200, response.body);
    const mailRow = async () => {
      const rows = await portal.db.select().from(outboxMessages).where(eq(outboxMessages.support_request_id, lesson));
      return rows.find((r) => r.channel === 'mail')!;
    };
    // Delivery runs after the answer; wait for its attempt to be recorded.
    for (let i = 0; i < 50 && (await mailRow()).attempts === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    const failed = await mailRow();
    assert.equal(failed.status, 'pending');
    assert.equal(failed.attempts, 1);
    assert.ok(failed.last_error);
    const shown = await portal.request({ as: 'coach', url: `/api/getRequestResponses/${lesson}` });
    const delivery = shown.json().message.deliveries.find((d: { channel: string }) => d.channel === 'mail');
    assert.equal(delivery.status, 'pending', 'the History shows the failed delivery');

    mailUrl = smtp.url;
    await portal.app.outbox.retryPending();
    const delivered = await mailRow();
    assert.equal(delivered.status, 'delivered');
    assert.equal(delivered.attempts, 2);
    assert.deepEqual(
      smtp.received.map((m) => m.to),
      [[PEOPLE.learner.email]],
    );
    assert.match(smtp.received[0]!.data, /See the handbook/);
  });
});
