import { Badge, Field, Input, Text } from '@fluentui/react-components';
import type { LibraryVideo } from '@cedar/shared/contract';
import { moment } from '@cedar/shared/dates';
import { pagePath } from '@cedar/shared/contract';
import { videoLibraryMessages as t } from '../../messages';
import { NEW_YORK, availableFile, eventRange, topicsOf } from '../../lib/video-facts';
import { useVideoEntryStyles } from './VideoEntryModalView.styles';

/** What the entry shows in both modes: the link, the stored fields (view mode), metadata and history. */
export function VideoEntryDetails({ video, editing }: { video: LibraryVideo; editing: boolean }) {
  const styles = useVideoEntryStyles();
  const link = `${window.location.origin}${pagePath('video', { videoUUId: video.uuid })}`;
  // A stored file shows as a link named after it; missing or 'null' is Not Available (§2.7).
  const file = (value: string | null) => {
    const url = availableFile(value);
    if (!url) return t.notAvailable;
    const name = decodeURIComponent(new URL(url, window.location.origin).pathname.split('/').pop() ?? url);
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {name}
      </a>
    );
  };
  return (
    <>
      <Field label={t.link} hint={t.linkNote}>
        <Input readOnly value={link} />
      </Field>
      {editing ? null : (
        <dl className={styles.facts}>
          <dt>{t.host}</dt>
          <dd>{video.host || t.missingHost}</dd>
          <dt>{t.topics}</dt>
          <dd className={styles.tags}>
            {video.tags.length === 0 ? t.missingTags : null}
            {topicsOf(video.tags).map((tag) => (
              <Badge key={tag} appearance="tint" color="brand">
                {tag}
              </Badge>
            ))}
          </dd>
          <dt>{t.description}</dt>
          <dd>{video.description || t.missingDescription}</dd>
        </dl>
      )}
      {/* Read-only in both modes: events come from the cohort's calendars, not the curation. */}
      <section aria-label={t.events}>
        <Text weight="semibold" block>
          {t.events}
        </Text>
        {video.events.length === 0 ? (
          <Text>{t.noEvent}</Text>
        ) : (
          <ul className={styles.history}>
            {video.events.map((event) => (
              <li key={event.id}>
                {t.eventRange(event.summary, eventRange(event))}
                {video.calendar_name ? <Text className={styles.muted}>{` · ${video.calendar_name}`}</Text> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.box} aria-label={t.metadata}>
        <Text weight="semibold" block>
          {t.metadata}
        </Text>
        <dl className={styles.facts}>
          <dt>{t.videoFile}</dt>
          <dd>{file(video.video_cdn_url)}</dd>
          <dt>{t.transcriptFile}</dt>
          <dd>{file(video.transcripts_cdn_url)}</dd>
          <dt>{t.chatFile}</dt>
          <dd>{file(video.chat_cdn_url)}</dd>
        </dl>
      </section>
      <section aria-label={t.history}>
        <Text weight="semibold" block>
          {t.history}
        </Text>
        {video.updates && video.updates.length > 0 ? (
          <ul className={styles.history}>
            {[...video.updates].reverse().map((u) => (
              <li key={`${u.updated_date}-${u.updated_by}`}>
                {`${u.updated_by || t.unknownUser} · ${u.changes.join(', ')} · ${moment
                  .tz(u.updated_date, NEW_YORK)
                  .format('MMM D, YYYY h:mm A z')}`}
              </li>
            ))}
          </ul>
        ) : (
          <Text>{t.noHistory}</Text>
        )}
      </section>
    </>
  );
}
