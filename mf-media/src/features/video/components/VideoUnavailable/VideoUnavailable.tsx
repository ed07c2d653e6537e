import { Link } from 'react-router-dom';
import { pagePath } from '@cedar/shared/contract';
import { EmptyState } from '@cedar/shared/ui';
import { VideoOffRegular } from '@fluentui/react-icons';
import { messages } from '../../../../messages';
import { useVideoUnavailableStyles } from './VideoUnavailable.styles';

/**
 * No video for the id (unknown, deleted or archived): said in words with the way back to Watch,
 * where the spec's blank page left the learner stranded (DECISIONS, Learner screens).
 */
export function VideoUnavailable() {
  const styles = useVideoUnavailableStyles();
  const t = messages.videoPage;
  return (
    <EmptyState
      icon={<VideoOffRegular />}
      title={t.unavailable}
      action={
        <Link to={pagePath('watch')} className={styles.link}>
          {t.backToWatch}
        </Link>
      }
    />
  );
}
