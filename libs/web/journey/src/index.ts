/**
 * The member journey (spec 3 §2.7-§2.8, §4): /emberite/journey (roadmaps with progress, the active
 * step, a toggle for finished steps, the video prompts, the all-set state with Celebrate) and the
 * step pages with 'Mark as Completed'; completed steps are saved as the user's roadmaps.
 */
export { JourneyPage, type JourneyVideoPromptProps, journeyTexts } from './routes/journey-page';
export { RoadmapStepPage } from './routes/roadmap-step-page';
export {
  type Roadmap,
  type RoadmapIcon,
  type RoadmapStep,
  activeStepIndex,
  isAllSet,
  isMetroVancouver,
  needsVideoReminder,
  progressPercent,
  roadmaps,
  roadmapsFor,
  withStepDone,
} from './model/roadmaps';
