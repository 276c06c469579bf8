/**
 * Public marketing pages rendered from the CMS: the brand landings, pages and campaigns built from
 * blocks, program pages and the legal texts. Route components; load this library lazily.
 */
export { BrandLandingRoute, CampaignRoute, CmsPageRoute } from './routes/content-routes';
export { LegalRoute } from './routes/legal-route';
export { ProgramRoute } from './routes/program-route';
export { loadBlocks } from './components/content-layout';
export { PageMissing, PageUnavailable } from './components/page-states';
export { PageSkeleton, type SkeletonShape } from './components/page-skeleton';
export {
  BlockHeading,
  BlockSection,
  type BlockProps,
  type HeadingLevel,
  type Surface,
} from './components/block-section';
export { ComparisonTableBlock } from './blocks/comparison-table-block';
export { HeroBlock } from './blocks/hero-block';
export { HowItWorksBlock } from './blocks/how-it-works-block';
export { useContent, type ContentState } from './hooks/use-content';
export { usePageMeta } from './hooks/use-page-meta';
export { hoursText, money } from './components/format';
export { mediaAlt, mediaUrl } from './components/media';
