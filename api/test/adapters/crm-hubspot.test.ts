import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadAdaptersConfig } from '../../src/adapters/config.ts';
import { type CrmContact, hubSpotCrm } from '../../src/adapters/crm/index.ts';
import { startHubSpot } from '../helpers/protocol-servers.ts';

const source = { fileKey: 'handshake/x.csv', uploadedBy: 'admin@cedar.test', now: new Date() };
const contact = (n: number): CrmContact => ({
  email: `student${n}@school.academy`,
  first_name: `First${n}`,
  last_name: `Last${n}`,
  phone: n % 2 ? `+1 555 01${String(n).padStart(2, '0')}` : null,
});

describe('CRM adapter: HubSpot contacts batch upsert', () => {
  let hubspot: Awaited<ReturnType<typeof startHubSpot>>;
  before(async () => {
    hubspot = await startHubSpot({
      token: 'pat-na1-test',
      known: ['student1@school.academy'],
      refuse: ['refused@school.academy'],
    });
  });
  after(() => hubspot.close());

  it('upserts by e-mail in batches of 100 with the private-app token, counting new and known', async () => {
    const contacts = Array.from({ length: 150 }, (_, i) => contact(i + 1));
    const result = await hubSpotCrm({ apiUrl: hubspot.url, token: 'pat-na1-test' }).upsertContacts(contacts, source);
    assert.deepEqual(result, { created: 149, updated: 1 });
    assert.equal(hubspot.calls.length, 2);
    const first = hubspot.calls[0]!;
    assert.equal(first.authorization, 'Bearer pat-na1-test');
    assert.equal(first.url.pathname, '/crm/v3/objects/contacts/batch/upsert');
    const inputs = (first.body as { inputs: unknown[] }).inputs;
    assert.equal(inputs.length, 100);
    assert.deepEqual(inputs[0], {
      idProperty: 'email',
      id: 'student1@school.academy',
      properties: { email: 'student1@school.academy', firstname: 'First1', lastname: 'Last1', phone: '+1 555 0101' },
    });
    assert.deepEqual(hubspot.contacts.get('student2@school.academy'), {
      email: 'student2@school.academy',
      firstname: 'First2',
      lastname: 'Last2',
    });
  });

  it("stops with HubSpot's message on a refused contact (207) or a bad token (401)", async () => {
    const crm = hubSpotCrm({ apiUrl: hubspot.url, token: 'pat-na1-test' });
    await assert.rejects(
      crm.upsertContacts([{ ...contact(1), email: 'refused@school.academy' }], source),
      /HubSpot: VALIDATION_ERROR: Property values were not valid/,
    );
    await assert.rejects(
      hubSpotCrm({ apiUrl: hubspot.url, token: 'wrong' }).upsertContacts([contact(1)], source),
      /HubSpot: 401 Authentication credentials not found/,
    );
  });

  it('is chosen by HUBSPOT_ACCESS_TOKEN; stored records otherwise', () => {
    assert.deepEqual(loadAdaptersConfig({}).crm, { kind: 'stored' });
    assert.deepEqual(loadAdaptersConfig({ HUBSPOT_ACCESS_TOKEN: 'pat', HUBSPOT_API_URL: hubspot.url }).crm, {
      kind: 'hubspot',
      token: 'pat',
      apiUrl: hubspot.url,
    });
  });
});
