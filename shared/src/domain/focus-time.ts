import { FOCUS_DAYS, FOCUS_SLOTS, type FocusDayId, type FocusSlotId } from './profile.ts';

/**
 * Focus time as the portal reads it: the days with at least one slot, in FOCUS_DAYS order, each
 * with its known slot ids in FOCUS_SLOTS order. Days without slots are absent.
 */
export type FocusTimeSlots = Partial<Record<FocusDayId, FocusSlotId[]>>;

const SLOT_IDS: readonly string[] = FOCUS_SLOTS.map((slot) => slot.id);

// Older records hold slot objects ({ id } or { value }) instead of ids (§3.1), in any case.
function slotIdOf(entry: unknown): FocusSlotId | null {
  const candidate =
    typeof entry === 'string'
      ? entry
      : entry && typeof entry === 'object'
        ? ((entry as { id?: unknown }).id ?? (entry as { value?: unknown }).value)
        : null;
  if (typeof candidate !== 'string') return null;
  const id = candidate.trim().toLowerCase();
  return SLOT_IDS.includes(id) ? (id as FocusSlotId) : null;
}

// A JSON column may hold the map itself or (written by an older client) its JSON text.
function asRecord(stored: unknown): Record<string, unknown> {
  if (typeof stored === 'string') {
    try {
      return asRecord(JSON.parse(stored));
    } catch {
      return {};
    }
  }
  return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
}

/**
 * `user_focus_time` in whatever shape it was stored (slot ids or slot objects, day names in any
 * case, JSON text, repeats, unknown days or slots) as FocusTimeSlots. The API stores and sends
 * this form and the profile pages read it, so both see the same week.
 */
export function normaliseFocusTime(stored: unknown): FocusTimeSlots {
  const byDay = new Map<string, unknown[]>();
  for (const [day, slots] of Object.entries(asRecord(stored))) {
    const key = day.trim().toLowerCase();
    if (Array.isArray(slots)) byDay.set(key, [...(byDay.get(key) ?? []), ...slots]);
  }
  const result: FocusTimeSlots = {};
  for (const day of FOCUS_DAYS) {
    const chosen = new Set((byDay.get(day.id) ?? []).map(slotIdOf));
    const slots = FOCUS_SLOTS.map((slot) => slot.id).filter((id) => chosen.has(id));
    if (slots.length > 0) result[day.id] = slots;
  }
  return result;
}

/** Has any day at least one slot? */
export function hasFocusTime(focusTime: FocusTimeSlots): boolean {
  return Object.values(focusTime).some((slots) => (slots?.length ?? 0) > 0);
}
