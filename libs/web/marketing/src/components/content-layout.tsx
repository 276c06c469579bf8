import { type ComponentType, type LazyExoticComponent, Suspense, lazy, useId } from 'react';
import type { LayoutBlock } from '@ember/content';
import { HeroBlock } from '../blocks/hero-block';
import { BlockBoundary } from './block-boundary';
import type { BlockProps, HeadingLevel, Surface } from './block-section';
import styles from './content-layout.module.css';

type BlockType = LayoutBlock['blockType'];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block component takes its own block type
type AnyBlock = ComponentType<BlockProps<any>>;

function block<Module>(load: () => Promise<Module>, name: keyof Module): () => Promise<AnyBlock> {
  return () => load().then((module) => module[name] as AnyBlock);
}

/**
 * Every block type of the CMS but the hero and where its component comes from. The hero opens most
 * pages and holds their largest text, so it ships with the page; every other block is its own
 * chunk, loaded when a page uses it.
 */
const blockLoaders: Record<Exclude<BlockType, 'hero'>, () => Promise<AnyBlock>> = {
  rotatingWords: block(() => import('../blocks/rotating-words-block'), 'RotatingWordsBlock'),
  countdown: block(() => import('../blocks/countdown-block'), 'CountdownBlock'),
  content: block(() => import('../blocks/content-block'), 'ContentBlock'),
  featureList: block(() => import('../blocks/feature-list-block'), 'FeatureListBlock'),
  howItWorks: block(() => import('../blocks/how-it-works-block'), 'HowItWorksBlock'),
  storyCards: block(() => import('../blocks/story-cards-block'), 'StoryCardsBlock'),
  comparisonTable: block(() => import('../blocks/comparison-table-block'), 'ComparisonTableBlock'),
  faqAccordion: block(() => import('../blocks/faq-accordion-block'), 'FaqAccordionBlock'),
  callToAction: block(() => import('../blocks/call-to-action-block'), 'CallToActionBlock'),
  testimonials: block(() => import('../blocks/testimonials-block'), 'TestimonialsBlock'),
  chatQa: block(() => import('../blocks/chat-qa-block'), 'ChatQaBlock'),
  neighbourhoodEvents: block(() => import('../blocks/neighbourhood-events-block'), 'NeighbourhoodEventsBlock'),
  timeline: block(() => import('../blocks/timeline-block'), 'TimelineBlock'),
  pressCards: block(() => import('../blocks/press-cards-block'), 'PressCardsBlock'),
  founderNote: block(() => import('../blocks/founder-note-block'), 'FounderNoteBlock'),
  video: block(() => import('../blocks/video-block'), 'VideoBlock'),
  experienceShowcase: block(() => import('../blocks/experience-showcase-block'), 'ExperienceShowcaseBlock'),
  programCards: block(() => import('../blocks/program-cards-block'), 'ProgramCardsBlock'),
  ticketOffer: block(() => import('../blocks/ticket-offer-block'), 'TicketOfferBlock'),
  explainerModals: block(() => import('../blocks/explainer-modals-block'), 'ExplainerModalsBlock'),
};

/** Block components already loaded: they render at once instead of suspending. */
const loadedBlocks = new Map<BlockType, AnyBlock>([['hero', HeroBlock]]);

function loadBlock(type: Exclude<BlockType, 'hero'>): Promise<AnyBlock> {
  return blockLoaders[type]().then((component) => {
    loadedBlocks.set(type, component);
    return component;
  });
}

const lazyBlocks = new Map<BlockType, LazyExoticComponent<AnyBlock>>();

function componentFor(type: BlockType): AnyBlock | LazyExoticComponent<AnyBlock> | undefined {
  const loaded = loadedBlocks.get(type);
  if (loaded || !Object.hasOwn(blockLoaders, type)) return loaded;
  let component = lazyBlocks.get(type);
  if (!component) {
    component = lazy(() => loadBlock(type as Exclude<BlockType, 'hero'>).then((loaded) => ({ default: loaded })));
    lazyBlocks.set(type, component);
  }
  return component;
}

/**
 * Loads the blocks of the given types ahead of rendering them (a page the server rendered, before
 * the browser takes it over). Unknown types are left out.
 */
export async function loadBlocks(types: readonly string[]): Promise<void> {
  await Promise.all(
    types.flatMap((type) =>
      Object.hasOwn(blockLoaders, type) && !loadedBlocks.has(type as BlockType)
        ? [loadBlock(type as Exclude<BlockType, 'hero'>)]
        : [],
    ),
  );
}

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
        const Block = componentFor(block.blockType);
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
