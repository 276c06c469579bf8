// The experiences chunk: the experience view, an experience's landing and the experience types.
export { ExperienceLandingRoute, ExperienceRoute, ExperienceTypeRoute } from '@ember/marketing/experiences';
