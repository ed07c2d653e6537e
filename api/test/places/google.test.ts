import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createGooglePlaces } from '../../src/places/google.ts';
import { PlacesUnavailableError } from '../../src/places/places.ts';

/**
 * The Google adapter against a local server answering the documented JSON of the Places
 * Autocomplete, Place Details and Time Zone web services.
 */
describe('Google places adapter', () => {
  let server: Server;
  let baseUrl = '';
  const calls: URL[] = [];
  let timeZoneStatus = 'OK';
  let autocompleteStatus = 'OK';

  before(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://maps.test');
      calls.push(url);
      response.setHeader('content-type', 'application/json');
      const send = (body: unknown) => response.end(JSON.stringify(body));
      if (url.searchParams.get('key') !== 'test-key')
        return send({ status: 'REQUEST_DENIED', error_message: 'bad key' });
      if (url.pathname === '/maps/api/place/autocomplete/json')
        return send({
          status: autocompleteStatus,
          predictions:
            autocompleteStatus === 'OK'
              ? [
                  {
                    description: 'Denver, CO, USA',
                    place_id: 'ChIJzxcfI6qAa4cR1jaKJ_j0jhE',
                    types: ['locality', 'political'],
                  },
                ]
              : [],
        });
      if (url.pathname === '/maps/api/place/details/json') {
        if (url.searchParams.get('place_id') !== 'ChIJzxcfI6qAa4cR1jaKJ_j0jhE') return send({ status: 'NOT_FOUND' });
        return send({
          status: 'OK',
          result: {
            formatted_address: 'Denver, CO, USA',
            name: 'Denver',
            types: ['locality', 'political'],
            geometry: { location: { lat: 39.7392358, lng: -104.990251 } },
          },
        });
      }
      if (url.pathname === '/maps/api/timezone/json')
        return send(
          timeZoneStatus === 'OK'
            ? {
                status: 'OK',
                dstOffset: 0,
                rawOffset: -25200,
                timeZoneId: 'America/Denver',
                timeZoneName: 'Mountain Standard Time',
              }
            : { status: timeZoneStatus },
        );
      response.statusCode = 404;
      send({ status: 'NOT_FOUND' });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());

  const adapter = (apiKey = 'test-key') => createGooglePlaces({ apiKey, baseUrl, countries: ['us'] });
  const NOW = new Date('2026-01-15T12:00:00.000Z');

  it('asks for cities in the configured countries and maps the predictions', async () => {
    const answer = await adapter().suggest('Denv');
    assert.deepEqual(answer, {
      predictions: [
        { place_id: 'ChIJzxcfI6qAa4cR1jaKJ_j0jhE', description: 'Denver, CO, USA', types: ['locality', 'political'] },
      ],
      attribution: null,
    });
    const call = calls.at(-1)!;
    assert.equal(call.searchParams.get('input'), 'Denv');
    assert.equal(call.searchParams.get('types'), '(cities)');
    assert.equal(call.searchParams.get('components'), 'country:us');
  });

  it('resolves details, then the time zone for the coordinates and today', async () => {
    const place = await adapter().resolve('ChIJzxcfI6qAa4cR1jaKJ_j0jhE', NOW);
    assert.deepEqual(place, {
      location: {
        description: 'Denver, CO, USA',
        place_id: 'ChIJzxcfI6qAa4cR1jaKJ_j0jhE',
        types: ['locality', 'political'],
        lat: 39.7392358,
        lng: -104.990251,
      },
      timezone: { time_zone_id: 'America/Denver', time_zone_name: 'Mountain Standard Time', utc_offset_minutes: -420 },
    });
    const zoneCall = calls.at(-1)!;
    assert.equal(zoneCall.searchParams.get('location'), '39.7392358,-104.990251');
    assert.equal(zoneCall.searchParams.get('timestamp'), String(NOW.getTime() / 1000));
  });

  it('gives no time zone when the lookup finds none, and null for an unknown place', async () => {
    timeZoneStatus = 'ZERO_RESULTS';
    try {
      assert.equal((await adapter().resolve('ChIJzxcfI6qAa4cR1jaKJ_j0jhE', NOW))?.timezone, null);
    } finally {
      timeZoneStatus = 'OK';
    }
    assert.equal(await adapter().resolve('unknown', NOW), null);
    autocompleteStatus = 'ZERO_RESULTS';
    try {
      assert.deepEqual((await adapter().suggest('Zzz')).predictions, []);
    } finally {
      autocompleteStatus = 'OK';
    }
  });

  it('reports a refused key or an unreachable service as unavailable', async () => {
    await assert.rejects(adapter('wrong').suggest('Den'), PlacesUnavailableError);
    const offline = createGooglePlaces({ apiKey: 'test-key', baseUrl: 'http://127.0.0.1:9', countries: ['us'] });
    await assert.rejects(offline.suggest('Den'), PlacesUnavailableError);
  });
});
