import { EditProfileWithAvatar } from './EditProfileWithAvatar';

/** /acp/staff/editprofile: the profile edit page inside the admin shell, for staff with admin access (§2.6). */
export default function StaffEditProfilePage() {
  return <EditProfileWithAvatar />;
}
