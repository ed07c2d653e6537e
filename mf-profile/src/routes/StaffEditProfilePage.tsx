import { PagePlaceholder } from '../components/PagePlaceholder/PagePlaceholder';
import { messages } from '../messages';

/** The staff profile edit page. Not built yet: its title and a skeleton. */
export default function StaffEditProfilePage() {
  return <PagePlaceholder title={messages.staffEditProfilePage.title} />;
}
