import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cohortIdOfHost, hostIdFor } from '../../src/domain/study-rooms.ts';

describe('meeting rooms', () => {
  it('gives a room to each cohort with a meeting link, and finds the cohort back', () => {
    assert.equal(hostIdFor({ cohort_id: 7, zoom_url: 'https://zoom.example.com/j/1' }), 'room-7');
    assert.equal(hostIdFor({ cohort_id: 7, zoom_url: null }), null);
    assert.equal(cohortIdOfHost('room-7'), 7);
    for (const bad of ['room-0', 'room-07', 'room-99999999999', 'room-', 'x-7', 'room-7 '])
      assert.equal(cohortIdOfHost(bad), null, bad);
  });
});
