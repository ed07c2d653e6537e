import { Badge, Caption1, Tag, Text } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { messages } from '../../../../messages';
import type { Video } from '../../../../lib/types';
import { cardTags, isNewVideo } from '@cedar/shared/domain';
import { Thumbnail } from '../../../../components/Thumbnail/Thumbnail';
import { recordingDate } from '../../lib/library';
import { useVideoCardStyles } from './VideoCard.styles';
import { pagePath } from '@cedar/shared/contract';

/** Props of VideoCard. */
export interface VideoCardProps {
  video: Video;
  /** The time the 'new' badge is measured from (ms). */
  now: number;
  timeZone: string;
}

/** A recording in the library: thumbnail, 'new' badge, title, MMDDYY date, up to 3 tags; opens the video page. */
export function VideoCard({ video, now, timeZone }: VideoCardProps) {
  const styles = useVideoCardStyles();
  const tags = cardTags(video.tags);
  return (
    <Link className={styles.root} to={pagePath('video', { videoUUId: video.uuid })}>
      <div className={styles.thumbWrap}>
        <Thumbnail className={styles.thumb} src={video.thumbnail_cdn_url} />
        {isNewVideo(video, now) ? (
          <Badge className={styles.badge} appearance="filled" color="brand">
            {messages.watchPage.newBadge}
          </Badge>
        ) : null}
      </div>
      <div className={styles.body}>
        <Text weight="semibold">{video.title}</Text>
        <Caption1 className={styles.date}>{recordingDate(video, timeZone)}</Caption1>
        {tags.length > 0 ? (
          <div className={styles.tags}>
            {tags.map((tag) => (
              <Tag key={tag} size="extra-small" appearance="outline">
                {tag}
              </Tag>
            ))}
          </div>
        ) : null}
      </div>
    </Link>
  );
}
