import { useState } from 'react';
import { Badge, Button, Card, Checkbox, Text } from '@fluentui/react-components';
import { PlayRegular } from '@fluentui/react-icons';
import type { LibraryVideo } from '@cedar/shared/contract';
import { videoLibraryMessages as t } from '../../messages';
import { isUncurated } from '../../lib/video-library-filters';
import { availableFile, lastModified, recordingDay, recordingRange, topicsOf } from '../../lib/video-facts';
import { useVideoCardStyles } from './VideoCard.styles';

/** Props of VideoCard. */
export interface VideoCardProps {
  video: LibraryVideo;
  onOpen(video: LibraryVideo): void;
  /** With a handler, the card has a checkbox for the bulk actions. */
  selected?: boolean;
  onSelect?(video: LibraryVideo, selected: boolean): void;
}

/** A library card (§2.6): thumbnail or player, views, recording range (New York), facts, status line. */
export function VideoCard({ video, onOpen, selected = false, onSelect }: VideoCardProps) {
  const styles = useVideoCardStyles();
  const [playing, setPlaying] = useState(false);
  const title = video.title || t.missingTitle;
  const source = availableFile(video.video_cdn_url);
  const modified = lastModified(video);
  const topics = topicsOf(video.tags);
  return (
    <Card className={styles.card}>
      <div className={styles.media}>
        {playing && source ? (
          // Captions are the transcript's, offered on the learner's video page.
          <video className={styles.player} src={source} controls autoPlay />
        ) : (
          <>
            {video.thumbnail_cdn_url ? <img className={styles.thumb} src={video.thumbnail_cdn_url} alt="" /> : null}
            <Button
              className={styles.play}
              appearance="primary"
              shape="circular"
              icon={<PlayRegular />}
              aria-label={t.playTitle(title)}
              disabled={!source}
              onClick={() => setPlaying(true)}
            >
              {t.play}
            </Button>
          </>
        )}
      </div>
      <div className={styles.body}>
        {onSelect ? (
          <Checkbox
            className={styles.select}
            label={t.selectVideo(title)}
            checked={selected}
            onChange={(_, data) => onSelect(video, data.checked === true)}
          />
        ) : null}
        <Text size={200} className={styles.muted}>
          {t.views(video.views)} · {recordingRange(video)}
        </Text>
        <Button appearance="transparent" className={styles.title} onClick={() => onOpen(video)}>
          {title}
        </Button>
        <Text className={styles.description}>{video.description || t.missingDescription}</Text>
        <div className={styles.tags}>
          {topics.length === 0 ? <Text size={200}>{t.missingTags}</Text> : null}
          {topics.map((tag) => (
            <Badge key={tag} appearance="tint" color="brand">
              {tag}
            </Badge>
          ))}
        </div>
        <Text size={200}>
          {t.recorded} {recordingDay(video)} · {t.calendar}: {video.calendar_name ?? t.noEvent}
        </Text>
        <Text size={200}>
          {t.creator} {video.created_by}
        </Text>
        {modified ? <Text size={200}>{t.lastModified(modified.date, modified.by)}</Text> : null}
        <div className={styles.status}>
          <Badge appearance="outline" color={video.archived ? 'danger' : 'success'}>
            {video.archived ? t.archived : t.public}
          </Badge>
          {isUncurated(video) ? (
            <Badge appearance="outline" color="warning">
              {t.uncurated}
            </Badge>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
