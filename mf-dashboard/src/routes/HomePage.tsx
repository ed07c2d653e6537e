import type { ReactNode } from 'react';
import { useIsSmallScreen } from '@cedar/shared/ui';
import { Announcements } from '../features/announcements/components/AnnouncementsCard/AnnouncementsCard';
import { ClassesEvents } from '../features/calendar/components/ClassesEvents/ClassesEvents';
import { MyCourses } from '../features/courses/components/MyCourses/MyCourses';
import { LaunchpadSection } from '../features/launchpad/components/LaunchpadPanel/LaunchpadPanel';
import { OnlineTools } from '../features/online-tools/components/OnlineToolsPanel/OnlineToolsPanel';
import { ProfileCompletionPrompt } from '../features/profile-completion/components/ProfileCompletionModal/ProfileCompletionModal';
import { Support } from '../features/support/components/Support/Support';
import { TravelZoneNotice } from '../features/travel-zone/components/TravelZoneNotice/TravelZoneNotice';
import { RemoteWidget } from '../components/RemoteWidget/RemoteWidget';
import { useDashboardCohort } from '../lib/dashboard-cohort';
import { messages } from '../messages';
import { useHomePageStyles } from './HomePage.styles';
import { preloadPanelReads } from './panel-reads';
import { useDashboardLoaded } from './use-dashboard-loaded';

// The panels' reads start when this code arrives, not once the page has rendered.
preloadPanelReads();

/**
 * The learner home (§2, at / and /help): announcements on top; on desktop a left column of
 * Online Tools, the Study Session card and Support, and a right column of the courses panel
 * and Classes & Events; on small screens one column in the spec's order.
 */
export default function HomePage() {
  const styles = useHomePageStyles();
  const small = useIsSmallScreen();
  const cohort = useDashboardCohort();
  const { cohortId, isPrestart, user } = cohort;
  // A prestart cohort's Study Session card is titled Classmates (DECISIONS.md) and the
  // Classmates panel, titled Your Cohort (ADR 0012), joins it; the widgets come from mf-connect
  // through federation.
  const widgetCount = isPrestart ? 2 : 1;
  const { loaded, widgetSettled } = useDashboardLoaded(cohort, widgetCount);

  const study: ReactNode = (
    <>
      <RemoteWidget
        remote="connect"
        exposed="StudySessionCard"
        title={isPrestart ? messages.widgets.classmates : messages.widgets.studySession}
        props={{ cohortId, prestart: isPrestart }}
        onSettled={() => widgetSettled('StudySessionCard')}
      />
      {isPrestart ? (
        <RemoteWidget
          remote="connect"
          exposed="ClassmatesPanel"
          title={messages.widgets.classmatesPanel}
          props={{ cohortId }}
          onSettled={() => widgetSettled('ClassmatesPanel')}
        />
      ) : null}
    </>
  );
  const courses = isPrestart ? <LaunchpadSection /> : <MyCourses />;

  return (
    <div className={styles.page} data-dashboard-loaded={loaded}>
      <h1 className={styles.heading}>{messages.homePage.title}</h1>
      <TravelZoneNotice />
      <Announcements />
      {small ? (
        <div className={styles.column}>
          <OnlineTools />
          {courses}
          <ClassesEvents />
          {study}
          <Support />
        </div>
      ) : (
        <div className={styles.columns}>
          <div className={styles.column}>
            <OnlineTools />
            {study}
            <Support />
          </div>
          <div className={styles.column}>
            {courses}
            <ClassesEvents />
          </div>
        </div>
      )}
      <ProfileCompletionPrompt ready={loaded} profileUpdatedDate={user?.user_profile_updated_date} />
    </div>
  );
}
