import { type ComponentType, type LazyExoticComponent, Suspense, lazy, useId } from 'react';
import type { LayoutBlock } from '@ember/content';
import { HeroBlock } from '../blocks/hero-block';
import { BlockBoundary } from './block-boundary';
import type { BlockProps, HeadingLevel, Surface } from './block-section';
import styles from './content-layout.module.css';

type BlockType = LayoutBlock['blockType'];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block component takes its own block type
type AnyBlock = ComponentType<BlockProps<any>>;

function lazyBlock<Module>(load: () => Promise<Module>, name: keyof Module): LazyExoticComponent<AnyBlock> {
  return lazy(() => load().then((module) => ({ default: module[name] as AnyBlock })));
}

/**
 * Every block type of the CMS and the component that draws it. The hero opens most pages and holds
 * their largest text, so it ships with the page; every other block is its own chunk, loaded when a
 * page uses it.
 */
const components: Record<BlockType, AnyBlock | LazyExoticComponent<AnyBlock>> = {
  hero: HeroBlock,
  rotatingWords: lazyBlock(() => import('../blocks/rotating-words-block'), 'RotatingWordsBlock'),
  countdown: lazyBlock(() => import('../blocks/countdown-block'), 'CountdownBlock'),
  content: lazyBlock(() => import('../blocks/content-block'), 'ContentBlock'),
  featureList: lazyBlock(() => import('../blocks/feature-list-block'), 'FeatureListBlock'),
  howItWorks: lazyBlock(() => import('../blocks/how-it-works-block'), 'HowItWorksBlock'),
  storyCards: lazyBlock(() => import('../blocks/story-cards-block'), 'StoryCardsBlock'),
  comparisonTable: lazyBlock(() => import('../blocks/comparison-table-block'), 'ComparisonTableBlock'),
  faqAccordion: lazyBlock(() => import('../blocks/faq-accordion-block'), 'FaqAccordionBlock'),
  callToAction: lazyBlock(() => import('../blocks/call-to-action-block'), 'CallToActionBlock'),
  testimonials: lazyBlock(() => import('../blocks/testimonials-block'), 'TestimonialsBlock'),
  chatQa: lazyBlock(() => import('../blocks/chat-qa-block'), 'ChatQaBlock'),
  neighbourhoodEvents: lazyBlock(() => import('../blocks/neighbourhood-events-block'), 'NeighbourhoodEventsBlock'),
  timeline: lazyBlock(() => import('../blocks/timeline-block'), 'TimelineBlock'),
  pressCards: lazyBlock(() => import('../blocks/press-cards-block'), 'PressCardsBlock'),
  founderNote: lazyBlock(() => import('../blocks/founder-note-block'), 'FounderNoteBlock'),
  video: lazyBlock(() => import('../blocks/video-block'), 'VideoBlock'),
  experienceShowcase: lazyBlock(() => import('../blocks/experience-showcase-block'), 'ExperienceShowcaseBlock'),
  programCards: lazyBlock(() => import('../blocks/program-cards-block'), 'ProgramCardsBlock'),
  ticketOffer: lazyBlock(() => import('../blocks/ticket-offer-block'), 'TicketOfferBlock'),
  explainerModals: lazyBlock(() => import('../blocks/explainer-modals-block'), 'ExplainerModalsBlock'),
};

function hasHeading(block: LayoutBlock): boolean {
  return 'heading' in block && typeof block.heading === 'string' && block.heading.trim() !== '';
}

/**
 * The surfaces down a page: the hero is dark; the sections after it alternate the theme's page
 * colour and its tint so each reads as its own band.
 */
function surfaces(layout: readonly LayoutBlock[]): Surface[] {
  let band = 0;
  return layout.map((block) => (block.blockType === 'hero' ? 'dark' : band++ % 2 === 0 ? 'plain' : 'tinted'));
}

/**
 * A page's or campaign's blocks, in order. The first heading on the page is its h1; a page whose
 * blocks carry none gets a hidden one with its title. Blocks still loading hold their place.
 */
export function ContentLayout({ layout, title }: { layout: readonly LayoutBlock[]; title: string }) {
  const pageId = useId();
  const firstHeading = layout.findIndex(hasHeading);
  const bands = surfaces(layout);
  return (
    <>
      {firstHeading < 0 && <h1 className="visually-hidden">{title}</h1>}
      {layout.map((block, index) => {
        const Block = components[block.blockType];
        if (!Block) return null;
        const headingLevel: HeadingLevel = index === firstHeading ? 1 : 2;
        const surface = bands[index]!;
        const key = block.id ?? `${block.blockType}-${index}`;
        return (
          <BlockBoundary key={key} blockType={block.blockType}>
            <Suspense fallback={<div className={`${styles.placeholder} ${styles[surface]}`} aria-hidden="true" />}>
              <Block block={block} headingLevel={headingLevel} surface={surface} blockId={`${pageId}-${index}`} />
            </Suspense>
          </BlockBoundary>
        );
      })}
    </>
  );
}
