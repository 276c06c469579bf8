// The journey chunk: /emberite/journey and its step pages.
export { JourneyPage, RoadmapStepPage } from '@ember/journey';
