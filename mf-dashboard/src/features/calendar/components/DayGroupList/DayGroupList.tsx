import { type ReactNode, useState } from 'react';
import { Body1, Button, Subtitle2 } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { CalendarEvent } from '@cedar/shared/contract';
import { dayHeader } from '../../../../lib/dates';
import { messages } from '../../../../messages';
import type { DayGroup } from '../../lib/calendar-days';
import { useDayGroupListStyles } from './DayGroupList.styles';

const t = messages.calendar;

/** Props of DayGroupList. */
export interface DayGroupListProps {
  groups: DayGroup[];
  /** Recent and Upcoming collapse; Today is always expanded and has no Expand All (§2). */
  collapsible: boolean;
  renderEvent(event: CalendarEvent): ReactNode;
}

/** Day groups with a weekday-month-day header; the first starts expanded. */
export function DayGroupList({ groups, collapsible, renderEvent }: DayGroupListProps) {
  const styles = useDayGroupListStyles();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(groups.slice(0, 1).map((g) => g.dateKey)),
  );
  const isOpen = (key: string) => !collapsible || expanded.has(key);
  const allOpen = groups.every((g) => expanded.has(g.dateKey));
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div className={styles.root}>
      {collapsible ? (
        <Button
          appearance="subtle"
          size="small"
          className={styles.toggleAll}
          onClick={() => setExpanded(allOpen ? new Set() : new Set(groups.map((g) => g.dateKey)))}
        >
          {allOpen ? t.collapseAll : t.expandAll}
        </Button>
      ) : null}
      <ul className={styles.groups}>
        {groups.map((group) => {
          const open = isOpen(group.dateKey);
          const title = dayHeader(group.dateKey);
          return (
            <li key={group.dateKey}>
              {collapsible ? (
                <h3 className={styles.staticHeader}>
                  <Button
                    appearance="transparent"
                    className={styles.header}
                    icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
                    aria-expanded={open}
                    onClick={() => toggle(group.dateKey)}
                  >
                    {title}
                  </Button>
                </h3>
              ) : (
                <Subtitle2 as="h3" className={styles.staticHeader}>
                  {title}
                </Subtitle2>
              )}
              {open ? (
                group.events.length > 0 ? (
                  <ul className={styles.events} aria-label={title}>
                    {group.events.map(renderEvent)}
                  </ul>
                ) : (
                  <Body1 as="p" className={styles.empty}>
                    {t.dayEmpty}
                  </Body1>
                )
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
