import { PagePlaceholder } from '@cedar/shared/ui';
import { messages } from '../messages';

/** The learner's profile edit page. Not built yet: its title and a skeleton. */
export default function LearnerEditProfilePage() {
  return <PagePlaceholder title={messages.learnerEditProfilePage.title} />;
}
