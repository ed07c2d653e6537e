import { moment } from '@cedar/shared/dates';

/** A cell of a month grid: a day key (YYYY-MM-DD) or a blank before the 1st. */
export type MonthCell = { key: string; day: number } | null;

/** The month's days, with blanks so the 1st falls on its weekday (weeks start on Sunday). */
export function monthCells(month: string): MonthCell[] {
  const first = moment.utc(`${month}-01`);
  const cells: MonthCell[] = Array.from({ length: first.day() }, () => null);
  for (let day = 1; day <= first.daysInMonth(); day += 1) {
    cells.push({ key: first.clone().date(day).format('YYYY-MM-DD'), day });
  }
  return cells;
}

/** 'YYYY-MM' moved by some months. */
export function shiftMonth(month: string, by: number): string {
  return moment.utc(`${month}-01`).add(by, 'months').format('YYYY-MM');
}

/** '{weekday, month day}' of a day key, as in the empty-day text. */
export function dayLabel(key: string): string {
  return moment.utc(key).format('dddd, MMMM D');
}
