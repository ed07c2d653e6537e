import { PagePlaceholder } from '../components/PagePlaceholder/PagePlaceholder';
import { messages } from '../messages';

/** The announcement history. Not built yet: its title and a skeleton. */
export default function AnnouncementHistoryPage() {
  return <PagePlaceholder title={messages.announcementHistoryPage.title} />;
}
