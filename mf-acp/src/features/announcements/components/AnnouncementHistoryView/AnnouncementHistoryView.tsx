import { Spinner, Title2 } from '@fluentui/react-components';
import type { StaffAnnouncement } from '@cedar/shared/contract';
import { announcementStatus } from '@cedar/shared/domain';
import { EmptyState, LoadError } from '@cedar/shared/ui';
import { announcementMessages as t } from '../../messages';
import type { AnnouncementFilters } from '../../lib/filters';
import { AnnouncementBlock } from '../AnnouncementBlock/AnnouncementBlock';
import { AnnouncementFiltersPane } from '../AnnouncementFiltersPane/AnnouncementFiltersPane';
import { useAnnouncementHistoryStyles } from './AnnouncementHistoryView.styles';

/** Props of AnnouncementHistoryView. */
export interface AnnouncementHistoryViewProps {
  state: 'loading' | 'error' | 'ready';
  /** The announcements the filters keep, in the chosen order. */
  announcements: StaffAnnouncement[];
  counts: { product: number; myself: number };
  filters: AnnouncementFilters;
  now: Date;
  zone: string;
  canEdit: boolean;
  canDelete: boolean;
  onFiltersChange(filters: AnnouncementFilters): void;
  onClear(): void;
  onRetry(): void;
  onEdit(announcement: StaffAnnouncement): void;
  onDelete(announcement: StaffAnnouncement): void;
}

/** The announcement history (§2.3): the left pane and the blocks with their status. */
export function AnnouncementHistoryView(props: AnnouncementHistoryViewProps) {
  const styles = useAnnouncementHistoryStyles();
  const { state, announcements, now, zone } = props;
  let main;
  if (state === 'loading') main = <Spinner label={t.title} labelPosition="below" />;
  else if (state === 'error') main = <LoadError text={t.loadFailed} onRetry={props.onRetry} />;
  else if (announcements.length === 0) main = <EmptyState title={t.empty} />;
  else
    main = (
      <ul className={styles.list}>
        {announcements.map((a) => (
          <li key={a.id}>
            <AnnouncementBlock
              announcement={a}
              status={announcementStatus(a, now)}
              zone={zone}
              canEdit={props.canEdit}
              canDelete={props.canDelete}
              onEdit={props.onEdit}
              onDelete={props.onDelete}
            />
          </li>
        ))}
      </ul>
    );
  return (
    <section className={styles.page} aria-labelledby="announcement-history-title">
      <Title2 id="announcement-history-title" as="h1" className={styles.title}>
        {t.title}
      </Title2>
      <div className={styles.layout}>
        <AnnouncementFiltersPane
          filters={props.filters}
          counts={props.counts}
          onChange={props.onFiltersChange}
          onClear={props.onClear}
        />
        <div className={styles.main} aria-busy={state === 'loading'}>
          {main}
        </div>
      </div>
    </section>
  );
}
