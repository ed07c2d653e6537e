import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ownProfileKey } from '../api/profile-reads';
import { AvatarUploadDialog } from '../features/avatar/components/AvatarUploadDialog/AvatarUploadDialog';
import { EditProfileScreen } from '../features/edit-profile/components/EditProfileScreen/EditProfileScreen';
import { useProfileToEdit } from '../features/edit-profile/hooks/use-profile-to-edit';

/**
 * The owner's edit page with its avatar button opening 'Upload a new avatar' (§2.6); a saved
 * picture refreshes the stored record, so the header shows it at once.
 */
export function EditProfileWithAvatar() {
  const [open, setOpen] = useState(false);
  const { email, data } = useProfileToEdit();
  const { mutate } = useSWRConfig();
  return (
    <>
      <EditProfileScreen onEditAvatar={() => setOpen(true)} />
      {email && (
        <AvatarUploadDialog
          open={open}
          email={email}
          imageUrl={data?.user_image_url ?? null}
          onSaved={() => void mutate(ownProfileKey(email))}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
