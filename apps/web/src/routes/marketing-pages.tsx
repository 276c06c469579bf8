// The public content chunk: the brand landings, pages, campaigns, program and legal pages, all
// rendered from the CMS (each block type loads as its own chunk when a page uses it).
export { BrandLandingRoute, CampaignRoute, CmsPageRoute, LegalRoute, ProgramRoute, loadBlocks } from '@ember/marketing';
