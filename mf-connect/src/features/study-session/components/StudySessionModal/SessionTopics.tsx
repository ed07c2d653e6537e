import { useId } from 'react';
import { Body1Strong } from '@fluentui/react-components';
import type { StudySessionTopic } from '@cedar/shared/contract';
import { messages } from '../../../../messages';
import { useStudySessionModalStyles } from './StudySessionModal.styles';

/** The session's topics: the one it was started with first, then the ones added since (§2). */
export function SessionTopics({ topics }: { topics: readonly StudySessionTopic[] }) {
  const styles = useStudySessionModalStyles();
  const headingId = useId();
  if (topics.length === 0) return null;
  return (
    <section className={styles.section}>
      <Body1Strong as="h3" id={headingId} className={styles.heading}>
        {messages.studySessionModal.topics}
      </Body1Strong>
      <ul className={styles.topics} aria-labelledby={headingId}>
        {topics.map((topic) => (
          <li key={topic.id} className={topic.main ? styles.mainTopic : undefined}>
            {topic.topic}
          </li>
        ))}
      </ul>
    </section>
  );
}
