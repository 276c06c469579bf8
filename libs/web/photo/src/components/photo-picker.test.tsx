import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhotoPicker } from './photo-picker';

describe('PhotoPicker', () => {
  it('refuses a file that is not an image with the spec message, sending nothing', async () => {
    const onPhoto = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    render(<PhotoPicker previewUrl={null} onPhoto={onPhoto} />);
    await user.upload(
      screen.getByLabelText('choose a photo'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('please upload an image file (jpg, png, heic, etc.)');
    expect(onPhoto).not.toHaveBeenCalled();
  });

  it('announces that an image is being prepared while it is compressed', async () => {
    const onPhoto = vi.fn();
    const user = userEvent.setup();
    render(<PhotoPicker previewUrl={null} onPhoto={onPhoto} />);
    await user.upload(screen.getByLabelText('choose a photo'), new File(['pixels'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('preparing your photo…')).toBeInTheDocument();
    expect(screen.getByLabelText('choose a photo')).toBeDisabled();
  });

  it('shows the chosen photo and offers another', () => {
    render(
      <PhotoPicker
        previewUrl="data:image/jpeg;base64,AAAA"
        onPhoto={vi.fn()}
        error="failed to upload photo. please try again."
      />,
    );
    expect(screen.getByRole('img', { name: 'Your photo' })).toBeInTheDocument();
    expect(screen.getByLabelText('choose another photo')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('failed to upload photo. please try again.');
  });
});
