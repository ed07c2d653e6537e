import type { MembershipChange } from '@cedar/shared/contract';
import { makeStyles, tokens } from '@fluentui/react-components';
import { peopleMessages as t } from '../../messages';

const useStyles = makeStyles({
  root: {
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  title: { marginTop: 0 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalXS },
  when: { color: tokens.colorNeutralForeground3 },
});

export interface MembershipChangesViewProps {
  changes: readonly MembershipChange[];
  /** Formats a timestamp in the viewer's time zone. */
  formatTime(iso: string): string;
}

/** The audit list of the cohort's membership changes: who, what, when; newest first. */
export function MembershipChangesView({ changes, formatTime }: MembershipChangesViewProps) {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-labelledby="membership-changes-title">
      <h2 id="membership-changes-title" className={styles.title}>
        {t.changesTitle}
      </h2>
      {changes.length === 0 ? (
        <p>{t.noChanges}</p>
      ) : (
        <ul className={styles.list}>
          {changes.map((change) => (
            <li key={change.id}>
              {t.changeLine(change.actor_email, change.action, change.member_email)}
              {change.changes.length > 0 && ` (${change.changes.join(', ')})`}{' '}
              <time className={styles.when} dateTime={change.created_at}>
                {formatTime(change.created_at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
