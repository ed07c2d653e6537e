import { PagePlaceholder } from '../components/PagePlaceholder/PagePlaceholder';
import { messages } from '../messages';

/** Cohort settings. Not built yet: its title and a skeleton. */
export default function CohortSettingsPage() {
  return <PagePlaceholder title={messages.cohortSettingsPage.title} />;
}
