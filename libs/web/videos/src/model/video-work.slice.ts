import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { videoTexts } from './video-texts';

/** Spec 1 §9: the progress message clears this long after the work ends. */
export const progressMessageMs = 3000;

export type VideoWorkKind = 'upload' | 'delete';

/** Which video the work is about: the prompt answered, and its slot (fun, useful, or a daily prompt). */
export interface VideoWorkTarget {
  promptId: string;
  promptType: 'fun' | 'useful' | 'daily';
}

export interface VideoWorkState {
  /** Spec 1 §4: uploading or deleting sets in-progress, then completed. */
  status: 'idle' | 'inProgress' | 'completed' | 'failed';
  kind: VideoWorkKind | null;
  target: VideoWorkTarget | null;
  /** Upload progress in whole percent; null before the first report and for deletions. */
  percent: number | null;
  /** The progress message of spec 1 §8; cleared 3 s after the work ends. */
  message: string | null;
  /** What went wrong, as an alert (spec 1 §8), with the details beneath it. */
  alert: { text: string; detail: string | null } | null;
  /** Each piece of work has its own number, so a late timer never clears newer work. */
  workId: number;
  /** The video the last successful upload created. */
  uploadedVideoId: string | null;
}

const initialState: VideoWorkState = {
  status: 'idle',
  kind: null,
  target: null,
  percent: null,
  message: null,
  alert: null,
  workId: 0,
  uploadedVideoId: null,
};

/**
 * The member's video work (UI-only): one upload or deletion at a time, its progress message and
 * its alert. Inject it into the store of any page that shows video work.
 */
export const videoWorkSlice = createSlice({
  name: 'videoWork',
  initialState,
  reducers: {
    workStarted(state, action: PayloadAction<{ kind: VideoWorkKind; target: VideoWorkTarget; workId: number }>) {
      state.status = 'inProgress';
      state.kind = action.payload.kind;
      state.target = action.payload.target;
      state.percent = null;
      state.alert = null;
      state.message = action.payload.kind === 'upload' ? videoTexts.uploading : videoTexts.deleting;
      state.workId = action.payload.workId;
    },
    uploadProgressed(state, action: PayloadAction<number>) {
      if (state.status !== 'inProgress' || state.kind !== 'upload') return;
      state.percent = action.payload;
      state.message = videoTexts.uploadingPercent(action.payload);
    },
    workCompleted(state, action: PayloadAction<{ uploadedVideoId?: string }>) {
      state.status = 'completed';
      state.message = state.kind === 'upload' ? videoTexts.uploaded : videoTexts.deleted;
      if (state.kind === 'upload') {
        state.percent = 100;
        state.uploadedVideoId = action.payload.uploadedVideoId ?? null;
      }
    },
    workFailed(state, action: PayloadAction<{ detail: string | null }>) {
      state.status = 'failed';
      state.percent = null;
      // Spec 1 §8 names a progress text for a failed deletion only; a failed upload just alerts.
      state.message = state.kind === 'delete' ? videoTexts.deleteFailed : null;
      state.alert = {
        text: state.kind === 'delete' ? videoTexts.deleteAlert : videoTexts.uploadAlert,
        detail: action.payload.detail,
      };
    },
    workCancelled(state) {
      state.status = 'idle';
      state.percent = null;
      state.message = null;
    },
    /** The 3-second timer: clears the message of the work it was set for, if that work ended. */
    messageExpired(state, action: PayloadAction<number>) {
      if (action.payload !== state.workId || state.status === 'inProgress') return;
      state.message = null;
      if (state.status === 'completed') state.status = 'idle';
    },
    alertDismissed(state) {
      state.alert = null;
      if (state.status === 'failed') state.status = 'idle';
    },
  },
});

export const {
  workStarted,
  uploadProgressed,
  workCompleted,
  workFailed,
  workCancelled,
  messageExpired,
  alertDismissed,
} = videoWorkSlice.actions;
type WithVideoWork = { [videoWorkSlice.reducerPath]?: VideoWorkState };

/**
 * The video work. A slice injected into a running store has no state until the next action;
 * until then it is the initial state.
 */
export const selectVideoWork = (state: WithVideoWork): VideoWorkState =>
  state[videoWorkSlice.reducerPath] ?? initialState;
