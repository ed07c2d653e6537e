import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { flushWatchData } from '@cedar/shared/api';
import { pageOf } from '@cedar/shared/contract';

/** Whether a path is a video page, whose own tracking sends its records. */
const isVideoPage = (pathname: string) => pageOf(pathname) === 'video';

/**
 * Watch tracking (learner-dashboard §4): a record stored by a video page (a closed tab, an upload
 * that failed) is uploaded when the learner is on any page that is not a video page: Home, Watch,
 * Connect, a profile or the admin console alike, not only the media remote's own pages.
 */
export function useWatchDataOutbox(): void {
  const { pathname } = useLocation();
  const onVideoPage = isVideoPage(pathname);
  useEffect(() => {
    if (!onVideoPage) void flushWatchData();
  }, [pathname, onVideoPage]);
}
