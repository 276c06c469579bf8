import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { VideoPrompt } from '@ember/api-client';
import { useModalDialog } from '@ember/ui';
import { useCameraRecorder } from '../hooks/use-camera-recorder';
import {
  type CloseReason,
  type MediaPlatform,
  type Recording,
  browserMediaPlatform,
  recordingLimitMs,
} from '../model/camera-recorder';
import styles from './video-recorder.module.css';

export interface RecorderOutcome {
  reason: CloseReason;
  /** The recording to upload; null when the member cancelled or deleted it, or the camera failed. */
  recording: Recording | null;
}

export interface VideoRecorderProps {
  prompt: Pick<VideoPrompt, 'title' | 'instructions'>;
  onClose: (outcome: RecorderOutcome) => void;
  /** The camera and recorder; the browser's by default. */
  platform?: MediaPlatform | null;
  limitMs?: number;
}

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `0:${String(seconds).padStart(2, '0')}`;
};

/**
 * The full-screen recorder (spec 1 §2.8, §9): the front camera mirrored like a mirror, record with
 * a countdown, a recording that stops by itself at 15 s (or when stopped), then the recording played
 * back mirrored with retake, upload and delete. Focus stays inside; Escape closes, asking first when
 * a recording would be lost. When the camera cannot be used it closes at once.
 */
