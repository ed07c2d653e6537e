/**
 * The fixed histogram every vital is kept in. Bucket 0 holds values up to 1; bucket i (1..MAX)
 * holds values in (GROWTH^(i-1), GROWTH^i]; the last one also everything above. With a growth
 * of 10% per bucket, a percentile read back from the buckets is within 5% of the true value
 * (the midpoint of its bucket), and 130 buckets reach past 4 minutes. Milliseconds throughout;
 * CLS, which has no unit and lives between 0 and a few, is kept in thousandths.
 */
export const GROWTH = 1.1;
export const MAX_BUCKET = 130;

const LOG_GROWTH = Math.log(GROWTH);

/** The value kept for a metric: CLS in thousandths, the others in milliseconds as sent. */
export function scaled(metric: string, value: number): number {
  return metric === 'CLS' ? value * 1000 : value;
}

/** The bucket a (scaled) value falls in. */
export function bucketOf(value: number): number {
  if (!(value > 1)) return 0;
  // The small epsilon keeps exact powers of GROWTH in their own bucket despite rounding.
  return Math.min(MAX_BUCKET, Math.ceil(Math.log(value) / LOG_GROWTH - 1e-9));
}

/** Upper bound of a bucket (bucket 0: 1). */
export const upperOf = (bucket: number): number => GROWTH ** bucket;

/** A representative value of a bucket: its geometric midpoint (bucket 0: 0.5). */
export function midpointOf(bucket: number): number {
  if (bucket <= 0) return 0.5;
  return Math.sqrt(GROWTH ** (bucket - 1) * GROWTH ** bucket);
}

/**
 * The q-quantile (0..1) of a histogram given as bucket -> count, or null when it is empty.
 * Nearest-rank: the bucket holding the ceil(q * n)-th smallest value.
 */
export function quantile(counts: ReadonlyMap<number, number>, q: number): number | null {
  let total = 0;
  for (const count of counts.values()) total += count;
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(bucket)!;
    if (seen >= rank) return midpointOf(bucket);
  }
  return null;
}

/** p75 of a metric's histogram in the metric's own unit (CLS back from thousandths), rounded. */
export function p75(metric: string, counts: ReadonlyMap<number, number>): number | null {
  const value = quantile(counts, 0.75);
  if (value === null) return null;
  return metric === 'CLS' ? Math.round(value) / 1000 : Math.round(value);
}
