import { Badge, Button, Card, Text } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { StaffAnnouncement } from '@cedar/shared/contract';
import { type AnnouncementStatus, brand } from '@cedar/shared/domain';
import { moment } from '@cedar/shared/dates';
import { RichTextView } from '@cedar/shared/ui';
import { announcementMessages as t } from '../../messages';
import { audienceLabel } from '../../lib/audience';
import { useAnnouncementBlockStyles } from './AnnouncementBlock.styles';

/** Props of AnnouncementBlock. */
export interface AnnouncementBlockProps {
  announcement: StaffAnnouncement;
  status: AnnouncementStatus;
  /** The display zone (the user's profile zone). */
  zone: string;
  canEdit: boolean;
  canDelete: boolean;
  onEdit(announcement: StaffAnnouncement): void;
  onDelete(announcement: StaffAnnouncement): void;
}

const STATUS_COLOUR = { Queued: 'warning', Active: 'success', Expired: 'subtle' } as const;

/** The byline: the product's name, or the author's. */
export function bylineOf(a: StaffAnnouncement): string {
  if (a.post_as !== 'myself' || !a.author_mk_user) return `${brand.productName} Academy`;
  const { preferred_name, first_name, last_name } = a.author_mk_user;
  return `${preferred_name || first_name} ${last_name}`.trim();
}

/** One announcement of the history with its computed status; edit and delete hidden once Expired (§4). */
export function AnnouncementBlock(props: AnnouncementBlockProps) {
  const { announcement: a, status, zone, canEdit, canDelete } = props;
  const styles = useAnnouncementBlockStyles();
  const when = (iso: string) => moment.tz(iso, zone).format('MMM D, YYYY h:mm A z');
  const open = status !== 'Expired';
  return (
    <Card className={styles.card} appearance="filled-alternative">
      <div className={styles.header}>
        <Badge appearance="tint" color={STATUS_COLOUR[status]} aria-label={`${t.statusLabel}: ${status}`}>
          {status}
        </Badge>
        <Text weight="semibold">{audienceLabel(a)}</Text>
        <Text size={200} className={styles.muted}>
          {t.seenBy(a.seen_learners, a.reach_learners)}
        </Text>
        <span className={styles.actions}>
          {open && canEdit ? (
            <Button appearance="subtle" icon={<EditRegular />} onClick={() => props.onEdit(a)}>
              {t.edit}
            </Button>
          ) : null}
          {open && canDelete ? (
            <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => props.onDelete(a)}>
              {t.delete}
            </Button>
          ) : null}
        </span>
      </div>
      <RichTextView html={a.body} className={styles.body} />
      <div className={styles.meta}>
        <Text size={200}>{t.postedBy(bylineOf(a))}</Text>
        <Text size={200}>
          {t.schedule}: {when(a.post_schedule)}
        </Text>
        {a.post_expiration ? (
          <Text size={200}>
            {t.expires}: {when(a.post_expiration)}
          </Text>
        ) : null}
      </div>
    </Card>
  );
}
