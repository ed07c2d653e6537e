import { Body1, Title3 } from '@fluentui/react-components';
import { PersonWarningRegular } from '@fluentui/react-icons';
import { profilePageMessages as t } from '../../../../messages';
import { useProfileLoadErrorStyles } from './ProfileLoadError.styles';

interface ProfileLoadErrorProps {
  /** The e-mail, username or id from the route. */
  identifier: string;
}

/** Shown when the profile cannot be fetched or does not exist for this viewer (§2.5, §8). */
export function ProfileLoadError({ identifier }: ProfileLoadErrorProps) {
  const styles = useProfileLoadErrorStyles();
  return (
    <div className={styles.root} role="alert">
      <PersonWarningRegular className={styles.icon} aria-hidden="true" />
      <Title3 as="h1" align="center" className={styles.title}>
        {t.loadError(identifier)}
      </Title3>
      <Body1 as="p" align="center" className={styles.hint}>
        {t.loadErrorHint}
      </Body1>
    </div>
  );
}
