import { PhotoPicker, blobToDataUrl, photoMessages } from '@ember/photo';
import { useState } from 'react';
import { useOnboarding } from '../../hooks/use-onboarding';

/** The photo (spec 1 §2.3, §5): compressed in the browser and kept until the submission. */
export function PhotoStep() {
  const { data, dispatch, actions } = useOnboarding();
  const [error, setError] = useState<string | null>(null);
  return (
    <PhotoPicker
      previewUrl={data.photoData}
      hint="A clear, recent photo of your face. You can change it later."
      error={error}
      onPhoto={async (photo) => {
        try {
          dispatch(actions.updated({ photoData: await blobToDataUrl(photo) }));
          setError(null);
        } catch {
          setError(photoMessages.processingFailed);
        }
      }}
    />
  );
}
