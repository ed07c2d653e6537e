import {
  FOCUS_DAYS,
  FOCUS_SLOTS,
  type FocusDayId,
  type FocusSlotId,
  WORK_SCHEDULE_OPTIONS,
  type WorkScheduleId,
} from '@cedar/shared/domain';

/** Focus time per day, slot ids only, in the order of FOCUS_SLOTS. */
export type NormalisedFocusTime = Record<FocusDayId, FocusSlotId[]>;

const SLOT_IDS: readonly string[] = FOCUS_SLOTS.map((slot) => slot.id);

// Older records hold slot objects ({ id } or { value }) instead of ids (§3.1).
function slotIdOf(entry: unknown): FocusSlotId | null {
  const candidate =
    typeof entry === 'string'
      ? entry
      : entry && typeof entry === 'object'
        ? ((entry as { id?: unknown; value?: unknown }).id ?? (entry as { value?: unknown }).value)
        : null;
  if (typeof candidate !== 'string') return null;
  const id = candidate.trim().toLowerCase();
  return SLOT_IDS.includes(id) ? (id as FocusSlotId) : null;
}

function asRecord(raw: unknown): Record<string, unknown> {
  if (typeof raw === 'string') {
    try {
      return asRecord(JSON.parse(raw));
    } catch {
      return {};
    }
  }
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
}

/** Every day of FOCUS_DAYS with its known slot ids, whatever shape `user_focus_time` arrived in. */
export function normaliseFocusTime(raw: unknown): NormalisedFocusTime {
  const byDay = new Map(Object.entries(asRecord(raw)).map(([day, slots]) => [day.trim().toLowerCase(), slots]));
  const result = {} as NormalisedFocusTime;
  for (const day of FOCUS_DAYS) {
    const entries = byDay.get(day.id);
    const chosen = new Set((Array.isArray(entries) ? entries : []).map(slotIdOf));
    result[day.id] = FOCUS_SLOTS.map((slot) => slot.id).filter((id) => chosen.has(id));
  }
  return result;
}

/** Has any day at least one slot? */
export function hasFocusTime(focusTime: NormalisedFocusTime): boolean {
  return Object.values(focusTime).some((slots) => slots.length > 0);
}

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
