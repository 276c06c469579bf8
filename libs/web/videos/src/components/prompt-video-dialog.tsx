import { type ChangeEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { MyVideo, VideoPrompt } from '@ember/api-client';
import { Button, Modal, buttonClassName } from '@ember/ui';
import { useVideoWork } from '../hooks/use-video-work';
import type { MediaPlatform } from '../model/camera-recorder';
import { isProcessing } from '../model/video-slots';
import { SlotVideoView } from './slot-video-view';
import { type RecorderOutcome, VideoRecorder } from './video-recorder';
import { VideoWorkStatus } from './video-work-status';
import styles from './prompt-video-dialog.module.css';

export type PromptDialogState = 'not-taken' | 'taken' | 'uploading';

export interface PromptVideoDialogProps {
  prompt: VideoPrompt;
  /** The video holding the prompt's slot: it may answer another prompt of the same type. */
  video: MyVideo | undefined;
  /** The title of the prompt that video answers, when it is another one. */
  answeredPromptTitle?: string;
  open: boolean;
  onClose: () => void;
  /** The camera for the recorder; the browser's by default. */
  recorderPlatform?: MediaPlatform | null;
}

const cameraFailures = new Set<RecorderOutcome['reason']>(['camera-unavailable', 'no-video-track', 'recorder-failed']);

/**
 * The prompt dialog (spec 1 §2.8): not taken (take a video, or upload a file), taken (the video with
 * retake, upload and delete; delete asks first) and uploading (the percentage). Taking a video opens
 * the full-screen recorder; its recording is uploaded when the member chooses upload there.
 */
export function PromptVideoDialog({
  prompt,
  video,
  answeredPromptTitle,
  open,
  onClose,
  recorderPlatform,
}: PromptVideoDialogProps) {
  const { work, busy, upload, remove, dismissAlert } = useVideoWork();
  const [recording, setRecording] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  // Kept so a failed upload (or failed processing) can be tried again without recording anew.
  const [lastSent, setLastSent] = useState<{ blob: Blob; fileName: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const askedToDelete = useRef(false);

  // The question replaces the button that asked it: focus follows, and comes back after.
  useEffect(() => {
    if (confirmingDelete) keepButton.current?.focus();
    else if (askedToDelete.current) deleteButton.current?.focus();
    askedToDelete.current = confirmingDelete;
  }, [confirmingDelete]);

  const target = { promptId: prompt.id, promptType: prompt.type };
  const sameSlot =
    work.target !== null &&
    work.target.promptType === prompt.type &&
    (prompt.type !== 'daily' || work.target.promptId === prompt.id);
  const state: PromptDialogState =
    busy && work.kind === 'upload' && sameSlot ? 'uploading' : video ? 'taken' : 'not-taken';

  const send = useCallback(
    (blob: Blob, fileName: string) => {
      setNote(null);
      setConfirmingDelete(false);
      setLastSent({ blob, fileName });
      void upload({ video: blob, fileName, promptId: prompt.id, promptType: prompt.type });
    },
    [upload, prompt.id, prompt.type],
  );

  const onRecorderClosed = useCallback(
    (outcome: RecorderOutcome) => {
      setRecording(false);
      if (outcome.recording) send(outcome.recording.blob, outcome.recording.fileName);
      else if (cameraFailures.has(outcome.reason)) {
        setNote('We could not use your camera. Check that this site may use it, or upload a video file instead.');
      }
    },
    [send],
  );

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Spec 1 §5: an empty video is not uploaded.
    if (file.size === 0) {
      console.warn('The chosen video file is empty; nothing was uploaded.');
      setNote('That file is empty. Choose another video.');
      return;
    }
    send(file, file.name);
  }

  async function confirmDelete() {
    if (!video) return;
    setConfirmingDelete(false);
    await remove(video);
  }

  if (recording) {
    return <VideoRecorder prompt={prompt} onClose={onRecorderClosed} platform={recorderPlatform} />;
  }

  const uploadFailedHere = sameSlot && work.kind === 'upload' && work.status === 'failed';
  const canRetry = Boolean(lastSent) && (uploadFailedHere || video?.status === 'failed');
  const takeVideo = () => {
    setNote(null);
    setRecording(true);
  };
  const chooseFile = () => fileInput.current?.click();

  return (
    <Modal open={open} onClose={onClose} title={prompt.title} wide>
      <div className={styles.body} data-state={state}>
        <p className={styles.description}>{prompt.description}</p>
        {prompt.instructions.length > 0 && (
          <ol className={styles.instructions} aria-label="how to answer">
            {prompt.instructions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        )}

        <VideoWorkStatus work={work} onDismissAlert={dismissAlert} target={target} />
        {note && <p className={styles.note}>{note}</p>}

        {state === 'uploading' ? (
          <p className={styles.muted}>You can close this window: the upload carries on.</p>
        ) : state === 'taken' && video ? (
          <>
            <SlotVideoView video={video} label={`your answer to ${answeredPromptTitle ?? prompt.title}`} />
            {answeredPromptTitle && (
              <p className={styles.muted}>
                Your {prompt.type} video answers &lsquo;{answeredPromptTitle}&rsquo;. A new one replaces it.
              </p>
            )}
            {confirmingDelete ? (
              <div className={styles.confirm} role="group" aria-labelledby="confirm-delete-title">
                <p id="confirm-delete-title" className={styles.confirmTitle}>
                  Delete this video?
                </p>
                <p className={styles.muted}>It is removed for good; others will no longer see it.</p>
                <div className={styles.actions}>
                  <button
                    ref={keepButton}
                    type="button"
                    className={buttonClassName({ variant: 'secondary' })}
                    onClick={() => setConfirmingDelete(false)}
                  >
                    keep it
                  </button>
                  <Button className={styles.danger} onClick={() => void confirmDelete()}>
                    yes, delete
                  </Button>
                </div>
              </div>
            ) : (
              <div className={styles.actions}>
                {canRetry && lastSent && (
                  <Button onClick={() => send(lastSent.blob, lastSent.fileName)} disabled={busy}>
                    try again
                  </Button>
                )}
                <Button variant={canRetry ? 'secondary' : 'primary'} onClick={takeVideo} disabled={busy}>
                  retake
                </Button>
                <Button variant="secondary" onClick={chooseFile} disabled={busy}>
                  upload
                </Button>
                <button
                  ref={deleteButton}
                  type="button"
                  className={buttonClassName({ variant: 'ghost' })}
                  onClick={() => setConfirmingDelete(true)}
                  disabled={busy || isProcessing(video)}
                >
                  delete
                </button>
              </div>
            )}
          </>
        ) : (
          <div className={styles.actions}>
            {canRetry && lastSent && (
              <Button variant="secondary" onClick={() => send(lastSent.blob, lastSent.fileName)} disabled={busy}>
                try again
              </Button>
            )}
            <Button variant="secondary" onClick={chooseFile} disabled={busy}>
              upload a file
            </Button>
            <Button onClick={takeVideo} disabled={busy} data-autofocus>
              take a video
            </Button>
          </div>
        )}
        <input
          ref={fileInput}
          className="visually-hidden"
          type="file"
          accept="video/*"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onFileChosen}
        />
      </div>
    </Modal>
  );
}
