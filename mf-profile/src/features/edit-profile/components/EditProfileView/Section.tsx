import { useId, type ReactNode } from 'react';
import { useEditProfileStyles } from './EditProfileView.styles';

/** One titled section of the edit form. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const styles = useEditProfileStyles();
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
