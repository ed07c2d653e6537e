import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { reportVital } from './reporter.ts';

/**
 * Core Web Vitals through the `web-vitals` library (Chrome's own team keeps it): each metric's
 * final value, reported once per page (LCP, FCP and TTFB) or at page hide (INP, CLS).
 */
export function measureWebVitals(): void {
  const report = (metric: Metric) => reportVital(metric.name, metric.value);
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
}
