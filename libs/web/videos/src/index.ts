/**
 * The member's prompt videos (spec 1 §2.7-§2.8, §4, §8, §9; spec 3 §2.7, §2.9, §4): the videos
 * settings screen, the prompt dialog and its full-screen recorder, uploads with progress, the
 * video card, the video playing card, the journey's video prompts, the vibe check's prompt picker
 * and the discoverability rule. Pages showing video work need `videoWorkSlice` in the store.
 */
export { VideosSettingsPage, videosPageTexts } from './routes/videos-settings-page';
export {
  PromptVideoDialog,
  type PromptDialogState,
  type PromptVideoDialogProps,
} from './components/prompt-video-dialog';
export { VideoRecorder, type RecorderOutcome, type VideoRecorderProps } from './components/video-recorder';
export { VideoSlotCard, type VideoSlotCardProps } from './components/video-slot-card';
export { VideoWorkStatus } from './components/video-work-status';
export { PromptTypePicker } from './components/prompt-type-picker';
export { PromptSlot } from './components/prompt-slot';
export { IntroVideoPrompt, JourneyVideoPrompt, journeyVideoTexts } from './components/journey-video-prompt';
export { useVideoWork } from './hooks/use-video-work';
export { statusPollMs, useMyVideos, useVideoStatus } from './hooks/use-my-videos';
export {
  type Discoverability,
  type SlottedVideo,
  cardStatus,
  discoverability,
  discoverabilitySlotsFilled,
  isProcessing,
  promptsOfType,
  videoInSlot,
} from './model/video-slots';
export { type VideoCardStatus, noVideosPlaceholder, videoTexts } from './model/video-texts';
export {
  type PromptType,
  type UploadOptions,
  type VideoUpload,
  VideoUploadError,
  uploadForm,
  uploadPercent,
  uploadVideo,
} from './model/upload-video';
export {
  CameraRecorder,
  type CloseReason,
  type MediaPlatform,
  type Recording,
  type RecorderPhase,
  browserMediaPlatform,
  cameraConstraints,
  chooseMimeType,
  chunkIntervalMs,
  countdownFrom,
  recordingLimitMs,
} from './model/camera-recorder';
export { type VideoWorkState, progressMessageMs, videoWorkSlice } from './model/video-work.slice';
export { deletePromptVideo, uploadPromptVideo } from './model/video-work.thunks';
