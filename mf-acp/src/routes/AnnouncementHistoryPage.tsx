import { PagePlaceholder } from '@cedar/shared/ui';
import { messages } from '../messages';

/** The announcement history. Not built yet: its title and a skeleton. */
export default function AnnouncementHistoryPage() {
  return <PagePlaceholder title={messages.announcementHistoryPage.title} />;
}
