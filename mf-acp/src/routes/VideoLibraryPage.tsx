import { PagePlaceholder } from '@cedar/shared/ui';
import { messages } from '../messages';

/** The admin video library. Not built yet: its title and a skeleton. */
export default function VideoLibraryPage() {
  return <PagePlaceholder title={messages.videoLibraryPage.title} />;
}
