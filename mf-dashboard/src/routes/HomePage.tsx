import { PagePlaceholder } from '../components/PagePlaceholder/PagePlaceholder';
import { messages } from '../messages';

/** The learner home. Not built yet: its title and a skeleton. */
export default function HomePage() {
  return <PagePlaceholder title={messages.homePage.title} />;
}
