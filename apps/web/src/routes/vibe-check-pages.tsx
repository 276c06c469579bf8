// The vibe check chunk: /vibe-check.
export { VibeCheckPage } from '@ember/vibe-check';
