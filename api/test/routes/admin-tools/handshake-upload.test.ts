import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HandshakeUploadEnvelope } from '@cedar/shared/contract';
import { EMBEDDED_ADAPTERS } from '../../../src/adapters/config.ts';
import { crmContacts } from '../../../src/db/schema/index.ts';
import { HANDSHAKE_MAX_BYTES } from '../../../src/domain/handshake-csv.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';
import { startHubSpot } from '../../helpers/protocol-servers.ts';

const BOUNDARY = 'cedar-handshake';

/** The §3 handshake upload form: the file, destination 's3', srcType 'csv', fileName, email. */
function form(file: { name: string; type?: string; content: string | Buffer }, fields: Record<string, string> = {}) {
  const all = { destination: 's3', srcType: 'csv', fileName: file.name, email: 'admin@cedar.test', ...fields };
  const parts = Object.entries(all).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.concat([
      Buffer.from(
        parts.join('') +
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'text/csv'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

const EXPORT = [
  'First Name,Last Name,Email,Phone,School',
  'Grace,Hopper,Grace.Hopper@school.academy,+1 555 0100,Yale',
  'Alan,Turing,alan.turing@school.academy,,"King\'s College, Cambridge"',
  '',
].join('\r\n');

describe('the Handshake upload (POST /api/file)', () => {
  describe('with the embedded CRM (stored records)', () => {
    let portal: TestPortal;
    before(async () => {
      portal = await startTestPortal();
    });
    after(() => portal.close());

    const upload = (file: Parameters<typeof form>[0], as = 'programManager', fields?: Record<string, string>) =>
      portal.request({ as, method: 'POST', url: '/api/file', ...form(file, fields) });
    const stored = () => portal.db.select().from(crmContacts).orderBy(crmContacts.email);

    it('stores the file and the contacts; a second upload updates them', async () => {
      const response = await upload({ name: 'handshake-export.csv', content: EXPORT });
      assert.equal(response.statusCode, 200, response.body);
      const { message } = response.json() as HandshakeUploadEnvelope;
      assert.deepEqual(
        { ...message, fileKey: undefined },
        {
          fileKey: undefined,
          contacts: 2,
          created: 2,
          updated: 0,
          crm: 'stored',
        },
      );
      assert.match(message.fileKey, /^handshake\/[0-9a-f]{32}\.csv$/);
      const file = await portal.app.storage.read(message.fileKey);
      assert.equal(file?.size, Buffer.byteLength(EXPORT));
      const rows = await stored();
      assert.deepEqual(
        rows.map((r) => [r.email, r.first_name, r.last_name, r.phone, r.updated_by]),
        [
          ['alan.turing@school.academy', 'Alan', 'Turing', null, 'admin@cedar.test'],
          ['grace.hopper@school.academy', 'Grace', 'Hopper', '+1 555 0100', 'admin@cedar.test'],
        ],
      );

      const again = await upload({
        name: 'later.csv',
        content: 'email,first_name,last_name\ngrace.hopper@school.academy,Grace M.,Hopper\n',
      });
      assert.equal(again.statusCode, 200, again.body);
      assert.deepEqual((again.json() as HandshakeUploadEnvelope).message.created, 0);
      assert.deepEqual((again.json() as HandshakeUploadEnvelope).message.updated, 1);
      const grace = (await stored()).find((r) => r.email === 'grace.hopper@school.academy')!;
      assert.equal(grace.first_name, 'Grace M.');
      assert.equal(grace.phone, '+1 555 0100', 'a blank phone keeps the known one');
    });

    it('refuses a wrong header, a non-CSV file, bad lines and a 50 MB file, changing nothing', async () => {
      const before = await stored();
      const cases: [Parameters<typeof form>[0], number, RegExp][] = [
        [
          { name: 'wrong.csv', content: 'name,mail\nGrace,grace@school.academy\n' },
          400,
          /header with the columns email, first_name, last_name/,
        ],
        [{ name: 'photo.png', type: 'image/png', content: 'email,first_name,last_name\n' }, 400, /not a CSV file/],
        [{ name: 'binary.csv', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]) }, 400, /not a CSV file/],
        [{ name: 'empty.csv', content: 'email,first_name,last_name\n' }, 400, /no contacts/],
        [
          {
            name: 'bad.csv',
            content:
              'email,first_name,last_name\nnew.one@school.academy,New,One\nnot-an-email,Bad,Mail\nx@school.academy,,\n',
          },
          400,
          /Nothing was uploaded\. Line 3: "not-an-email" is not a valid e-mail address\. Line 4: the first and last names are required\./,
        ],
        [
          { name: 'twice.csv', content: 'email,first_name,last_name\na@school.academy,A,A\nA@school.academy,A,A\n' },
          400,
          /Lines 2 and 3 are the same contact/,
        ],
        [
          { name: 'ragged.csv', content: 'email,first_name,last_name\na@school.academy,A\n' },
          400,
          /Line 2 has 2 fields; the header has 3/,
        ],
        [{ name: 'huge.csv', content: Buffer.alloc(50 * 1024 * 1024, 'a') }, 413, /larger than 5 MB/],
      ];
      for (const [file, status, message] of cases) {
        const response = await upload(file);
        assert.equal(response.statusCode, status, `${file.name}: ${response.body}`);
        assert.match(response.json().message, message, file.name);
      }
      const wrongType = await upload({ name: 'x.csv', content: EXPORT }, 'programManager', { srcType: 'xlsx' });
      assert.equal(wrongType.statusCode, 400);
      assert.deepEqual(await stored(), before);
      assert.ok(HANDSHAKE_MAX_BYTES < 50 * 1024 * 1024);
    });

    it('is for Program Managers only', async () => {
      for (const who of ['limitedAdmin', 'facilitator', 'coach', 'learner']) {
        assert.equal((await upload({ name: 'x.csv', content: EXPORT }, who)).statusCode, 403, who);
      }
    });
  });

  describe('with HubSpot configured (a local server speaking its batch API)', () => {
    let portal: TestPortal;
    let hubspot: Awaited<ReturnType<typeof startHubSpot>>;
    before(async () => {
      hubspot = await startHubSpot({ token: 'pat-na1-cedar', refuse: ['refused@school.academy'] });
      portal = await startTestPortal({
        outbox: {
          retryEveryMs: 0,
          config: { ...EMBEDDED_ADAPTERS, crm: { kind: 'hubspot', apiUrl: hubspot.url, token: 'pat-na1-cedar' } },
        },
      });
    });
    after(async () => {
      await portal.close();
      await hubspot.close();
    });

    it('pushes the contacts to HubSpot, not to the stored records', async () => {
      const response = await portal.request({
        as: 'programManager',
        method: 'POST',
        url: '/api/file',
        ...form({ name: 'h.csv', content: EXPORT }),
      });
      assert.equal(response.statusCode, 200, response.body);
      const { message } = response.json() as HandshakeUploadEnvelope;
      assert.equal(message.crm, 'hubspot');
      assert.equal(message.created, 2);
      assert.equal(hubspot.contacts.get('grace.hopper@school.academy')?.firstname, 'Grace');
      assert.deepEqual(await portal.db.select().from(crmContacts), []);
    });

    it('answers 502 when HubSpot refuses a contact', async () => {
      const content = 'email,first_name,last_name\nrefused@school.academy,Re,Fused\n';
      const response = await portal.request({
        as: 'programManager',
        method: 'POST',
        url: '/api/file',
        ...form({ name: 'h.csv', content }),
      });
      assert.equal(response.statusCode, 502, response.body);
    });
  });
});
