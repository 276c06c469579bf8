// The experiences chunk: the experience view, an experience's landing, the experience types and categories.
export {
  CategoryRoute,
  ExperienceLandingRoute,
  ExperienceRoute,
  ExperienceTypeRoute,
  ExperiencesRoute,
} from '@ember/marketing/experiences';
