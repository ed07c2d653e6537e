import { PagePlaceholder } from '../components/PagePlaceholder/PagePlaceholder';
import { messages } from '../messages';

/** One recorded session. Not built yet: its title and a skeleton. */
export default function VideoPage() {
  return <PagePlaceholder title={messages.videoPage.title} />;
}
