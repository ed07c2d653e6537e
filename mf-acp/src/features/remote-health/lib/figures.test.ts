import type { RemoteHealth } from '@cedar/shared/contract';
import { changeOf, errorsWithoutViews, figureRows, figureText, formatFigure, hasRegressed } from './figures';

const version = (v: string, errorRate: number | null, lcp: number | null) => ({
  version: v,
  pageViews: 100,
  errors: 2,
  errorRate,
  p75: { LCP: lcp, INP: 100, CLS: 0.05, 'remote-load': 300 },
});

describe('remote health figures', () => {
  it('flags a figure worse by more than 20%, and not one worse by 20% or less', () => {
    const remote: RemoteHealth = {
      name: 'mf-dashboard',
      url: '/remotes/dashboard/mf-manifest.json',
      current: version('1.1.0', 24, 1300),
      previous: version('1.0.0', 20, 1000),
    };
    const rows = figureRows(remote);
    expect(rows.find((r) => r.key === 'errorRate')?.regressed).toBe(false);
    expect(rows.find((r) => r.key === 'LCP')?.regressed).toBe(true);
    expect(hasRegressed(rows)).toBe(true);
    expect(changeOf(rows.find((r) => r.key === 'LCP')!)).toBe('+30%');
  });

  it('never flags without a previous version', () => {
    const rows = figureRows({ name: 'mf-media', url: null, current: version('2.0.0', 50, 5000), previous: null });
    expect(hasRegressed(rows)).toBe(false);
  });

  it('formats milliseconds, CLS and rates for reading', () => {
    expect(formatFigure('LCP', 1740, '-')).toBe('1.74 s');
    expect(formatFigure('INP', 96.4, '-')).toBe('96 ms');
    expect(formatFigure('CLS', 0.1, '-')).toBe('0.100');
    expect(formatFigure('errorRate', 12.345, '-')).toBe('12.3');
    expect(formatFigure('LCP', null, 'not reported')).toBe('not reported');
  });

  it('counts errors in words when no page view was measured, so they are never hidden', () => {
    const silent = { ...version('1.1.0', null, null), pageViews: 0, errors: 3 };
    expect(errorsWithoutViews(silent)).toBe('3 errors, no page views measured');
    expect(errorsWithoutViews({ ...silent, errors: 1 })).toBe('1 error, no page views measured');
    expect(errorsWithoutViews({ ...silent, errors: 0 })).toBeNull();
    expect(errorsWithoutViews(version('1.0.0', 20, 1000))).toBeNull();
    expect(errorsWithoutViews(null)).toBeNull();
    const rows = figureRows({ name: 'mf-connect', url: null, current: silent, previous: version('1.0.0', 20, 1000) });
    const errors = rows.find((r) => r.key === 'errorRate')!;
    expect(figureText(errors, 'current', '-')).toBe('3 errors, no page views measured');
    expect(figureText(errors, 'previous', '-')).toBe('20');
    expect(
      figureText(
        rows.find((r) => r.key === 'LCP')!,
        'current',
        '-',
      ),
    ).toBe('-');
    expect(errors.regressed).toBe(false);
  });
});
