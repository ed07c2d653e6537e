import { Avatar, Body1, Button, Caption1, Link, Text, Title2 } from '@fluentui/react-components';
import type { StudySession, VideoInfo } from '@cedar/shared/contract';
import { classifyParticipants } from '@cedar/shared/domain';
import { EmptyState } from '@cedar/shared/ui';
import { overviewMessages as t } from '../../messages';
import { Loaded, PageButton, Panel, type PanelState, People, recordingDuration } from './OverviewParts';

export type { PanelState } from './OverviewParts';
import { useOverviewStyles as useStyles } from './OverviewView.styles';

/** The Support Requests panel's figures. */
export interface SupportSummary {
  open: number;
  awaitingReview: number;
  reopened: number;
  overdue: number;
  averageResponseTime: string;
  medianFirstResponseHours: number | null;
}

/** Props of OverviewView. */
export interface OverviewViewProps {
  /** Null: no cohort chosen ('Select a Cohort…'); the cohort then has no access: nothing. */
  cohortName: string | null;
  hasAccess: boolean;
  counts?: { learners: number; admins: number };
  /** Absent when the user may not triage in this cohort. */
  support?: PanelState<SupportSummary>;
  studySession: PanelState<{ hostId: string | null; zoomUrl: string | null; session: StudySession | null }>;
  latestVideo: PanelState<VideoInfo | null>;
  /** Coaches do not see Curate Video (§2.8). */
  canCurate: boolean;
  canSeeSettings: boolean;
  canSeePeople: boolean;
  /** Moves to a portal page without reloading it. */
  onNavigate(path: string): void;
  links: {
    triage: string;
    media(uuid: string): string;
    videoLibrary: string;
    settings: string;
    learners: string;
    releaseNotes: string;
    documentation: string;
    helpdesk: string;
  };
}

/** The cohort dashboard of §2.8. */
export function OverviewView(props: OverviewViewProps) {
  const styles = useStyles();
  const { links } = props;
  if (props.cohortName === null) return <EmptyState title={t.selectCohort} />;
  if (!props.hasAccess) return null;
  return (
    <div className={styles.root}>
      <header>
        <Title2 as="h1" className={styles.heading}>
          {props.cohortName}
        </Title2>
        {props.counts ? (
          <Body1 as="p" className={styles.muted}>
            {t.activeLearners(props.counts.learners)} · {t.admins(props.counts.admins)}
          </Body1>
        ) : null}
      </header>
      <div className={styles.grid}>
        {props.support ? (
          <Panel title={t.supportRequests}>
            <Loaded state={props.support}>
              {(s) => (
                <>
                  <div className={styles.stats}>
                    {[
                      [t.openRequests, s.open],
                      [t.awaitingReview, s.awaitingReview],
                      [t.reopened, s.reopened],
                    ].map(([label, n]) => (
                      <span key={label} className={styles.stat}>
                        <span className={styles.number}>{n}</span>
                        <Caption1>{label}</Caption1>
                      </span>
                    ))}
                    <span className={styles.stat}>
                      <span className={`${styles.number} ${s.overdue ? styles.overdue : ''}`}>{s.overdue}</span>
                      <Caption1>{t.overdue}</Caption1>
                    </span>
                  </div>
                  <Body1>
                    {t.averageResponseTime}: <strong>{s.averageResponseTime}</strong>
                  </Body1>
                  <Body1>
                    {t.medianFirstResponse}:{' '}
                    <strong>
                      {s.medianFirstResponseHours === null ? t.none : t.hours(s.medianFirstResponseHours)}
                    </strong>
                  </Body1>
                  <PageButton primary href={links.triage} onNavigate={props.onNavigate}>
                    {t.triageRequests}
                  </PageButton>
                </>
              )}
            </Loaded>
          </Panel>
        ) : null}
        <Panel title={t.studySession}>
          <Loaded state={props.studySession}>
            {({ hostId, zoomUrl, session }) => {
              const active = session ? Object.values(session.participants).filter((p) => !p.user_left) : [];
              if (!hostId && !zoomUrl) return <Body1>{t.noMeeting}</Body1>;
              if (!session || active.length === 0) {
                return zoomUrl ? (
                  <>
                    <Body1>{t.startPrompt}</Body1>
                    <Button as="a" href={zoomUrl} target="_blank" rel="noreferrer">
                      {t.openRoom}
                    </Button>
                  </>
                ) : (
                  <Body1>{t.noMeeting}</Body1>
                );
              }
              const { staff, learners } = classifyParticipants(active);
              const name = (p: (typeof active)[number]) => `${p.preferred_name || p.first_name} ${p.last_name}`.trim();
              return (
                <>
                  <People label={t.staff} names={staff.map(name)} max={3} />
                  <People label={t.learners} names={learners.map(name)} max={5} />
                  {zoomUrl ? (
                    <Button as="a" appearance="primary" href={zoomUrl} target="_blank" rel="noreferrer">
                      {t.joinNow}
                    </Button>
                  ) : null}
                </>
              );
            }}
          </Loaded>
        </Panel>
        <Panel title={t.latestVideo}>
          <Loaded state={props.latestVideo}>
            {(video) =>
              video ? (
                <>
                  <Link
                    href={links.media(video.uuid)}
                    aria-label={video.title ?? t.missingTitle}
                    onClick={(event) => {
                      event.preventDefault();
                      props.onNavigate(links.media(video.uuid));
                    }}
                  >
                    {video.thumbnail_cdn_url ? (
                      <img className={styles.thumb} src={video.thumbnail_cdn_url} alt="" />
                    ) : (
                      <Avatar name={video.title ?? t.missingTitle} shape="square" size={72} />
                    )}
                  </Link>
                  <Text weight="semibold">{video.title ?? t.missingTitle}</Text>
                  {recordingDuration(video) ? (
                    <Caption1>
                      {t.duration}: {recordingDuration(video)}
                    </Caption1>
                  ) : null}
                  {props.canCurate ? (
                    <PageButton href={links.videoLibrary} onNavigate={props.onNavigate}>
                      {t.curateVideo}
                    </PageButton>
                  ) : null}
                </>
              ) : (
                <Body1>{t.noVideos}</Body1>
              )
            }
          </Loaded>
        </Panel>
        {props.canSeeSettings ? (
          <Panel title={t.settings}>
            <Body1>{t.settingsText}</Body1>
            <PageButton href={links.settings} onNavigate={props.onNavigate}>
              {t.openSettings}
            </PageButton>
          </Panel>
        ) : null}
        {props.canSeePeople ? (
          <Panel title={t.people}>
            <Body1>{t.peopleText}</Body1>
            <PageButton href={links.learners} onNavigate={props.onNavigate}>
              {t.viewLearners}
            </PageButton>
          </Panel>
        ) : null}
        <Panel title={t.resources}>
          <div className={styles.links}>
            <Link href={links.releaseNotes} target="_blank" rel="noreferrer">
              {t.releaseNotes}
            </Link>
            <Link href={links.documentation} target="_blank" rel="noreferrer">
              {t.documentation}
            </Link>
            <Link href={links.helpdesk} target="_blank" rel="noreferrer">
              {t.helpdesk}
            </Link>
          </div>
        </Panel>
      </div>
    </div>
  );
}
