import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PlaceDetailsEnvelope, PlaceSuggestionsEnvelope } from '@cedar/shared/contract';
import { createEmbeddedPlaces, GEONAMES_ATTRIBUTION } from '../../../src/places/embedded.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

const WINTER = new Date('2026-01-15T12:00:00.000Z');
const SUMMER = new Date('2026-07-15T12:00:00.000Z');

describe('places: embedded suggestions and time zones', () => {
  let portal: TestPortal;
  let now = WINTER;
  before(async () => {
    portal = await startTestPortal({ now: () => now });
  });
  after(() => portal.close());

  const suggest = async (input: string) => {
    const response = await portal.request({
      as: 'learner',
      url: `/api/v1/places/autocomplete?input=${encodeURIComponent(input)}`,
    });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as PlaceSuggestionsEnvelope).message;
  };
  const resolve = async (input: string) => {
    const [first] = (await suggest(input)).predictions;
    assert.ok(first, `a suggestion for ${input}`);
    const response = await portal.request({
      as: 'learner',
      url: `/api/v1/places/details?place_id=${encodeURIComponent(first.place_id)}`,
    });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as PlaceDetailsEnvelope).message;
  };

  it('suggests US cities, largest first, with the GeoNames attribution', async () => {
    const answer = await suggest('Denv');
    assert.equal(answer.predictions[0]?.description, 'Denver, CO, USA');
    assert.equal(answer.attribution, GEONAMES_ATTRIBUTION);
    assert.ok(answer.predictions.every((p) => p.description.endsWith(', USA')));
    const oregon = (await suggest('Portland, OR')).predictions.map((p) => p.description);
    assert.equal(oregon[0], 'Portland, OR, USA');
    assert.ok(
      oregon.every((d) => d.endsWith(', OR, USA')),
      oregon.join('; '),
    );
    assert.ok((await suggest('Toronto')).predictions.every((p) => p.description.endsWith(', USA')));
  });

  it('resolves New York to Eastern time, Denver to Mountain, and Phoenix without daylight saving', async () => {
    now = WINTER;
    const ny = await resolve('New York');
    assert.equal(ny.location.description, 'New York City, NY, USA');
    assert.ok(Math.abs((ny.location.lat ?? 0) - 40.71) < 0.1);
    assert.deepEqual(ny.timezone, {
      time_zone_id: 'America/New_York',
      time_zone_name: 'Eastern Standard Time',
      utc_offset_minutes: -300,
    });
    assert.equal((await resolve('Denver, CO')).timezone?.time_zone_id, 'America/Denver');
    assert.equal((await resolve('Denver, CO')).timezone?.time_zone_name, 'Mountain Standard Time');
    now = SUMMER;
    assert.equal((await resolve('New York')).timezone?.utc_offset_minutes, -240);
    assert.equal((await resolve('Denver, CO')).timezone?.utc_offset_minutes, -360);
    const phoenix = await resolve('Phoenix, AZ');
    assert.deepEqual(phoenix.timezone, {
      time_zone_id: 'America/Phoenix',
      time_zone_name: 'Mountain Standard Time',
      utc_offset_minutes: -420,
    });
  });

  it('answers 404 for an unknown place, 400 for bad input and 401 without a token', async () => {
    const unknown = await portal.request({ as: 'learner', url: '/api/v1/places/details?place_id=geonames%3A1' });
    assert.equal(unknown.statusCode, 404);
    const foreign = await portal.request({ as: 'learner', url: '/api/v1/places/details?place_id=ChIJ-abc' });
    assert.equal(foreign.statusCode, 404);
    const empty = await portal.request({ as: 'learner', url: '/api/v1/places/autocomplete?input=' });
    assert.equal(empty.statusCode, 400);
    const long = await portal.request({ as: 'learner', url: `/api/v1/places/autocomplete?input=${'a'.repeat(101)}` });
    assert.equal(long.statusCode, 400);
    const anonymous = await portal.request({ as: null, url: '/api/v1/places/autocomplete?input=Den' });
    assert.equal(anonymous.statusCode, 401);
  });
});

describe('places: PLACES_COUNTRIES', () => {
  it('suggests only the configured countries', async () => {
    const canada = createEmbeddedPlaces(['ca']);
    const answer = await canada.suggest('Toronto');
    assert.equal(answer.predictions[0]?.description, 'Toronto, CA');
    const zone = await canada.resolve(answer.predictions[0]!.place_id, WINTER);
    assert.equal(zone?.timezone?.time_zone_id, 'America/Toronto');
    assert.deepEqual((await canada.suggest('Denver')).predictions, []);
  });
});
