import { PagePlaceholder } from '@cedar/shared/ui';
import { messages } from '../messages';

/** The staff profile edit page. Not built yet: its title and a skeleton. */
export default function StaffEditProfilePage() {
  return <PagePlaceholder title={messages.staffEditProfilePage.title} />;
}
