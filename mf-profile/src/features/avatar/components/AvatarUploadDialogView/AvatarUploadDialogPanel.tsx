import { useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Slider,
  Spinner,
  Text,
  mergeClasses,
} from '@fluentui/react-components';
import { ImageAddRegular } from '@fluentui/react-icons';
import { ZOOM, type PixelCrop, zoomForKey } from '../../lib/crop';
import { avatarMessages as m } from '../../messages';
import { useAvatarUploadDialogViewStyles } from './AvatarUploadDialogView.styles';

/** Props of AvatarUploadDialogView. */
export interface AvatarUploadDialogViewProps {
  open: boolean;
  /** The chosen picture (an object URL), or null before one is chosen. */
  chosenSrc: string | null;
  crop: Point;
  zoom: number;
  saving?: boolean;
  /** A message under the crop: the upload failed, or the file was refused before it. */
  error?: string | null;
  /** Remove is offered when there is a chosen or a current picture. */
  canRemove: boolean;
  onChooseFile: (file: File) => void;
  onCropChange: (crop: Point) => void;
  onZoomChange: (zoom: number) => void;
  onCropComplete: (pixels: PixelCrop) => void;
  onRemove: () => void;
  onCancel: () => void;
  onSave: () => void;
}

/**
 * 'Upload a new avatar' (§2.6): drag or click to choose, a square crop with grid lines (drag or
 * arrow keys move it, + and - zoom), Remove, Cancel and Save. Save waits for a picture; every
 * button waits while saving.
 */
export function AvatarUploadDialog(props: AvatarUploadDialogViewProps) {
  const { open, chosenSrc, crop, zoom, saving = false, error, canRemove } = props;
  const styles = useAvatarUploadDialogViewStyles();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const choose = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file) props.onChooseFile(file);
  };
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !saving && props.onCancel()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{m.title}</DialogTitle>
          <DialogContent className={styles.content}>
            <input
              ref={input}
              className={styles.hiddenInput}
              type="file"
              accept="image/*"
              tabIndex={-1}
              aria-hidden="true"
              data-testid="avatar-file-input"
              onChange={(event) => {
                choose(event.target.files);
                event.target.value = '';
              }}
            />
            {chosenSrc ? (
              <>
                <div
                  className={styles.cropper}
                  onKeyDown={(event) => {
                    const next = zoomForKey(event.key, zoom);
                    if (next === null) return;
                    event.preventDefault();
                    props.onZoomChange(next);
                  }}
                >
                  <Cropper
                    image={chosenSrc}
                    crop={crop}
                    zoom={zoom}
                    minZoom={ZOOM.min}
                    maxZoom={ZOOM.max}
                    aspect={1}
                    showGrid
                    keyboardStep={10}
                    cropperProps={{ tabIndex: 0, role: 'group', 'aria-label': m.cropArea }}
                    mediaProps={{ alt: '' } as never}
                    onCropChange={props.onCropChange}
                    onZoomChange={props.onZoomChange}
                    onCropComplete={(_: Area, pixels: Area) => props.onCropComplete(pixels)}
                  />
                </div>
                <Field label={m.zoom} className={styles.zoom}>
                  <Slider
                    min={ZOOM.min}
                    max={ZOOM.max}
                    step={ZOOM.step}
                    value={zoom}
                    disabled={saving}
                    onChange={(_, data) => props.onZoomChange(data.value)}
                  />
                </Field>
              </>
            ) : (
              <div
                className={mergeClasses(styles.dropZone, dragging && styles.dropZoneActive)}
                onDragOver={(event) => {
                  event.preventDefault();
                  setDragging(true);
                }}
                onDragLeave={() => setDragging(false)}
                onDrop={(event) => {
                  event.preventDefault();
                  setDragging(false);
                  choose(event.dataTransfer?.files);
                }}
                onClick={() => input.current?.click()}
              >
                <ImageAddRegular fontSize={40} aria-hidden="true" />
                <Button
                  appearance="transparent"
                  onClick={(event) => {
                    event.stopPropagation();
                    input.current?.click();
                  }}
                >
                  {dragging ? m.dropZoneActive : m.dropZone}
                </Button>
                <Text size={200}>{m.fileTypes}</Text>
              </div>
            )}
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions fluid className={styles.actions}>
            <Button className={styles.remove} disabled={saving || !canRemove} onClick={props.onRemove}>
              {m.remove}
            </Button>
            <Button disabled={saving} onClick={props.onCancel}>
              {m.cancel}
            </Button>
            <Button
              appearance="primary"
              disabled={saving || !chosenSrc}
              icon={saving ? <Spinner size="tiny" aria-label={m.saving} /> : undefined}
              onClick={props.onSave}
            >
              {m.save}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
