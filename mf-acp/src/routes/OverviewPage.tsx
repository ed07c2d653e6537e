import { PagePlaceholder } from '@cedar/shared/ui';
import { messages } from '../messages';

/** The admin overview of the current cohort. Not built yet: its title and a skeleton. */
export default function OverviewPage() {
  return <PagePlaceholder title={messages.overviewPage.title} />;
}
