import { Body1 } from '@fluentui/react-components';
import type { UserProfile } from '@cedar/shared/contract';
import { profilePageMessages as t } from '../../../../messages';
import { shownExperienceLevel } from '../../lib/profile-sections';
import { Pills } from '../Pills/Pills';
import { ProfileSection } from '../ProfileSection/ProfileSection';
import { useExperienceSectionStyles } from './ExperienceSection.styles';

interface ExperienceSectionProps {
  profile: Partial<UserProfile>;
}

/** Experience (§2.5): level (not when 'Do not prefer'), dream job, programming languages as pills. */
export function ExperienceSection({ profile }: ExperienceSectionProps) {
  const styles = useExperienceSectionStyles();
  const level = shownExperienceLevel(profile.user_programming_experience_level);
  const dreamJob = profile.user_dream_job?.trim();
  const languages = (profile.user_programming_languages ?? [])
    .map((title) => title.trim())
    .filter(Boolean)
    .map((title, index) => ({ key: `${title}-${index}`, label: title }));

  return (
    <ProfileSection title={t.experience}>
      <dl className={styles.facts}>
        {level ? (
          <div className={styles.fact}>
            <dt className={styles.term}>{t.experienceLevel}</dt>
            <dd className={styles.value}>
              <Body1>{level}</Body1>
            </dd>
          </div>
        ) : null}
        {dreamJob ? (
          <div className={styles.fact}>
            <dt className={styles.term}>{t.dreamJob}</dt>
            <dd className={styles.value}>
              <Body1>{dreamJob}</Body1>
            </dd>
          </div>
        ) : null}
        {languages.length > 0 ? (
          <div className={styles.fact}>
            <dt className={styles.term}>{t.programmingLanguages}</dt>
            <dd className={styles.value}>
              <Pills items={languages} label={t.programmingLanguages} />
            </dd>
          </div>
        ) : null}
      </dl>
    </ProfileSection>
  );
}
