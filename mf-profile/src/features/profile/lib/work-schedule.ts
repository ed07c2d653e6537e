import { WORK_SCHEDULE_OPTIONS, type WorkScheduleId } from '@cedar/shared/domain';

const OLD_SHIFT = /^([123])(st|nd|rd)[\s_-]?shift$/i;

function workScheduleIdOf(entry: unknown): WorkScheduleId | null {
  const raw =
    typeof entry === 'string'
      ? entry
      : entry && typeof entry === 'object'
        ? ((entry as { id?: unknown }).id ?? (entry as { value?: unknown }).value)
        : null;
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  // The older option list spelled the shifts 1st/2nd/3rd Shift (§3.7).
  const shift = OLD_SHIFT.exec(value);
  const id = shift ? `shift_${shift[1]}` : value.toLowerCase();
  const option = WORK_SCHEDULE_OPTIONS.find((o) => o.id === id || o.label.toLowerCase() === id);
  return option?.id ?? null;
}

/** The work-schedule options a profile holds, as { id, label } in the order of WORK_SCHEDULE_OPTIONS. */
export function workSchedule(raw: unknown): { id: WorkScheduleId; label: string }[] {
  const chosen = new Set((Array.isArray(raw) ? raw : []).map(workScheduleIdOf));
  return WORK_SCHEDULE_OPTIONS.filter((option) => chosen.has(option.id)).map(({ id, label }) => ({ id, label }));
}
