import { PagePlaceholder } from '@cedar/shared/ui';
import { messages } from '../messages';

/** Cohort settings. Not built yet: its title and a skeleton. */
export default function CohortSettingsPage() {
  return <PagePlaceholder title={messages.cohortSettingsPage.title} />;
}
