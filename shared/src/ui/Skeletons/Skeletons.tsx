import { Skeleton, SkeletonItem } from '@fluentui/react-components';
import { uiMessages } from '../messages.ts';
import { useSkeletonStyles } from './Skeletons.styles.ts';

/** Props of TextSkeleton. */
export interface TextSkeletonProps {
  /** Number of lines; the last one is shorter. */
  lines?: number;
}

/** Placeholder lines for text that is loading. */
export function TextSkeleton({ lines = 3 }: TextSkeletonProps) {
  const styles = useSkeletonStyles();
  return (
    <Skeleton aria-label={uiMessages.loading} className={styles.lines}>
      {Array.from({ length: lines }, (_, i) => (
        <SkeletonItem key={i} size={16} className={i === lines - 1 && lines > 1 ? styles.shortLine : undefined} />
      ))}
    </Skeleton>
  );
}

/** Placeholder of a card: a round picture, two header lines and body text. */
export function CardSkeleton() {
  const styles = useSkeletonStyles();
  return (
    <Skeleton aria-label={uiMessages.loading} className={styles.card}>
      <div className={styles.cardHeader}>
        <SkeletonItem shape="circle" size={48} />
        <div className={styles.cardHeaderText}>
          <SkeletonItem size={16} />
          <SkeletonItem size={12} className={styles.shortLine} />
        </div>
      </div>
      <SkeletonItem size={12} />
      <SkeletonItem size={12} />
      <SkeletonItem size={12} className={styles.shortLine} />
    </Skeleton>
  );
}

/** Props of PageSkeleton. */
export interface PageSkeletonProps {
  /** Number of card placeholders under the title. */
  cards?: number;
}

/** Placeholder of a whole page: a title line and a grid of cards. */
export function PageSkeleton({ cards = 6 }: PageSkeletonProps) {
  const styles = useSkeletonStyles();
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label={uiMessages.loading}>
      {/* Fluent's Skeleton is a progressbar, and every progressbar needs a name (axe, WCAG 4.1.2). */}
      <Skeleton aria-label={uiMessages.loading}>
        <SkeletonItem className={styles.title} />
      </Skeleton>
      <div className={styles.grid}>
        {Array.from({ length: cards }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
