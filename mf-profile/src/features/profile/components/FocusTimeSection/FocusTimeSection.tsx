import { Caption1Strong } from '@fluentui/react-components';
import type { UserProfile } from '@cedar/shared/contract';
import { profilePageMessages as t } from '../../../../messages';
import { hasFocusTime, normaliseFocusTime } from '@cedar/shared/domain';
import { workSchedule } from '../../lib/work-schedule';
import { Pills } from '../Pills/Pills';
import { ProfileSection } from '../ProfileSection/ProfileSection';
import { FocusTimeGrid } from './FocusTimeGrid';
import { useFocusTimeSectionStyles } from './FocusTimeSection.styles';

interface FocusTimeSectionProps {
  profile: Partial<UserProfile>;
}

/** Focus Time & Work Schedule (§2.5): the week's focus slots and the work schedule as labelled pills. */
export function FocusTimeSection({ profile }: FocusTimeSectionProps) {
  const styles = useFocusTimeSectionStyles();
  const focusTime = normaliseFocusTime(profile.user_focus_time);
  const schedule = workSchedule(profile.user_work_schedule).map(({ id, label }) => ({ key: id, label }));
  return (
    <ProfileSection title={t.focusTimeAndWorkSchedule}>
      {hasFocusTime(focusTime) ? (
        <div className={styles.block}>
          <Caption1Strong as="h3" className={styles.subheading}>
            {t.focusTime}
          </Caption1Strong>
          <FocusTimeGrid focusTime={focusTime} />
        </div>
      ) : null}
      {schedule.length > 0 ? (
        <div className={styles.block}>
          <Caption1Strong as="h3" className={styles.subheading}>
            {t.workSchedule}
          </Caption1Strong>
          <Pills items={schedule} label={t.workSchedule} />
        </div>
      ) : null}
    </ProfileSection>
  );
}
