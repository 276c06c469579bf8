/**
 * Experiences from the CMS (spec 2 §2.12, spec 3 §2.4-2.6): the experience view, an experience's
 * landing page and the experience-type pages. Route components; load this library lazily.
 */
export { ExperienceLandingRoute, joinDelayMs, joinPath } from './routes/experience-landing-route';
export { ExperienceRoute } from './routes/experience-route';
export { ExperienceTypeRoute } from './routes/experience-type-route';
export { CategoryRoute, experiencesIn } from './routes/category-route';
export { ExperiencesRoute, byCategory } from './routes/experiences-route';
