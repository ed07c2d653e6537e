import { useEffect, useState } from 'react';
import { toWebVtt, type TranscriptRow } from '@cedar/shared/domain';

/**
 * A blob: URL of the transcript as a WebVTT text track, revoked when the transcript changes or
 * the player goes. Not a data: URL: the Content-Security-Policy lets media load from the portal
 * and blob: only, and a track is media.
 */
export function useCaptionTrack(captions: readonly TranscriptRow[] | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!captions || captions.length === 0 || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const created = URL.createObjectURL(new Blob([toWebVtt(captions)], { type: 'text/vtt' }));
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [captions]);
  return url;
}
