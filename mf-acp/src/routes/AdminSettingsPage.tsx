import { PagePlaceholder } from '@cedar/shared/ui';
import { messages } from '../messages';

/** Cohort management. Not built yet: its title and a skeleton. */
export default function AdminSettingsPage() {
  return <PagePlaceholder title={messages.adminSettingsPage.title} />;
}
