import { type ReactNode, useMemo, useState } from 'react';
import { Body1, Skeleton, SkeletonItem, Subtitle2 } from '@fluentui/react-components';
import { CalendarLtrRegular } from '@fluentui/react-icons';
import type { CalendarWithEvents, Recording } from '@cedar/shared/contract';
import { eventRecording } from '@cedar/shared/domain';
import { uiMessages } from '@cedar/shared/ui';
import { DashboardPanel } from '../../../../components/DashboardPanel/DashboardPanel';
import { PanelError } from '../../../../components/PanelError/PanelError';
import { Tabs } from '../../../../components/Tabs/Tabs';
import { messages } from '../../../../messages';
import { type CalendarTab, calendarDays, eventsOf, hasEvents } from '../../lib/calendar-days';
import { DayGroupList } from '../DayGroupList/DayGroupList';
import { EventRow } from '../EventRow/EventRow';
import { useClassesEventsViewStyles } from './ClassesEventsView.styles';

const t = messages.calendar;

/** Props of ClassesEventsView. */
export interface ClassesEventsViewProps {
  /** Undefined while loading or after a failed load. */
  calendars: CalendarWithEvents[] | undefined;
  isLoading: boolean;
  failed?: boolean;
  onRetry?(): void;
  recordings: Recording[];
  /** The 5-second clock every state and relative time is computed from. */
  now: Date;
  timeZone: string;
  /** Header actions (Subscribe to calendar). */
  actions?: ReactNode;
  initialTab?: CalendarTab;
}

function EventsSkeleton() {
  const styles = useClassesEventsViewStyles();
  return (
    <Skeleton aria-label={uiMessages.loading} className={styles.skeleton}>
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.skeletonRow}>
          <SkeletonItem size={36} />
          <SkeletonItem size={32} />
        </div>
      ))}
    </Skeleton>
  );
}

function TodayEmpty() {
  const styles = useClassesEventsViewStyles();
  return (
    <div className={styles.empty}>
      <CalendarLtrRegular className={styles.illustration} aria-hidden="true" />
      <Subtitle2 as="p">{t.todayEmptyTitle}</Subtitle2>
      <Body1 as="p" className={styles.emptyText}>
        {t.todayEmptyText}
      </Body1>
    </div>
  );
}

/** Classes & Events (§2): Recent, Today and Upcoming tabs of day groups, each event in its state. */
export function ClassesEventsView(props: ClassesEventsViewProps) {
  const { calendars, isLoading, failed, onRetry, recordings, now, timeZone, actions, initialTab = 'today' } = props;
  const styles = useClassesEventsViewStyles();
  const [tab, setTab] = useState<CalendarTab>(initialTab);
  const events = useMemo(() => eventsOf(calendars ?? []), [calendars]);
  const days = calendarDays(events, now, timeZone);
  const enabled = { recent: hasEvents(days.recent), today: true, upcoming: hasEvents(days.upcoming) };
  const shown: CalendarTab = enabled[tab] ? tab : 'today';
  const loadFailed = Boolean(failed) && !calendars;

  const renderEvent = (event: CalendarWithEvents['calendar_events'][number]) => (
    <EventRow
      key={event.id}
      event={event}
      now={now}
      timeZone={timeZone}
      recording={eventRecording(event, recordings, timeZone)}
    />
  );

  return (
    <DashboardPanel title={t.title} actions={actions} busy={isLoading && !calendars}>
      <Tabs
        tabs={[
          { value: 'recent', label: t.tabs.recent, disabled: !enabled.recent },
          { value: 'today', label: t.tabs.today },
          { value: 'upcoming', label: t.tabs.upcoming, disabled: !enabled.upcoming },
        ]}
        selected={shown}
        onSelect={setTab}
        panelClassName={styles.body}
      >
        {isLoading && !calendars ? (
          <EventsSkeleton />
        ) : loadFailed ? (
          // Nothing loaded: only the failure, not an empty day that is not known to be empty.
          onRetry ? (
            <PanelError text={t.loadFailed} onRetry={onRetry} />
          ) : null
        ) : shown === 'today' ? (
          days.today.events.length === 0 ? (
            <TodayEmpty />
          ) : (
            <DayGroupList key="today" groups={[days.today]} collapsible={false} renderEvent={renderEvent} />
          )
        ) : (
          <DayGroupList key={shown} groups={days[shown]} collapsible renderEvent={renderEvent} />
        )}
      </Tabs>
    </DashboardPanel>
  );
}
