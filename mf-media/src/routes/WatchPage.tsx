import { PagePlaceholder } from '../components/PagePlaceholder/PagePlaceholder';
import { messages } from '../messages';

/** The video library. Not built yet: its title and a skeleton. */
export default function WatchPage() {
  return <PagePlaceholder title={messages.watchPage.title} />;
}
