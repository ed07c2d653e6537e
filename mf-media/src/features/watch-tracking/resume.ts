import { useState } from 'react';
import { useSession } from '@cedar/shared/auth';
import type { Video } from '../../lib/types';
import { storedWatchPosition } from '@cedar/shared/api';

/**
 * Seconds at either end of a recording within which a position is not worth resuming; the server
 * applies the same margin to `resume_at` (contract RESUME_MARGIN_SECONDS).
 */
export const RESUME_MARGIN_SECONDS = 10;

/**
 * Where to offer resuming: a stored record not yet acknowledged is newer than the server's `resume_at`,
 * so its position wins. Null when there is nothing worth resuming: under the margin in, or, once the
 * length is known, within the margin of the end.
 */
export function resumePoint(
  serverResumeAt: number | null,
  localPosition: number | undefined,
  duration = 0,
): number | null {
  const position = localPosition ?? serverResumeAt;
  if (position === null || !Number.isFinite(position) || position < RESUME_MARGIN_SECONDS) return null;
  if (duration > 0 && position > duration - RESUME_MARGIN_SECONDS) return null;
  return position;
}

/**
 * The caller's resume point of the video as the page opens (the caller checks the length once known).
 * It is taken once per video: what this visit saves or a refreshed `resume_at` must not move the offer.
 */
export function useResumePoint(video: Video | null | undefined): number | null {
  const email = useSession((s) => s.email);
  const [taken, setTaken] = useState<{ id: number; at: number | null } | null>(null);
  if (!video) return null;
  if (taken?.id === video.id) return taken.at;
  const at = resumePoint(video.resume_at ?? null, email ? storedWatchPosition(email, video.id) : undefined);
  setTaken({ id: video.id, at });
  return at;
}
