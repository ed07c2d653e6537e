import type { NewAnnouncement, StaffAnnouncement } from '@cedar/shared/contract';
import { ANNOUNCEMENT_DEFAULT_EXPIRY_MS, isEmptyAnswer } from '@cedar/shared/domain';
import { moment } from '@cedar/shared/dates';
import { type AudienceValue, audienceFields, audienceValueOf } from './audience';

/** A datetime-local input's value: a wall time in the display zone. */
export const LOCAL_INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

/** The create and update form (§2.3): times as the inputs hold them, in the display zone. */
export interface AnnouncementForm {
  body: string | null;
  postAs: string;
  audience: AudienceValue;
  when: 'now' | 'later';
  schedule: string;
  expiry: string;
  /** The expiry was chosen by hand; otherwise it follows the schedule (one day later, §4). */
  expiryChosen: boolean;
}

/** A wall time in `zone` as a datetime-local value. */
export const toLocalInput = (at: Date | string, zone: string) => moment.tz(at, zone).format(LOCAL_INPUT_FORMAT);

/** A datetime-local value read in `zone`, as an instant; null when it is not a time. */
export function fromLocalInput(value: string, zone: string): Date | null {
  const parsed = moment.tz(value, LOCAL_INPUT_FORMAT, true, zone);
  return parsed.isValid() ? parsed.toDate() : null;
}

/** The expiry one day after a schedule (§4), both as input values (wall times of one zone). */
export function expiryAfterInput(schedule: string): string {
  const at = moment(schedule, LOCAL_INPUT_FORMAT, true);
  return at.isValid() ? at.add(1, 'day').format(LOCAL_INPUT_FORMAT) : '';
}

/** A blank form: posting now, expiring a day later. */
export function blankForm(now: Date, zone: string): AnnouncementForm {
  const schedule = toLocalInput(now, zone);
  return {
    body: null,
    postAs: '',
    audience: '',
    when: 'now',
    schedule,
    expiry: expiryAfterInput(schedule),
    expiryChosen: false,
  };
}

/** The form of an announcement being updated: its stored fields. */
export function formOf(a: StaffAnnouncement, zone: string): AnnouncementForm {
  const schedule = toLocalInput(a.post_schedule, zone);
  return {
    body: a.body,
    postAs: a.post_as,
    audience: audienceValueOf(a),
    when: 'later',
    schedule,
    expiry: a.post_expiration ? toLocalInput(a.post_expiration, zone) : expiryAfterInput(schedule),
    expiryChosen: true,
  };
}

/** Preview is enabled only with a body, post_as and an audience (§5). */
export function canPreview(form: AnnouncementForm): boolean {
  return Boolean(form.body && !isEmptyAnswer(form.body) && form.postAs && audienceFields(form.audience));
}

/** Why the times cannot be submitted, or null: a later schedule not before now, an expiry after it (§5). */
export function timeProblem(
  form: AnnouncementForm,
  now: Date,
  zone: string,
  allowPastSchedule = false,
): 'scheduleInPast' | 'expiryBeforeSchedule' | null {
  const schedule = form.when === 'now' ? now : fromLocalInput(form.schedule, zone);
  const expiry = fromLocalInput(form.expiry, zone);
  if (!schedule) return 'scheduleInPast';
  // The picker's minimum is the current minute.
  if (form.when === 'later' && !allowPastSchedule && schedule.getTime() < now.getTime() - 60_000)
    return 'scheduleInPast';
  if (!expiry || expiry <= schedule) return 'expiryBeforeSchedule';
  return null;
}

/** The API body of the form; 'Now' is the current UTC time (§4). */
export function announcementPayload(
  form: AnnouncementForm,
  now: Date,
  zone: string,
  author: string,
): NewAnnouncement & { post_schedule: string; post_expiration: string } {
  const schedule = form.when === 'now' ? now : (fromLocalInput(form.schedule, zone) ?? now);
  const expiry = fromLocalInput(form.expiry, zone) ?? new Date(schedule.getTime() + ANNOUNCEMENT_DEFAULT_EXPIRY_MS);
  return {
    body: form.body ?? '',
    post_as: form.postAs,
    ...audienceFields(form.audience)!,
    author,
    post_schedule: schedule.toISOString(),
    post_expiration: expiry.toISOString(),
  };
}
