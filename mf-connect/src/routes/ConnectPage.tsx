import { PagePlaceholder } from '@cedar/shared/ui';
import { messages } from '../messages';

/** The cohort directory. Not built yet: its title and a skeleton. */
export default function ConnectPage() {
  return <PagePlaceholder title={messages.connectPage.title} />;
}
