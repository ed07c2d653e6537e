import { Text } from '@fluentui/react-components';
import { moment } from '@cedar/shared/dates';
import { RichTextView } from '@cedar/shared/ui';
import { announcementMessages as t } from '../../messages';
import { type AnnouncementForm, fromLocalInput } from '../../lib/announcement-form';
import { useAnnouncementFormStyles } from './AnnouncementFormModalView.styles';

/** Props of AnnouncementPreview. */
export interface AnnouncementPreviewProps {
  form: AnnouncementForm;
  zone: string;
  byline: string;
  audienceText: string;
  reach: { learners: number; cohorts: number } | null;
}

/** The preview step: the announcement as learners will read it, its audience, times and reach. */
export function AnnouncementPreview({ form, zone, byline, audienceText, reach }: AnnouncementPreviewProps) {
  const styles = useAnnouncementFormStyles();
  const when = (value: string) => {
    const at = fromLocalInput(value, zone);
    return at ? moment.tz(at, zone).format('MMM D, YYYY h:mm A z') : '';
  };
  return (
    <>
      <div className={styles.preview}>
        <RichTextView html={form.body} />
        <Text size={200}>{t.postedBy(byline)}</Text>
      </div>
      <dl className={styles.facts}>
        <dt>{t.audience}</dt>
        <dd>{audienceText}</dd>
        <dt>{t.schedule}</dt>
        <dd>{form.when === 'now' ? t.now : when(form.schedule)}</dd>
        <dt>{t.expires}</dt>
        <dd>{when(form.expiry)}</dd>
      </dl>
      {reach ? <Text role="status">{t.reachPreview(reach.learners, reach.cohorts)}</Text> : null}
    </>
  );
}
