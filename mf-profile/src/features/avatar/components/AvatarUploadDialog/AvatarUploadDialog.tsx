import { useEffect, useState } from 'react';
import type { Point } from 'react-easy-crop';
import { saveAvatarUrl, uploadAvatar } from '../../api/upload-avatar';
import { AVATAR_MAX_FILE_BYTES, type PixelCrop, cropToJpeg } from '../../lib/crop';
import { avatarMessages as m } from '../../messages';
import { AvatarUploadDialogView } from '../AvatarUploadDialogView/AvatarUploadDialogView';

/** Props of AvatarUploadDialog. */
export interface AvatarUploadDialogProps {
  open: boolean;
  /** Whose picture: the signed-in user's e-mail. */
  email: string;
  /** The current picture's address, or null. */
  imageUrl: string | null;
  /** Called with the new address (null once removed) after the server saved it. */
  onSaved: (url: string | null) => void;
  onClose: () => void;
}

/**
 * The avatar dialog with its calls (§4.3): crop in the browser to 260 x 260 JPEG, upload, save
 * the address as the user's picture. The server decodes and re-encodes whatever arrives.
 */
export function AvatarUploadDialog({ open, email, imageUrl, onSaved, onClose }: AvatarUploadDialogProps) {
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [pixels, setPixels] = useState<PixelCrop | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);

  const reset = () => {
    setSrc(null);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setPixels(null);
    setError(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const run = async (work: () => Promise<string | null>) => {
    setSaving(true);
    setError(null);
    try {
      const url = await work();
      setSaving(false);
      onSaved(url);
      close();
    } catch {
      setSaving(false);
      setError(m.uploadError);
    }
  };

  return (
    <AvatarUploadDialogView
      open={open}
      chosenSrc={src}
      crop={crop}
      zoom={zoom}
      saving={saving}
      error={error}
      canRemove={src !== null || imageUrl !== null}
      onChooseFile={(file) => {
        if (!file.type.startsWith('image/')) return setError(m.notAPicture);
        if (file.size > AVATAR_MAX_FILE_BYTES) return setError(m.tooLarge);
        reset();
        setSrc(URL.createObjectURL(file));
      }}
      onCropChange={setCrop}
      onZoomChange={setZoom}
      onCropComplete={setPixels}
      onRemove={() => (src ? reset() : void run(async () => (await saveAvatarUrl(email, null), null)))}
      onCancel={close}
      onSave={() => src && pixels && void run(async () => uploadAvatar(email, await cropToJpeg(src, pixels)))}
    />
  );
}
