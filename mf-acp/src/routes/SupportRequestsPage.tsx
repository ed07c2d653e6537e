import { PagePlaceholder } from '@cedar/shared/ui';
import { messages } from '../messages';

/** The support request list. Not built yet: its title and a skeleton. */
export default function SupportRequestsPage() {
  return <PagePlaceholder title={messages.supportRequestsPage.title} />;
}
