import { PagePlaceholder } from '../components/PagePlaceholder/PagePlaceholder';
import { messages } from '../messages';

/** The dashboard's classmates panel. Not built yet: its title and a skeleton. */
export default function ClassmatesPanel() {
  return <PagePlaceholder title={messages.classmatesPanel.title} headingLevel={2} />;
}
