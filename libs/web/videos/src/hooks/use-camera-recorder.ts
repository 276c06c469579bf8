import { useEffect, useState, useSyncExternalStore } from 'react';
import { CameraRecorder, type MediaPlatform, type RecorderPhase, recordingLimitMs } from '../model/camera-recorder';

interface Snapshot {
  recorder: CameraRecorder | null;
  phase: RecorderPhase;
}

/**
 * One recorder per mount of the component: `attach` opens a fresh camera, `detach` releases it
 * without reporting its closing (the component is going away, or StrictMode remounts it).
 */
class RecorderSession {
  private snapshot: Snapshot;
  private readonly listeners = new Set<() => void>();
  private current: { recorder: CameraRecorder; unsubscribe: () => void } | null = null;

  constructor(
    private readonly platform: MediaPlatform | null,
    private readonly limitMs: number,
  ) {
    this.snapshot = {
      recorder: null,
      phase: platform ? { name: 'opening' } : { name: 'closed', reason: 'camera-unavailable', recording: null },
    };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  attach(): void {
    if (!this.platform || this.current) return;
    const recorder = new CameraRecorder(this.platform, this.limitMs);
    const unsubscribe = recorder.subscribe(() => this.publish(recorder));
    this.current = { recorder, unsubscribe };
    this.publish(recorder);
    void recorder.open();
  }

  detach(): void {
    if (!this.current) return;
    this.current.unsubscribe();
    this.current.recorder.cancel();
    this.current = null;
  }

  private publish(recorder: CameraRecorder): void {
    this.snapshot = { recorder, phase: recorder.phase };
    for (const listener of this.listeners) listener();
  }
}

/**
 * A camera recorder for as long as the component lives: the camera opens on mount and is released
 * on unmount. Without a platform (no camera API or no MediaRecorder in this browser) the recorder
 * is closed from the start.
 */
export function useCameraRecorder(platform: MediaPlatform | null, limitMs = recordingLimitMs): Snapshot {
  const [session] = useState(() => new RecorderSession(platform, limitMs));
  useEffect(() => {
    session.attach();
    return () => session.detach();
  }, [session]);
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}
