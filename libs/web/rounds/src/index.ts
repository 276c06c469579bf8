/**
 * Matching rounds on the web: the round cards on /home (countdowns, picks made with a nudge, the
 * group to review), the profile view as the pick surface (spec 3 §2.3: six levels, tint, swipe,
 * Next), the candidates flow, and the member's group (join or decline, 'all set' with Celebrate,
 * 'no group formed this round').
 */
export { RoundsHomePanel } from './components/rounds-home-panel';
export { RoundStatusCard } from './components/round-status-card';
export { PickSlider } from './components/pick-slider';
export { ProfilePickPage } from './routes/profile-pick-page';
export { CandidatesStartPage } from './routes/candidates-start-page';
export { MyGroupPage, groupTexts } from './routes/my-group-page';
export {
  clampLevel,
  countingPickLevel,
  initialPickLevel,
  levelTints,
  nextInCycle,
  pickLevels,
} from './model/pick-levels';
export { meetingTime, timeLeft } from './model/time-left';
