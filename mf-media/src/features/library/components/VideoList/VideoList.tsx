import { useState } from 'react';
import { Button, Caption1, Text, Title3 } from '@fluentui/react-components';
import { messages } from '../../../../messages';
import type { Video } from '../../../../lib/types';
import { VideoCard } from '../VideoCard/VideoCard';
import { useVideoListStyles } from './VideoList.styles';

/** Cards the list shows at first and adds at each Show more: a cohort's library runs to hundreds. */
export const LIST_PAGE_SIZE = 24;

/** Props of VideoList. */
export interface VideoListProps {
  videos: readonly Video[];
  now: number;
  timeZone: string;
}

/** Every recording of the cohort, newest first, each with its MMDDYY date, a page at a time. */
export function VideoList({ videos, now, timeZone }: VideoListProps) {
  const styles = useVideoListStyles();
  const t = messages.watchPage;
  const [shown, setShown] = useState(LIST_PAGE_SIZE);
  const visible = videos.slice(0, shown);
  return (
    <section className={styles.root} aria-label={t.allRecordings}>
      <Title3 as="h2">{t.allRecordings}</Title3>
      {videos.length === 0 ? (
        <Text>{t.noVideos}</Text>
      ) : (
        <>
          <ul className={styles.list}>
            {visible.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} now={now} timeZone={timeZone} />
              </li>
            ))}
          </ul>
          <div className={styles.more}>
            <Caption1 aria-live="polite">{t.listShowing(visible.length, videos.length)}</Caption1>
            {visible.length < videos.length ? (
              <Button appearance="secondary" onClick={() => setShown((n) => n + LIST_PAGE_SIZE)}>
                {t.showMoreRecordings}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
