import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { avatarMessages as m } from '../../messages';
import { AvatarUploadDialog } from '../AvatarUploadDialog/AvatarUploadDialog';

/** Props of AvatarEditor. */
export interface AvatarEditorProps {
  email: string;
  imageUrl: string | null;
  onSaved: (url: string | null) => void;
}

/** The avatar's edit button and the upload dialog it opens (onboarding step 3, the edit page). */
export function AvatarEditor({ email, imageUrl, onSaved }: AvatarEditorProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<EditRegular />} onClick={() => setOpen(true)}>
        {m.edit}
      </Button>
      <AvatarUploadDialog
        open={open}
        email={email}
        imageUrl={imageUrl}
        onSaved={onSaved}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
