import { useState } from 'react';
import { Body1, Button, Caption1, Tag, Title2, mergeClasses } from '@fluentui/react-components';
import { messages } from '../../../../messages';
import { moment } from '@cedar/shared/dates';
import type { Video } from '../../../../lib/types';
import { uniqueParticipants } from '../../lib/participants';
import { ParticipantsDialog } from '../ParticipantsDialog/ParticipantsDialog';
import { useVideoInfoStyles } from './VideoInfo.styles';

/** Descriptions longer than this get Show More / Show Less. */
const DESCRIPTION_CLAMP_CHARS = 200;

/** Props of VideoInfo. */
export interface VideoInfoProps {
  video: Video;
  timeZone: string;
}

/** The title, 'dddd, MMMM D | h:mm a z' date and participants of a video. */
export function VideoHeader({ video, timeZone }: VideoInfoProps) {
  const styles = useVideoInfoStyles();
  return (
    <div className={styles.header}>
      <div className={styles.heading}>
        <Title2 as="h1">{video.title}</Title2>
        <Caption1 as="p" className={styles.date}>
          {video.video_details.recording_start
            ? moment.tz(video.video_details.recording_start, timeZone).format('dddd, MMMM D | h:mm a z')
            : null}
        </Caption1>
      </div>
      <ParticipantsDialog participants={uniqueParticipants(video.meeting_participants)} />
    </div>
  );
}

/** The description with Show More / Show Less, and the tags. */
export function VideoDetails({ video }: Pick<VideoInfoProps, 'video'>) {
  const styles = useVideoInfoStyles();
  const t = messages.videoPage;
  const [expanded, setExpanded] = useState(false);
  const description = video.description?.trim() ?? '';
  const long = description.length > DESCRIPTION_CLAMP_CHARS || description.split('\n').length > 2;
  return (
    <div className={styles.root}>
      {description ? (
        <Body1 as="p" className={mergeClasses(styles.description, long && !expanded && styles.clamped)}>
          {description}
        </Body1>
      ) : null}
      {long ? (
        <div>
          <Button appearance="transparent" size="small" onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
            {expanded ? t.showLess : t.showMore}
          </Button>
        </div>
      ) : null}
      {video.tags && video.tags.length > 0 ? (
        <div className={styles.tags}>
          {video.tags.map((tag) => (
            <Tag key={tag} size="small" appearance="outline">
              {tag}
            </Tag>
          ))}
        </div>
      ) : null}
    </div>
  );
}
