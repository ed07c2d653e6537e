import { useEffect, useState } from 'react';
import { Button, Caption1, Skeleton, SkeletonItem, mergeClasses } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { Announcement } from '@cedar/shared/contract';
import { needsReadMore } from '@cedar/shared/domain';
import { RichTextView, TextSkeleton, uiMessages } from '@cedar/shared/ui';
import { DashboardPanel } from '../../../../components/DashboardPanel/DashboardPanel';
import { PanelError } from '../../../../components/PanelError/PanelError';
import { useDashboardCohort } from '../../../../lib/dashboard-cohort';
import { messages } from '../../../../messages';
import { useAnnouncements } from '../../api/get-announcements';
import { useCarousel } from '../../hooks/use-carousel';
import { useSeenAnnouncements } from '../../hooks/use-seen-announcements';
import { announcementByline } from '../../lib/byline';
import { useAnnouncementsCardStyles } from './AnnouncementsCard.styles';

const t = messages.announcements;

/** The announcements banner of the signed-in learner's cohort. */
export function Announcements() {
  const { cohortId, timeZone } = useDashboardCohort();
  const { data, isLoading, error, mutate } = useAnnouncements(cohortId);
  const shown = useSeenAnnouncements(cohortId);
  return (
    <AnnouncementsCard
      announcements={data}
      onShown={shown}
      isLoading={isLoading}
      failed={Boolean(error)}
      onRetry={() => void mutate()}
      timeZone={timeZone}
    />
  );
}

/** Props of AnnouncementsCard. */
export interface AnnouncementsCardProps {
  /** Undefined while loading or after a failed load. */
  announcements: Announcement[] | undefined;
  isLoading: boolean;
  /** The last call failed; with no announcements loaded before, the panel says so. */
  failed?: boolean;
  onRetry?(): void;
  timeZone: string;
  /** Rotation interval; the spec's 10 s unless a story slows it down. */
  rotationMs?: number;
  /** Called with each announcement the banner shows (the console counts who has seen it). */
  onShown?(announcementId: number): void;
}

/**
 * The announcements banner (§2): one at a time, Read More, arrows and dots; nothing when empty.
 * A failed call shows the panel's error with Retry (DECISIONS.md "Learner screens"): hiding the
 * banner would tell the learner there is no news.
 */
export function AnnouncementsCard(props: AnnouncementsCardProps) {
  const { announcements, isLoading, failed, onRetry, timeZone, rotationMs, onShown } = props;
  if (isLoading && !announcements) {
    return (
      <DashboardPanel title={t.title} busy>
        <AnnouncementSkeleton />
      </DashboardPanel>
    );
  }
  if (failed && !announcements && onRetry) {
    return (
      <DashboardPanel title={t.title}>
        <PanelError text={t.loadFailed} onRetry={onRetry} />
      </DashboardPanel>
    );
  }
  if (!announcements || announcements.length === 0) return null;
  return (
    <AnnouncementsCarousel
      announcements={announcements}
      timeZone={timeZone}
      rotationMs={rotationMs}
      onShown={onShown}
    />
  );
}

/**
 * The banner's shape while it loads: three lines of text and the footer row (byline, arrows),
 * so the panels under it do not move when the announcements arrive (a layout shift of the
 * whole dashboard otherwise).
 */
function AnnouncementSkeleton() {
  const styles = useAnnouncementsCardStyles();
  return (
    <>
      <div className={styles.bodyArea}>
        <TextSkeleton lines={3} />
      </div>
      <Skeleton aria-label={uiMessages.loading} className={styles.footer}>
        <SkeletonItem size={16} className={styles.bylineSkeleton} />
        <SkeletonItem size={32} className={styles.navSkeleton} />
      </Skeleton>
    </>
  );
}

function AnnouncementsCarousel({
  announcements,
  timeZone,
  rotationMs,
  onShown,
}: {
  announcements: Announcement[];
  timeZone: string;
  rotationMs?: number;
  onShown?(announcementId: number): void;
}) {
  const styles = useAnnouncementsCardStyles();
  const carousel = useCarousel(announcements.length, rotationMs);
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const announcement = announcements[carousel.index]!;
  const expanded = expandedId === announcement.id;
  const many = announcements.length > 1;
  // Shown means on screen: the one the carousel displays, as it displays it.
  useEffect(() => onShown?.(announcement.id), [announcement.id, onShown]);

  return (
    <div onClickCapture={carousel.stop}>
      <DashboardPanel title={t.title}>
        <div
          key={carousel.fadeKey}
          className={mergeClasses(styles.bodyArea, carousel.fadeKey > 0 && styles.fade)}
          aria-live={carousel.autoAdvance ? 'off' : 'polite'}
        >
          <RichTextView
            html={announcement.body}
            className={mergeClasses(styles.body, !expanded && needsReadMore(announcement.body) && styles.collapsed)}
          />
          {needsReadMore(announcement.body) ? (
            <Button
              appearance="transparent"
              className={styles.readMore}
              aria-expanded={expanded}
              onClick={() => setExpandedId(expanded ? null : announcement.id)}
            >
              {expanded ? t.readLess : t.readMore}
            </Button>
          ) : null}
        </div>
        <div className={styles.footer}>
          <Caption1 className={styles.byline}>{announcementByline(announcement, timeZone)}</Caption1>
          {many ? (
            <div className={styles.nav}>
              <Button
                appearance="subtle"
                icon={<ChevronLeftRegular />}
                aria-label={t.previous}
                disabled={carousel.index === 0}
                onClick={carousel.previous}
              />
              <ul className={styles.dots}>
                {announcements.map((item, i) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      className={mergeClasses(styles.dot, i === carousel.index && styles.dotCurrent)}
                      aria-label={t.goTo(i + 1, announcements.length)}
                      aria-current={i === carousel.index}
                      onClick={() => carousel.choose(i)}
                    />
                  </li>
                ))}
              </ul>
              <Button
                appearance="subtle"
                icon={<ChevronRightRegular />}
                aria-label={t.next}
                disabled={carousel.index === announcements.length - 1}
                onClick={carousel.next}
              />
            </div>
          ) : null}
        </div>
      </DashboardPanel>
    </div>
  );
}
