import { Badge, Body1, Caption1Strong } from '@fluentui/react-components';
import type { UserProfile } from '@cedar/shared/contract';
import { profilePageMessages as t } from '../../../../messages';
import { spokenLanguages } from '../../lib/spoken-languages';
import { ProfileSection } from '../ProfileSection/ProfileSection';
import { useAboutMeSectionStyles } from './AboutMeSection.styles';

interface AboutMeSectionProps {
  profile: Partial<UserProfile>;
}

/** About Me (§2.5): languages, free time, fun fact, intro and interests, goals; blank answers are left out. */
export function AboutMeSection({ profile }: AboutMeSectionProps) {
  const styles = useAboutMeSectionStyles();
  const languages = spokenLanguages(profile);
  const freeTime = profile.user_free_time?.trim();
  const funFact = profile.user_fun_fact?.trim();
  const intro = profile.user_intro_interest?.trim();
  const goals = profile.user_goals?.trim();

  return (
    <ProfileSection title={t.aboutMe}>
      {languages.primary || languages.others ? (
        <div className={styles.block}>
          <Caption1Strong as="h3" className={styles.label}>
            {t.languages}
          </Caption1Strong>
          <div className={styles.languages}>
            {languages.primary ? (
              <Body1 as="span" className={styles.primary}>
                {languages.primary}{' '}
                <Badge appearance="tint" shape="rounded" size="small">
                  {t.primaryLanguage}
                </Badge>
              </Body1>
            ) : null}
            {languages.others ? (
              <Body1 as="span">{languages.primary ? t.alsoSpeaks(languages.others) : languages.others}</Body1>
            ) : null}
          </div>
        </div>
      ) : null}
      {freeTime ? (
        <Body1 as="p" className={styles.text}>
          {t.freeTime(freeTime)}
        </Body1>
      ) : null}
      {funFact ? (
        <Body1 as="p" className={styles.text}>
          {t.funFact(funFact)}
        </Body1>
      ) : null}
      {intro ? (
        <div className={styles.block}>
          <Caption1Strong as="h3" className={styles.label}>
            {t.introInterests}
          </Caption1Strong>
          <Body1 as="p" className={styles.text}>
            {intro}
          </Body1>
        </div>
      ) : null}
      {goals ? (
        <div className={styles.block}>
          <Caption1Strong as="h3" className={styles.label}>
            {t.goals}
          </Caption1Strong>
          <Body1 as="p" className={styles.text}>
            {goals}
          </Body1>
        </div>
      ) : null}
    </ProfileSection>
  );
}
