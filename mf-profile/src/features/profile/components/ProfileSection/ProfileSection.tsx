import { type ReactNode, useId } from 'react';
import { Subtitle1 } from '@fluentui/react-components';
import { useProfileSectionStyles } from './ProfileSection.styles';

interface ProfileSectionProps {
  title: string;
  children: ReactNode;
}

/** One titled card of the profile page; a named region so screen readers can jump between sections. */
export function ProfileSection({ title, children }: ProfileSectionProps) {
  const styles = useProfileSectionStyles();
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId} className={styles.title}>
        {title}
      </Subtitle1>
      {children}
    </section>
  );
}
