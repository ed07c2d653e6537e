import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { EditRegular, SaveRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import type { StartupUser } from '@cedar/shared/contract';
import { displayName } from '@cedar/shared/domain';
import { Avatar } from '@cedar/shared/ui';
import type { PlacesApi } from '../../../../profile-fields/api/places';
import type { EditProfileState } from '../../hooks/use-edit-profile';
import { editProfileMessages as t } from '../../messages';
import { ConnectSection, ExperienceSection, FocusTimeSection, LocationSection } from './DetailSections';
import { useEditProfileStyles } from './EditProfileView.styles';
import { AboutMeSection, IdentitySection } from './IdentityAndAboutSections';

export interface EditProfileViewProps {
  /** The profile as stored (avatar and name in the header). */
  profile: StartupUser;
  editor: EditProfileState;
  /** Where View Profile goes: /profile/{useremail}. */
  viewProfileHref: string;
  /**
   * Opens the avatar dialog ('Upload a new avatar'). Only the owner's edit page passes it; the
   * edit button is hidden without it (§2.6).
   */
  onEditAvatar?: () => void;
  places?: PlacesApi;
  /** The browser's IANA zone, to offer it after travel. */
  browserZone: string | null;
  now: Date;
}

/**
 * The profile edit page (§2.6): avatar with its edit button, View Profile, the six sections and
 * a fixed Save Changes button bottom right; at most 1200 px wide.
 */
export function EditProfileView({
  profile,
  editor,
  viewProfileHref,
  onEditAvatar,
  places,
  browserZone,
  now,
}: EditProfileViewProps) {
  const styles = useEditProfileStyles();
  const { form, change, errors } = editor;
  const sectionProps = { form, change, errors };
  const name = displayName(profile);
  const navigate = useNavigate();
  return (
    <form
      className={styles.page}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
    >
      <div className={styles.header}>
        <div className={styles.avatar}>
          <Avatar
            imageUrl={profile.user_image_url}
            firstName={profile.first_name}
            lastName={profile.last_name}
            name={t.avatarAlt(name)}
            size={164}
          />
          {onEditAvatar ? (
            <Button
              className={styles.avatarEdit}
              shape="circular"
              icon={<EditRegular />}
              aria-label={t.editAvatar}
              onClick={onEditAvatar}
            />
          ) : null}
        </div>
        <h1 className={styles.heading}>{t.title}</h1>
        <Button appearance="secondary" onClick={() => navigate(viewProfileHref)}>
          {t.viewProfile}
        </Button>
      </div>
      {editor.showValidationSummary ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t.fixValidationErrors}</MessageBarBody>
        </MessageBar>
      ) : null}
      <IdentitySection {...sectionProps} />
      <LocationSection {...sectionProps} places={places} browserZone={browserZone} now={now} />
      <AboutMeSection {...sectionProps} />
      <ExperienceSection {...sectionProps} />
      <FocusTimeSection {...sectionProps} />
      <ConnectSection {...sectionProps} />
      <Button
        type="submit"
        appearance="primary"
        size="large"
        icon={<SaveRegular />}
        className={styles.save}
        disabled={!editor.canSave}
      >
        {editor.status === 'submitting' ? t.saving : t.saveChanges}
      </Button>
    </form>
  );
}
