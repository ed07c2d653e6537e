import { Title2 } from '@fluentui/react-components';
import { PageSkeleton } from '../Skeletons/Skeletons.tsx';
import { usePagePlaceholderStyles } from './PagePlaceholder.styles.ts';

/** Props of PagePlaceholder. */
export interface PagePlaceholderProps {
  title: string;
  /** 1 for a page, 2 for a widget placed inside another page. */
  headingLevel?: 1 | 2;
}

/** A part of the portal that is not built yet: its title and a loading skeleton, nothing pretending to work. */
export function PagePlaceholder({ title, headingLevel = 1 }: PagePlaceholderProps) {
  const styles = usePagePlaceholderStyles();
  return (
    <section className={styles.root} aria-label={title}>
      <Title2 as={headingLevel === 1 ? 'h1' : 'h2'}>{title}</Title2>
      <PageSkeleton cards={3} />
    </section>
  );
}
