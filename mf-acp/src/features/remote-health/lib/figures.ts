import { regressed, type RemoteHealth, type RemoteVersionHealth } from '@cedar/shared/contract';
import { remoteHealthMessages as t } from '../messages';

/** The figures compared on a card, in order. */
export const FIGURES = ['errorRate', 'LCP', 'INP', 'CLS', 'remote-load'] as const;
export type FigureKey = (typeof FIGURES)[number];

/** One figure of a remote: its current and previous value, and whether it regressed. */
export interface FigureRow {
  key: FigureKey;
  current: number | null;
  previous: number | null;
  regressed: boolean;
  /**
   * What to show instead of a missing value that still has something to say: errors counted
   * while no page view was measured (no rate per 1,000 views can be told, the errors are shown).
   */
  currentNote?: string | null;
  previousNote?: string | null;
}

/** Errors reported by a version that has no measured page view, as words; else null. */
export function errorsWithoutViews(health: RemoteVersionHealth | null): string | null {
  if (!health || health.errorRate !== null || health.errors <= 0) return null;
  return t.errorsNoPageViews(health.errors);
}

function valueOf(health: RemoteVersionHealth | null, key: FigureKey): number | null {
  if (!health) return null;
  return key === 'errorRate' ? health.errorRate : health.p75[key];
}

/** The rows of a remote's chart and table. */
export function figureRows(remote: RemoteHealth): FigureRow[] {
  return FIGURES.map((key) => {
    const current = valueOf(remote.current, key);
    const previous = valueOf(remote.previous, key);
    const row: FigureRow = { key, current, previous, regressed: regressed(current, previous) };
    if (key !== 'errorRate') return row;
    return {
      ...row,
      currentNote: errorsWithoutViews(remote.current),
      previousNote: errorsWithoutViews(remote.previous),
    };
  });
}

/** A remote regressed when any of its figures did. */
export const hasRegressed = (rows: readonly FigureRow[]) => rows.some((row) => row.regressed);

/** A figure as read: milliseconds as ms or s, CLS with three decimals, error rates with one. */
export function formatFigure(key: FigureKey, value: number | null, missing: string): string {
  if (value === null) return missing;
  if (key === 'CLS') return value.toFixed(3);
  if (key === 'errorRate') return value.toLocaleString('en-US', { maximumFractionDigits: 1 });
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

/** One side of a row as read: its value, else its note, else `missing`. */
export function figureText(row: FigureRow, which: 'current' | 'previous', missing: string): string {
  const value = row[which];
  const note = which === 'current' ? row.currentNote : row.previousNote;
  return value === null && note ? note : formatFigure(row.key, value, missing);
}

/** The change from previous to current as a signed percentage, or null when it cannot be told. */
export function changeOf(row: FigureRow): string | null {
  if (row.current === null || row.previous === null || row.previous === 0) return null;
  const percent = Math.round(((row.current - row.previous) / row.previous) * 100);
  return `${percent > 0 ? '+' : ''}${percent}%`;
}
