import { PagePlaceholder } from '@cedar/shared/ui';
import { messages } from '../messages';

/** People management. Not built yet: its title and a skeleton. */
export default function PeoplePage() {
  return <PagePlaceholder title={messages.peoplePage.title} />;
}
