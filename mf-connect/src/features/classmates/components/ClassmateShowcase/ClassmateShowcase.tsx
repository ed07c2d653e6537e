import { useId } from 'react';
import { Body1Strong, Caption1, Subtitle2 } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router-dom';
import { type ConnectMember, pagePath } from '@cedar/shared/contract';
import { displayName } from '@cedar/shared/domain';
import { Avatar } from '@cedar/shared/ui';
import { messages } from '../../../../messages';
import { useClassmateShowcaseStyles } from './ClassmateShowcase.styles';

/** Props of ClassmateShowcase. */
export interface ClassmateShowcaseProps {
  classmate: ConnectMember;
}

/** 'Have you met...': one classmate's name, time zone and picture, linked to their profile (§2). */
export function ClassmateShowcase({ classmate }: ClassmateShowcaseProps) {
  const styles = useClassmateShowcaseStyles();
  const headingId = useId();
  const person = classmate.user_email_mk_user;
  const name = `${displayName(person)} ${person.last_name}`.trim();
  const zone = person.user_timezone?.time_zone_name;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId} className={styles.heading}>
        {messages.classmatesPanel.haveYouMet}
      </Subtitle2>
      <RouterLink
        to={pagePath('profile', { useremail: classmate.user_email })}
        className={styles.person}
        aria-label={messages.classmatesPanel.viewProfile(name)}
      >
        <Avatar imageUrl={person.user_image_url} firstName={person.first_name} lastName={person.last_name} size={48} />
        <span className={styles.text}>
          <Body1Strong>{name}</Body1Strong>
          {zone ? <Caption1 className={styles.zone}>{zone}</Caption1> : null}
        </span>
      </RouterLink>
    </section>
  );
}
