import { AnnouncementHistory } from '../features/announcements/components/AnnouncementHistory/AnnouncementHistory';

/** The announcement history at /acp/announcementHistory/ (§2.3). */
export default function AnnouncementHistoryPage() {
  return <AnnouncementHistory />;
}
