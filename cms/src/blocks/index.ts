import type { Block } from 'payload';

import { CallToActionBlock } from './call-to-action';
import { ChatQaBlock } from './chat-qa';
import { ComparisonTableBlock } from './comparison-table';
import { ContentBlock } from './content';
import { CountdownBlock } from './countdown';
import { ExperienceShowcaseBlock } from './experience-showcase';
import { ExplainerModalsBlock } from './explainer-modals';
import { FaqAccordionBlock } from './faq-accordion';
import { FeatureListBlock } from './feature-list';
import { FounderNoteBlock } from './founder-note';
import { HeroBlock } from './hero';
import { HowItWorksBlock } from './how-it-works';
import { NeighbourhoodEventsBlock } from './neighbourhood-events';
import { PressCardsBlock } from './press-cards';
import { ProgramCardsBlock } from './program-cards';
import { RotatingWordsBlock } from './rotating-words';
import { StoryCardsBlock } from './story-cards';
import { TestimonialsBlock } from './testimonials';
import { TicketOfferBlock } from './ticket-offer';
import { TimelineBlock } from './timeline';
import { VideoBlock } from './video';

/** Every block a page or campaign can be built from, in the order editors see them. */
export const layoutBlocks: Block[] = [
  HeroBlock,
  RotatingWordsBlock,
  CountdownBlock,
  ContentBlock,
  FeatureListBlock,
  HowItWorksBlock,
  StoryCardsBlock,
  ComparisonTableBlock,
  FaqAccordionBlock,
  CallToActionBlock,
  TestimonialsBlock,
  ChatQaBlock,
  NeighbourhoodEventsBlock,
  TimelineBlock,
  PressCardsBlock,
  FounderNoteBlock,
  VideoBlock,
  ExperienceShowcaseBlock,
  ProgramCardsBlock,
  TicketOfferBlock,
  ExplainerModalsBlock,
];
