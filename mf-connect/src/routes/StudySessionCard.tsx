import { PagePlaceholder } from '../components/PagePlaceholder/PagePlaceholder';
import { messages } from '../messages';

/** The dashboard's study session card. Not built yet: its title and a skeleton. */
export default function StudySessionCard() {
  return <PagePlaceholder title={messages.studySessionCard.title} headingLevel={2} />;
}
