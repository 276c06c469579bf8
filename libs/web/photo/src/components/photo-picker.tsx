import { type ChangeEvent, useId, useState } from 'react';
import { Alert } from '@ember/ui';
import { browserCodec } from '../model/browser-codec';
import { compressPhoto, isImageFile } from '../model/compress-photo';
import { PhotoProcessingError, photoMessages } from '../model/photo-messages';
import styles from './photo-picker.module.css';

export interface PhotoPickerProps {
  /** The photo chosen so far, as a URL the page can show (data or object URL). */
  previewUrl: string | null;
  /** A compressed JPEG (or an untouched HEIC the api converts) is ready. */
  onPhoto: (photo: Blob) => void;
  label?: string;
  /** Shown under the picture: what the photo is for. */
  hint?: string;
  /** An error from outside (the upload), shown like the picker's own. */
  error?: string | null;
  busy?: boolean;
}

/**
 * Choosing a photo: a large, labelled target that opens the camera roll, a preview of the result,
 * progress while the image is compressed and the spec's messages when it cannot be (spec 1 §5).
 */
export function PhotoPicker({ previewUrl, onPhoto, label = 'choose a photo', hint, error, busy }: PhotoPickerProps) {
  const inputId = useId();
  const errorId = useId();
  const [processing, setProcessing] = useState(false);
  const [ownError, setOwnError] = useState<string | null>(null);
  // The picker's own complaint is about the file just chosen; it comes first.
  const shown = ownError ?? error ?? null;
  const working = processing || Boolean(busy);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file chosen again must fire change again.
    event.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      setOwnError(photoMessages.notAnImage);
      return;
    }
    setOwnError(null);
    setProcessing(true);
    try {
      onPhoto(await compressPhoto(file, browserCodec));
    } catch (failure) {
      console.error(failure instanceof PhotoProcessingError ? failure.message : failure);
      setOwnError(photoMessages.processingFailed);
    } finally {
      setProcessing(false);
    }
  }

  return (
    <div className={styles.picker}>
      <label
        htmlFor={inputId}
        className={[styles.target, previewUrl ? styles.hasPhoto : ''].filter(Boolean).join(' ')}
        aria-busy={working || undefined}
      >
        {previewUrl ? (
          <img className={styles.preview} src={previewUrl} alt="Your photo" />
        ) : (
          <span className={styles.empty} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="40" height="40" fill="none" stroke="currentColor" strokeWidth="1.6">
              <path d="M4 8.5A2.5 2.5 0 0 1 6.5 6h1.6l1.4-2h5l1.4 2h1.6A2.5 2.5 0 0 1 20 8.5v9a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 4 17.5v-9Z" />
              <circle cx="12" cy="13" r="3.5" />
            </svg>
          </span>
        )}
        <span className={styles.action}>{previewUrl ? 'choose another photo' : label}</span>
        {working && (
          <span className={styles.working}>
            <span className={styles.spinner} aria-hidden="true" />
          </span>
        )}
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept="image/*,.heic,.heif"
        onChange={choose}
        disabled={working}
        aria-describedby={shown ? errorId : undefined}
        aria-invalid={shown ? true : undefined}
      />
      <p className={styles.status} role="status" aria-live="polite">
        {processing ? 'preparing your photo…' : busy ? 'uploading your photo…' : ''}
      </p>
      {hint && !shown && <p className={styles.hint}>{hint}</p>}
      {shown && <Alert id={errorId}>{shown}</Alert>}
    </div>
  );
}
