import { useMemo, useState } from 'react';
import { Button, Caption1, Text, Title3 } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { messages } from '../../../../messages';
import { moment } from '@cedar/shared/dates';
import type { Video } from '../../../../lib/types';
import { daysWithRecordings, videosOnDay } from '../../lib/library';
import { VideoCard } from '../VideoCard/VideoCard';
import { dayLabel, monthCells, shiftMonth } from './calendar-grid';
import { useMonthCalendarStyles } from './MonthCalendar.styles';

/** Props of MonthCalendar. */
export interface MonthCalendarProps {
  videos: readonly Video[];
  now: number;
  timeZone: string;
}

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

/** Month calendar with a dot under days having recordings; choosing a day lists its recordings. */
export function MonthCalendar({ videos, now, timeZone }: MonthCalendarProps) {
  const styles = useMonthCalendarStyles();
  const t = messages.watchPage;
  const today = moment.tz(now, timeZone);
  const currentMonth = today.format('YYYY-MM');
  const [month, setMonth] = useState(currentMonth);
  const [selected, setSelected] = useState(today.format('YYYY-MM-DD'));
  const marked = useMemo(() => daysWithRecordings(videos, timeZone), [videos, timeZone]);
  const dayVideos = useMemo(() => videosOnDay(videos, selected, timeZone), [videos, selected, timeZone]);
  return (
    <section className={styles.root} aria-label={t.calendar}>
      <div className={styles.header}>
        <Button
          appearance="subtle"
          icon={<ChevronLeftRegular />}
          aria-label={t.previousMonth}
          onClick={() => setMonth(shiftMonth(month, -1))}
        />
        <Title3 as="h2" aria-live="polite">
          {moment.utc(`${month}-01`).format('MMMM YYYY')}
        </Title3>
        <Button
          appearance="subtle"
          icon={<ChevronRightRegular />}
          aria-label={t.nextMonth}
          disabled={month >= currentMonth}
          onClick={() => setMonth(shiftMonth(month, 1))}
        />
      </div>
      {/* A group of day buttons: the grid role would ask for rows and cells that arrow keys move through. */}
      <div className={styles.grid} role="group" aria-label={moment.utc(`${month}-01`).format('MMMM YYYY')}>
        {WEEKDAYS.map((d) => (
          <Caption1 key={d} className={styles.weekday} aria-hidden>
            {d}
          </Caption1>
        ))}
        {monthCells(month).map((cell, i) =>
          cell ? (
            <Button
              key={cell.key}
              className={styles.day}
              size="small"
              appearance={cell.key === selected ? 'primary' : 'subtle'}
              aria-label={`${dayLabel(cell.key)}${marked.has(cell.key) ? t.hasRecordings : ''}`}
              aria-pressed={cell.key === selected}
              onClick={() => setSelected(cell.key)}
            >
              {cell.day}
              <span
                className={marked.has(cell.key) ? styles.dot : styles.noDot}
                data-testid={marked.has(cell.key) ? 'day-dot' : undefined}
              />
            </Button>
          ) : (
            <span key={`blank-${i}`} />
          ),
        )}
      </div>
      {dayVideos.length > 0 ? (
        <ul className={styles.list} aria-label={dayLabel(selected)}>
          {dayVideos.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} now={now} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <Text>{t.emptyDay(dayLabel(selected))}</Text>
          <Caption1>{t.uploadDelay}</Caption1>
        </div>
      )}
    </section>
  );
}
