import { useMemo } from 'react';
import { Title2 } from '@fluentui/react-components';
import { useCurrentCohort, useDisplayTimeZone, useSession } from '@cedar/shared/auth';
import { LoadError, PageSkeleton } from '@cedar/shared/ui';
import { messages } from '../messages';
import { useLibrary, useViewHistory } from '../features/library/api/library-api';
import { libraryVideos, recentlyAdded, recentlyViewed } from '@cedar/shared/domain';
import { VideoCarousel } from '../features/library/components/VideoCarousel/VideoCarousel';
import { MonthCalendar } from '../features/library/components/MonthCalendar/MonthCalendar';
import { VideoList } from '../features/library/components/VideoList/VideoList';
import { useFlushStoredWatchData } from '../features/watch-tracking/use-watch-tracking';
import { LibrarySearch } from '../features/transcript-search/components/LibrarySearch/LibrarySearch';
import { useWatchPageStyles } from './WatchPage.styles';

/** Props of WatchPage (the clock is a prop for tests and stories). */
export interface WatchPageProps {
  now?: number;
}

/** The video library (§2 Watch page): carousels, month calendar and the list of the cohort's recordings. */
export default function WatchPage({ now = Date.now() }: WatchPageProps) {
  const styles = useWatchPageStyles();
  useFlushStoredWatchData();
  const t = messages.watchPage;
  const { cohortId } = useCurrentCohort();
  // The history is named by the caller's e-mail.
  const userId = useSession((s) => s.email);
  const timeZone = useDisplayTimeZone();
  const library = useLibrary(cohortId);
  const history = useViewHistory(userId);
  const sorted = useMemo(
    () => (library.data ? libraryVideos(library.data.videos, library.data.calendarIds) : []),
    [library.data],
  );
  const viewed = useMemo(() => recentlyViewed(sorted, history.data ?? []), [sorted, history.data]);
  const loading = cohortId !== null && !library.data && !library.error;
  // Without data, a failed load is said as such: the empty texts would tell the learner that the
  // class was never recorded.
  const failed = Boolean(library.error) && !library.data;
  return (
    <section className={styles.root} aria-label={t.title}>
      <Title2 as="h1">{t.title}</Title2>
      <LibrarySearch cohortId={cohortId} timeZone={timeZone} />
      {loading ? <PageSkeleton cards={3} /> : null}
      {failed ? (
        <LoadError text={t.loadFailed} busy={library.isValidating} onRetry={() => void library.mutate()} />
      ) : null}
      {loading || failed ? null : (
        <div className={styles.columns}>
          <div className={styles.main}>
            <VideoCarousel title={t.recentlyAdded} videos={recentlyAdded(sorted)} now={now} timeZone={timeZone} />
            <VideoCarousel title={t.recentlyViewed} videos={viewed} now={now} timeZone={timeZone} />
            <VideoList videos={sorted} now={now} timeZone={timeZone} />
          </div>
          <MonthCalendar videos={sorted} now={now} timeZone={timeZone} />
        </div>
      )}
    </section>
  );
}
