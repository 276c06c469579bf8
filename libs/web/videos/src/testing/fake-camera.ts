import type { MediaPlatform } from '../model/camera-recorder';

/**
 * A camera and MediaRecorder for jsdom, which has neither: tracks that can end, a recorder that
 * hands out the chunks a test gives it. Browser tests (apps/web-e2e) use Chromium's own fake camera.
 */
export class FakeTrack extends EventTarget {
  stopped = false;
  constructor(readonly kind: 'video' | 'audio') {
    super();
  }
  stop(): void {
    this.stopped = true;
  }
  /** The device went away (unplugged, permission revoked). */
  end(): void {
    this.stopped = true;
    this.dispatchEvent(new Event('ended'));
  }
}

export class FakeStream {
  constructor(readonly tracks: FakeTrack[]) {}
  getTracks(): FakeTrack[] {
    return this.tracks;
  }
  getVideoTracks(): FakeTrack[] {
    return this.tracks.filter((track) => track.kind === 'video');
  }
  getAudioTracks(): FakeTrack[] {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
}

export class FakeRecorder extends EventTarget {
  state: 'inactive' | 'recording' = 'inactive';
  timeslice: number | undefined;
  readonly mimeType: string;
  /** What the next stop hands out as its last chunk. */
  lastChunk: Blob = new Blob(['frame'], { type: 'video/webm' });

  constructor(options: MediaRecorderOptions) {
    super();
    this.mimeType = options.mimeType ?? 'video/webm';
  }

  start(timeslice?: number): void {
    this.state = 'recording';
    this.timeslice = timeslice;
  }

  /** A chunk, as the browser hands one out every timeslice. */
  emit(data: Blob): void {
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data }));
  }

  stop(): void {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    // Like the browser: the last chunk, then 'stop', after the current task.
    queueMicrotask(() => {
      this.emit(this.lastChunk);
      this.dispatchEvent(new Event('stop'));
    });
  }

  fail(): void {
    this.dispatchEvent(new Event('error'));
  }
}

export interface FakeCamera {
  platform: MediaPlatform;
  /** Every getUserMedia call's constraints. */
  requests: MediaStreamConstraints[];
  recorders: FakeRecorder[];
  streams: FakeStream[];
}

/** A platform whose camera opens with `tracks` (or fails with `failure`) and records `supported` types. */
export function fakeCamera(
  options: { tracks?: () => FakeTrack[]; failure?: Error; supported?: string[] } = {},
): FakeCamera {
  const camera: FakeCamera = {
    platform: undefined as unknown as MediaPlatform,
    requests: [],
    recorders: [],
    streams: [],
  };
  const supported = options.supported ?? ['video/mp4', 'video/webm'];
  camera.platform = {
    getUserMedia: async (constraints) => {
      camera.requests.push(constraints);
      if (options.failure) throw options.failure;
      const stream = new FakeStream(options.tracks?.() ?? [new FakeTrack('video'), new FakeTrack('audio')]);
      camera.streams.push(stream);
      return stream as unknown as MediaStream;
    },
    isTypeSupported: (type) => supported.includes(type),
    createRecorder: (_stream, recorderOptions) => {
      const recorder = new FakeRecorder(recorderOptions);
      camera.recorders.push(recorder);
      return recorder as unknown as MediaRecorder;
    },
  };
  return camera;
}
