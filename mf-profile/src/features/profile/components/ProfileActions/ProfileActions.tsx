import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-components';
import { ChatRegular, EditRegular, MailRegular } from '@fluentui/react-icons';
import { profilePageMessages as t } from '../../../../messages';
import { mailtoHref, slackMessageHref } from '../../lib/profile-header';
import { useProfileActionsStyles } from './ProfileActions.styles';

interface ProfileActionsProps {
  isOwnProfile: boolean;
  /** Where Edit Profile leads for this viewer. */
  editPath: string;
  email: string | null | undefined;
  slackId: string | null | undefined;
}

/** Edit Profile on one's own profile; Message on Slack and Send an Email on other people's (§6.2). */
export function ProfileActions({ isOwnProfile, editPath, email, slackId }: ProfileActionsProps) {
  const styles = useProfileActionsStyles();
  const navigate = useNavigate();

  if (isOwnProfile) {
    // A real link (open in new tab works), routed inside the portal on a plain click.
    const onEdit = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      void navigate(editPath);
    };
    return (
      <div className={styles.root}>
        <Button as="a" href={editPath} onClick={onEdit} appearance="primary" icon={<EditRegular />}>
          {t.editProfile}
        </Button>
      </div>
    );
  }

  const slack = slackId?.trim();
  const mail = email?.trim();
  if (!slack && !mail) return null;
  return (
    <div className={styles.root}>
      {slack ? (
        <Button
          as="a"
          href={slackMessageHref(slack)}
          target="_blank"
          rel="noopener noreferrer"
          appearance="primary"
          icon={<ChatRegular />}
          aria-label={`${t.messageOnSlack} ${t.opensInNewTab}`}
        >
          {t.messageOnSlack}
        </Button>
      ) : null}
      {mail ? (
        <Button as="a" href={mailtoHref(mail)} icon={<MailRegular />}>
          {t.sendEmail}
        </Button>
      ) : null}
    </div>
  );
}