export function VideoRecorder({ prompt, onClose, platform, limitMs = recordingLimitMs }: VideoRecorderProps) {
  const [media] = useState(() => (platform === undefined ? browserMediaPlatform() : platform));
  const { recorder, phase } = useCameraRecorder(media, limitMs);
  const root = useRef<HTMLDialogElement>(null);
  const confirmBox = useRef<HTMLDialogElement>(null);
  const live = useRef<HTMLVideoElement>(null);
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const playback = useRef<HTMLVideoElement>(null);
  const closed = useRef(false);

  const stream = recorder?.stream ?? null;
  const showsCamera = phase.name === 'ready' || phase.name === 'countdown' || phase.name === 'recording';

  useEffect(() => {
    const video = live.current;
    if (!video || !showsCamera) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    video.play?.()?.catch(() => undefined);
  }, [stream, showsCamera]);

  const recording = phase.name === 'preview' ? phase.recording : null;
  useEffect(() => {
    const video = playback.current;
    if (!recording || !video) return;
    const url = URL.createObjectURL(recording.blob);
    video.src = url;
    video.play?.()?.catch(() => undefined);
    return () => {
      video.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [recording]);

  useEffect(() => {
    if (phase.name !== 'closed' || closed.current) return;
    closed.current = true;
    onClose({ reason: phase.reason, recording: phase.recording });
  }, [phase, onClose]);

  // Each phase has its own main control (record, stop, upload): focus moves to it, since the
  // control that was pressed is gone.
  useEffect(() => {
    if (phase.name === 'opening' || phase.name === 'closed' || confirming) return;
    root.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [phase.name, confirming]);

  const holdsRecording = recorder?.holdsRecording ?? false;
  const askToClose = () => (holdsRecording ? setConfirming(true) : recorder?.cancel());
  // Native modal dialogs: Escape asks first when a recording would be lost; in the question, it keeps it.
  useModalDialog(root, true, askToClose);
  useModalDialog(confirmBox, confirming, () => setConfirming(false));

  const remaining = phase.name === 'recording' ? limitMs - phase.elapsedMs : limitMs;
  const elapsedShare = phase.name === 'recording' ? phase.elapsedMs / limitMs : 0;

  const announcement =
    phase.name === 'opening'
      ? 'Opening your camera…'
      : phase.name === 'ready'
        ? 'Camera ready.'
        : phase.name === 'countdown'
          ? String(phase.secondsLeft)
          : phase.name === 'recording'
            ? phase.elapsedMs === 0
              ? 'Recording.'
              : ''
            : phase.name === 'preview'
              ? 'Recording finished. Watch it back, then retake, upload or delete it.'
              : '';

  return createPortal(
    <dialog ref={root} className={styles.recorder} aria-labelledby={titleId}>
      <header className={styles.top}>
        <div>
          <p className={styles.kicker}>your prompt</p>
          <h2 id={titleId} className={styles.title}>
            {prompt.title}
          </h2>
        </div>
        <button type="button" className={styles.iconButton} onClick={askToClose} aria-label="Close the recorder">
          <svg width="22" height="22" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>

      <div className={styles.stage}>
        {showsCamera && (
          <video
            ref={live}
            className={`${styles.video} ${styles.mirrored}`}
            autoPlay
            muted
            playsInline
            aria-label="Your camera"
          />
        )}
        {phase.name === 'preview' && (
          <video
            ref={playback}
            className={`${styles.video} ${styles.mirrored}`}
            loop
            playsInline
            aria-label="Your recording"
          />
        )}
        {(phase.name === 'opening' || phase.name === 'stopping') && (
          <div className={styles.waiting}>
            <span className={styles.spinner} aria-hidden="true" />
            {phase.name === 'opening' ? 'Opening your camera…' : 'Finishing your recording…'}
          </div>
        )}
        {phase.name === 'countdown' && (
          <div className={styles.countdown} aria-hidden="true">
            {phase.secondsLeft}
          </div>
        )}
        {phase.name === 'recording' && (
          <div className={styles.recBadge}>
            <span className={styles.recDot} aria-hidden="true" />
            <span>
              <span className="visually-hidden">time left </span>
              {clock(remaining)}
            </span>
          </div>
        )}
        {phase.name === 'ready' && prompt.instructions.length > 0 && (
          <ol className={styles.instructions}>
            {prompt.instructions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        )}
      </div>

      <footer className={styles.controls}>
        {phase.name === 'preview' ? (
          <>
            <button type="button" className={styles.textButton} onClick={() => recorder?.retake()}>
              retake
            </button>
            <button type="button" className={styles.uploadButton} onClick={() => recorder?.accept()} data-autofocus>
              upload
            </button>
            <button type="button" className={styles.textButton} onClick={() => recorder?.discard()}>
              delete
            </button>
          </>
        ) : phase.name === 'recording' ? (
          <button
            type="button"
            className={styles.shutter}
            onClick={() => recorder?.stop()}
            aria-label="stop recording"
            data-autofocus
          >
            <svg className={styles.ring} viewBox="0 0 80 80" aria-hidden="true">
              <circle cx="40" cy="40" r="37" pathLength="1" strokeDasharray="1" strokeDashoffset={1 - elapsedShare} />
            </svg>
            <span className={styles.stopIcon} aria-hidden="true" />
          </button>
        ) : phase.name === 'countdown' ? (
          <button type="button" className={styles.textButton} onClick={() => recorder?.stop()} data-autofocus>
            cancel countdown
          </button>
        ) : (
          <button
            type="button"
            className={styles.shutter}
            onClick={() => recorder?.start()}
            disabled={phase.name !== 'ready'}
            aria-label="start recording"
            data-autofocus
          >
            <span className={styles.recordIcon} aria-hidden="true" />
          </button>
        )}
        {phase.name === 'ready' && <p className={styles.hint}>Up to {Math.round(limitMs / 1000)} seconds</p>}
      </footer>

      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>

      {confirming && (
        <dialog ref={confirmBox} className={styles.confirm} role="alertdialog" aria-labelledby={`${titleId}-confirm`}>
          <h3 id={`${titleId}-confirm`} className={styles.confirmTitle}>
            Discard this recording?
          </h3>
          <p>Closing the recorder throws the recording away.</p>
          <div className={styles.confirmActions}>
            <button type="button" className={styles.textButton} onClick={() => setConfirming(false)} data-autofocus>
              keep it
            </button>
            <button type="button" className={styles.discardButton} onClick={() => recorder?.cancel()}>
              discard and close
            </button>
          </div>
        </dialog>
      )}
    </dialog>,
    document.body,
  );
}
