import { buffer } from 'node:stream/consumers';
import type { Storage } from '../../storage/index.ts';

/** A picture larger than this is streamed from storage each time. */
const MAX_PICTURE_BYTES = 256 * 1024;

/**
 * Profile pictures kept in memory, the most recently shown first, up to `budgetBytes` in all.
 * Pictures are content-addressed (a new picture is a new file name), so a kept copy never goes
 * stale, on any replica. Every member list and panel shows them: each was a stat and a file
 * stream (or an S3 GET) per request, about a third of hello-world's throughput in the bench.
 */
export function picturesInMemory(storage: Pick<Storage, 'read'>, budgetBytes = 16 * 1024 * 1024) {
  const kept = new Map<string, Buffer>();
  let bytes = 0;
  return async (key: string): Promise<Buffer | null> => {
    const hit = kept.get(key);
    if (hit) {
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const stored = await storage.read(key);
    if (!stored) return null;
    const body = await buffer(stored.body);
    if (body.length <= MAX_PICTURE_BYTES) {
      kept.set(key, body);
      bytes += body.length;
      for (const [oldest, picture] of kept) {
        if (bytes <= budgetBytes) break;
        kept.delete(oldest);
        bytes -= picture.length;
      }
    }
    return body;
  };
}
