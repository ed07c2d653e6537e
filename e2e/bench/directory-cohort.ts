import { type DirectoryEnvelope, readDirectory } from '@cedar/shared/contract';
import { FIRST, LAST } from './directory-rules.ts';

const PRONOUNS = ['she/her', 'he/him', 'they/them', null];

interface Call {
  method: string;
  path: string;
  token: string;
  body?: unknown;
}

/**
 * Grows cohort `cohortId` of the bench portal to `target` directory members through the API, as
 * the portal would: the cohort's Program Manager adds people (POST /members, 50 a form), each
 * newcomer fills a profile like the seeded classmates' (PUT /user as themselves: their place,
 * time zone, picture and visibility copied from an existing card in turn, pronouns) and a third
 * of them are online (a presence heartbeat). So the directory answer measured is a real cohort
 * of that size, not the seeded one scaled.
 */
export async function growCohort(options: {
  baseUrl: string;
  apiKey: string;
  cohortId: number;
  target: number;
  /** A member of the cohort, whose view counts the cards. */
  viewerToken: string;
  /** The cohort's Program Manager. */
  adminToken: string;
  sign(email: string): Promise<string>;
}): Promise<number> {
  const { baseUrl, apiKey, cohortId, target } = options;
  const call = async ({ method, path, token, body }: Call) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-api-key': apiKey,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  const directory = async () =>
    readDirectory(
      (
        (await call({
          method: 'GET',
          path: `/v1/cohort/${cohortId}/directory`,
          token: options.viewerToken,
        })) as DirectoryEnvelope
      ).message,
    );
  const seeded = await directory();
  const models = seeded.filter((m) => m.user_image_url && m.time_zone);
  const missing = Math.max(0, target - seeded.length);
  const people = Array.from({ length: missing }, (_, i) => {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    return { first, last, email: `${first}.${last}.${i}@bench.example.org`.toLowerCase() };
  });
  for (let at = 0; at < people.length; at += 50) {
    const members = people.slice(at, at + 50).map((p, i) => ({
      email: p.email,
      first_name: p.first,
      last_name: p.last,
      user_lms_id: `bench-${at + i}`,
      user_role_id: 1,
      is_visible: true,
      active: true,
    }));
    await call({
      method: 'POST',
      path: `/v1/cohort/${cohortId}/members`,
      token: options.adminToken,
      body: { members },
    });
  }
  const offset = (zone: string) => {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')!.value;
    const match = /GMT([+-])(\d\d):(\d\d)/.exec(name);
    return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  };
  await Promise.all(
    [0, 1, 2, 3].map(async (lane) => {
      for (let i = lane; i < people.length; i += 4) {
        const person = people[i]!;
        const model = models[i % Math.max(1, models.length)];
        const token = await options.sign(person.email);
        const body = {
          preferred_name: person.first,
          user_preferred_pronouns: PRONOUNS[i % PRONOUNS.length],
          ...(model?.time_zone
            ? {
                user_image_url: model.user_image_url,
                user_location: model.location
                  ? { description: model.location, place_id: `bench-${i}`, types: ['locality', 'political'] }
                  : null,
                user_show_location: Boolean(model.location),
                user_show_timezone: true,
                user_timezone: {
                  time_zone_id: model.time_zone.id,
                  time_zone_name: model.time_zone.name,
                  utc_offset_minutes: offset(model.time_zone.id),
                },
              }
            : {}),
        };
        await call({ method: 'PUT', path: `/user/${encodeURIComponent(person.email)}`, token, body });
        if (i % 3 === 0) await call({ method: 'POST', path: '/v1/presence/heartbeat', token });
      }
    }),
  );
  return (await directory()).length;
}
