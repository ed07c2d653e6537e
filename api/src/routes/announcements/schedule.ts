import { ANNOUNCEMENT_DEFAULT_EXPIRY_MS } from '@cedar/shared/domain';
import { badRequest } from '../../http-errors.ts';

const parsed = (value: string, name: string) => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw badRequest(`${name} must be an ISO date.`);
  return date;
};

/**
 * The schedule and expiry an announcement will have: the given ones over the current ones
 * (a new one is scheduled now and expires a day later). The expiry must come after the schedule.
 */
export function checkedSchedule(
  given: { post_schedule?: string; post_expiration?: string | null },
  current: { post_schedule: Date; post_expiration: Date | null } | null,
  now: Date,
): { schedule: Date; expiration: Date | null } {
  const schedule = given.post_schedule ? parsed(given.post_schedule, 'post_schedule') : (current?.post_schedule ?? now);
  const expiration =
    given.post_expiration === null
      ? null
      : given.post_expiration
        ? parsed(given.post_expiration, 'post_expiration')
        : current
          ? current.post_expiration
          : new Date(schedule.getTime() + ANNOUNCEMENT_DEFAULT_EXPIRY_MS);
  if (expiration && expiration <= schedule) throw badRequest('post_expiration must be after post_schedule.');
  return { schedule, expiration };
}
