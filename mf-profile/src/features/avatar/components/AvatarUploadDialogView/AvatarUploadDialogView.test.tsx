import { fireEvent, render, screen } from '@testing-library/react';
import { avatarMessages as m } from '../../messages';
import { AvatarUploadDialog } from '../AvatarUploadDialog/AvatarUploadDialog';
// The dialog itself: AvatarUploadDialogView fetches it when first opened (a lazy chunk).
import {
  AvatarUploadDialog as AvatarUploadDialogView,
  type AvatarUploadDialogViewProps,
} from './AvatarUploadDialogPanel';

const PICTURE = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

function renderView(overrides: Partial<AvatarUploadDialogViewProps> = {}) {
  const props: AvatarUploadDialogViewProps = {
    open: true,
    chosenSrc: null,
    crop: { x: 0, y: 0 },
    zoom: 1,
    canRemove: false,
    onChooseFile: jest.fn(),
    onCropChange: jest.fn(),
    onZoomChange: jest.fn(),
    onCropComplete: jest.fn(),
    onRemove: jest.fn(),
    onCancel: jest.fn(),
    onSave: jest.fn(),
    ...overrides,
  };
  render(<AvatarUploadDialogView {...props} />);
  return props;
}

describe('AvatarUploadDialogView', () => {
  it('keeps Save disabled until a picture is chosen, and takes a dropped file', () => {
    const props = renderView();
    expect(screen.getByRole('dialog', { name: m.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.save })).toBeDisabled();
    expect(screen.getByRole('button', { name: m.remove })).toBeDisabled();
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    fireEvent.drop(screen.getByText(m.fileTypes).parentElement!, { dataTransfer: { files: [file] } });
    expect(props.onChooseFile).toHaveBeenCalledWith(file);
  });

  it('shows the picture to crop, with a zoom that + and - change', () => {
    const props = renderView({ chosenSrc: PICTURE, canRemove: true });
    expect(screen.getByRole('button', { name: m.save })).toBeEnabled();
    expect(screen.getByRole('slider', { name: m.zoom })).toHaveValue('1');
    // The crop area itself appears once the picture has loaded (not in jsdom; the e2e journey
    // drives it): keys pressed inside the crop reach the dialog's zoom handler.
    const picture = document.querySelector(`img[src="${PICTURE}"]`)!;
    fireEvent.keyDown(picture, { key: '+' });
    expect(props.onZoomChange).toHaveBeenLastCalledWith(1.1);
    fireEvent.keyDown(picture, { key: '-' });
    expect(props.onZoomChange).toHaveBeenLastCalledWith(1);
  });

  it('disables every button while saving and shows the upload error', () => {
    renderView({ chosenSrc: PICTURE, canRemove: true, saving: true, error: m.uploadError });
    for (const name of [m.remove, m.cancel, m.save]) expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.getByText('Error while uploading. Try again!')).toBeInTheDocument();
  });
});

describe('AvatarUploadDialog', () => {
  it('refuses a file that is not a picture before uploading anything', async () => {
    render(<AvatarUploadDialog open email="nia@cedar.test" imageUrl={null} onSaved={jest.fn()} onClose={jest.fn()} />);
    const input = await screen.findByTestId('avatar-file-input');
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText(m.notAPicture)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.save })).toBeDisabled();
  });
});
