import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import {
  MAX_TELEMETRY_REPORTS,
  TelemetryErrorReport,
  type TelemetryReport,
  TelemetryVitalReport,
} from '@cedar/shared/contract';

export type Report = TelemetryReport;

const REPORT_OF_KIND = { vital: TelemetryVitalReport, error: TelemetryErrorReport } as const;

/**
 * Each kind's schema compiled once: a thousand reports a second are checked here, and
 * `Value.Errors` walks the schema anew for every report (ADR 0030's 5% budget). The walk is only
 * for a report that fails, to name what is wrong.
 */
const CHECK_OF_KIND = {
  vital: TypeCompiler.Compile(TelemetryVitalReport),
  error: TypeCompiler.Compile(TelemetryErrorReport),
} as const;

/**
 * Checks a batch (the contract's TelemetryBatch) as sent and names the first thing wrong
 * ("reports/3/fingerprint must be ..."): ajv's answer for a union only says that no branch
 * matched. The report's `kind` picks its schema, so the message is about the right one.
 */
export function batchProblem(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'The body must be an object { reports: [...] }.';
  const extra = Object.keys(body).filter((key) => key !== 'reports');
  if (extra.length) return `Unknown field: ${extra[0]}.`;
  const reports = (body as { reports?: unknown }).reports;
  if (!Array.isArray(reports)) return 'reports must be an array.';
  if (reports.length === 0) return 'reports must hold at least one report.';
  if (reports.length > MAX_TELEMETRY_REPORTS) return `reports may hold at most ${MAX_TELEMETRY_REPORTS} reports.`;
  for (const [index, report] of reports.entries()) {
    const kind = (report as { kind?: unknown } | null)?.kind;
    if (kind !== 'vital' && kind !== 'error') return `reports/${index}/kind must be "vital" or "error".`;
    if (CHECK_OF_KIND[kind].Check(report)) continue;
    const first = Value.Errors(REPORT_OF_KIND[kind], report).First();
    if (first) {
      const where = `reports/${index}${first.path}`;
      if (first.message.toLowerCase().includes('unexpected property')) return `${where}: unknown field.`;
      const wanted = (first.schema as { description?: string }).description;
      return first.value === undefined
        ? `${where} is required.`
        : `${where} must be ${wanted ?? first.message.replace(/^Expected /, '').toLowerCase()}.`;
    }
  }
  return null;
}
