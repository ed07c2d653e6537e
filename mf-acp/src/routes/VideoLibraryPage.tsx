import { PagePlaceholder } from '../components/PagePlaceholder/PagePlaceholder';
import { messages } from '../messages';

/** The admin video library. Not built yet: its title and a skeleton. */
export default function VideoLibraryPage() {
  return <PagePlaceholder title={messages.videoLibraryPage.title} />;
}
