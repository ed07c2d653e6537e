import { Text, Title3 } from '@fluentui/react-components';
import { messages } from '../../../../messages';
import type { Video } from '../../../../lib/types';
import { VideoCard } from '../VideoCard/VideoCard';
import { useVideoListStyles } from './VideoList.styles';

/** Props of VideoList. */
export interface VideoListProps {
  videos: readonly Video[];
  now: number;
  timeZone: string;
}

/** Every recording of the cohort, newest first, each with its MMDDYY date. */
export function VideoList({ videos, now, timeZone }: VideoListProps) {
  const styles = useVideoListStyles();
  const t = messages.watchPage;
  return (
    <section className={styles.root} aria-label={t.allRecordings}>
      <Title3 as="h2">{t.allRecordings}</Title3>
      {videos.length === 0 ? (
        <Text>{t.noVideos}</Text>
      ) : (
        <ul className={styles.list}>
          {videos.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} now={now} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
