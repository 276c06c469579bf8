import { useState } from 'react';
import { useReplaceProfilePhotoMutation } from '@ember/api-client';
import { PhotoPicker } from '@ember/photo';
import { Modal } from '@ember/ui';
import { settingsMessages } from '../model/save-error';

/** The photo upload modal (spec 1 §2.5): pick, compress, preview, upload. */
export function PhotoUploadModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [upload, uploading] = useReplaceProfilePhotoMutation();
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function choose(chosen: Blob) {
    setPhoto(chosen);
    if (preview) URL.revokeObjectURL(preview);
    setPreview(URL.createObjectURL(chosen));
  }

  function close() {
    setPhoto(null);
    if (preview) URL.revokeObjectURL(preview);
    setPreview(null);
    setError(null);
    onClose();
  }

  async function save() {
    if (!photo) return;
    setError(null);
    try {
      await upload(photo).unwrap();
      close();
    } catch (failure) {
      console.error('photo upload failed', failure);
      setError(settingsMessages.photoFailed);
    }
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title="your photo"
      primaryAction={{ label: 'save photo', onClick: save, disabled: !photo, loading: uploading.isLoading }}
    >
      <PhotoPicker
        previewUrl={preview}
        onPhoto={choose}
        busy={uploading.isLoading}
        error={error}
        hint="A clear, recent photo of your face."
      />
    </Modal>
  );
}
