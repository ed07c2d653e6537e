import { PROGRAMMING_LANGUAGES, travelZoneOffer } from '@cedar/shared/domain';
import { TravelZoneBanner } from '@cedar/shared/ui';
import type { PlacesApi } from '../../../../profile-fields/api/places';
import { ExperienceField } from '../../../../profile-fields/components/ExperienceField';
import { FocusTimeEditor } from '../../../../profile-fields/components/FocusTimeEditor';
import { LanguagesField } from '../../../../profile-fields/components/LanguagesField';
import { LocationVisibilityField } from '../../../../profile-fields/components/LocationVisibilityField';
import { PlaceSearchField } from '../../../../profile-fields/components/PlaceSearchField';
import { SocialLinksField } from '../../../../profile-fields/components/SocialLinksField';
import { WorkScheduleField } from '../../../../profile-fields/components/WorkScheduleField';
import { fieldMessages } from '../../../../profile-fields/messages';
import { editProfileMessages as t } from '../../messages';
import { useEditProfileStyles } from './EditProfileView.styles';
import type { FormSectionProps } from './IdentityAndAboutSections';
import { Section } from './Section';

/** Location (§2.6): the place search with its time zone, and who sees them. */
export function LocationSection({
  form,
  change,
  places,
  browserZone,
  now,
}: FormSectionProps & { places?: PlacesApi; browserZone: string | null; now: Date }) {
  const offer = travelZoneOffer(browserZone, form.user_timezone, now);
  return (
    <Section title={t.location}>
      {offer ? (
        <TravelZoneBanner
          offer={offer}
          profileZone={form.user_timezone}
          onUse={(timezone) => change({ user_timezone: timezone })}
        />
      ) : null}
      <PlaceSearchField
        value={{ location: form.user_location, timezone: form.user_timezone }}
        onChange={({ location, timezone }) => change({ user_location: location, user_timezone: timezone })}
        places={places}
      />
      <LocationVisibilityField
        value={{ user_show_location: form.user_show_location, user_show_timezone: form.user_show_timezone }}
        onChange={(flags) => change(flags)}
      />
    </Section>
  );
}

/** Experience (§2.6): the level slider with 'Do not prefer', and programming languages. */
export function ExperienceSection({ form, change }: FormSectionProps) {
  return (
    <Section title={t.experience}>
      <ExperienceField
        value={form.user_programming_experience_level}
        onChange={(level) => change({ user_programming_experience_level: level })}
      />
      <LanguagesField
        label={fieldMessages.programmingLanguages}
        list={PROGRAMMING_LANGUAGES}
        value={form.user_programming_languages}
        onChange={(titles) => change({ user_programming_languages: titles })}
      />
    </Section>
  );
}

/** Focus Time & Work Schedule (§2.6; shown to everyone, DECISIONS.md). */
export function FocusTimeSection({ form, change }: FormSectionProps) {
  const styles = useEditProfileStyles();
  return (
    <Section title={t.focusTimeAndWorkSchedule}>
      <h3 className={styles.subTitle}>{t.focusTime}</h3>
      <FocusTimeEditor value={form.user_focus_time} onChange={(focus) => change({ user_focus_time: focus })} />
      <h3 className={styles.subTitle}>{t.workSchedule}</h3>
      <WorkScheduleField value={form.user_work_schedule} onChange={(ids) => change({ user_work_schedule: ids })} />
    </Section>
  );
}

/** Connect (§2.6): social link rows. */
export function ConnectSection({ form, change }: FormSectionProps) {
  return (
    <Section title={t.connect}>
      <SocialLinksField
        value={form.user_social_media_links}
        onChange={(rows) => change({ user_social_media_links: rows })}
      />
    </Section>
  );
}
