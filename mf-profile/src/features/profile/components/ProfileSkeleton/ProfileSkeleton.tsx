import { Skeleton, SkeletonItem } from '@fluentui/react-components';
import { CardSkeleton } from '@cedar/shared/ui';
import { profilePageMessages as t } from '../../../../messages';
import { useProfileSkeletonStyles } from './ProfileSkeleton.styles';

/** The profile page while it loads: the header's shape and two section cards. */
export function ProfileSkeleton() {
  const styles = useProfileSkeletonStyles();
  return (
    <div className={styles.root} role="status" aria-busy="true" aria-label={t.loading}>
      <Skeleton className={styles.header} aria-label={t.loading}>
        <SkeletonItem shape="circle" className={styles.avatar} />
        <div className={styles.lines}>
          <SkeletonItem size={32} className={styles.name} />
          <SkeletonItem size={16} className={styles.short} />
          <SkeletonItem size={16} className={styles.short} />
          <SkeletonItem size={32} className={styles.short} />
        </div>
      </Skeleton>
      <div className={styles.sections}>
        <CardSkeleton />
        <CardSkeleton />
      </div>
    </div>
  );
}
