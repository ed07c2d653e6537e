import { PagePlaceholder } from '../components/PagePlaceholder/PagePlaceholder';
import { messages } from '../messages';

/** The cohort directory. Not built yet: its title and a skeleton. */
export default function ConnectPage() {
  return <PagePlaceholder title={messages.connectPage.title} />;
}
