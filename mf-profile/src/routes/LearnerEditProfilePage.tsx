import { EditProfileWithAvatar } from './EditProfileWithAvatar';

/** /profile/learner/editprofile: the learner's own profile edit page (§2.6). */
export default function LearnerEditProfilePage() {
  return <EditProfileWithAvatar />;
}
