import type { NeighbourhoodEventsBlock as NeighbourhoodEventsContent } from '@ember/content';
import { type HalloweenEventPick, samePick, toggleHalloweenEvent, useStartFlow } from '@ember/start-flow';
import { buttonClassName } from '@ember/ui';
import { AccordionItem } from '../components/accordion-item';
import { type BlockProps, BlockHeading, BlockSection } from '../components/block-section';
import { CmsLink } from '../components/cms-link';
import { useOneOpen } from '../components/one-open';
import styles from './neighbourhood-events-block.module.css';

type Section = NeighbourhoodEventsContent['sections'][number];

/** '1 event selected' or 'N events selected', from the editor's wording ({count} is the number). */
export function selectionText(bar: NeighbourhoodEventsContent['selectionBar'], count: number): string {
  return (count === 1 ? bar.one : bar.many).replace('{count}', String(count));
}

/**
 * Spec 2 §2.9: the Halloween events in six neighbourhood sections, one open at a time (queen west
 * first). 'i'm into this' selects an event (identified by title, venue and neighbourhood) into the
 * start-flow state, so selections survive a reload and reach the wizard; with at least one selected,
 * a bar slides up with the count and the way on.
 */
export function NeighbourhoodEventsBlock({
  block,
  headingLevel,
  surface,
  blockId,
}: BlockProps<NeighbourhoodEventsContent>) {
  const { isOpen, toggle } = useOneOpen<string>(
    block.sections.find((section) => section.openByDefault)?.key ?? block.sections[0]?.key ?? null,
  );
  const saved = useStartFlow().halloweenEvents;
  const selected = (event: HalloweenEventPick) => saved.some((entry) => samePick(entry, event));
  const count = block.sections.reduce(
    (total, section) => total + section.events.filter((event) => selected(selectionOf(event, section))).length,
    0,
  );
  const headingId = `${blockId}-heading`;

  return (
    <BlockSection surface={surface} anchor={block.anchor} labelledBy={headingId}>
      <BlockHeading level={headingLevel} id={headingId} intro={block.intro}>
        {block.heading}
      </BlockHeading>
      <div className={styles.sections}>
        {block.sections.map((section) => {
          const inSection = section.events.filter((event) => selected(selectionOf(event, section))).length;
          return (
            <AccordionItem
              key={section.key}
              id={`${blockId}-${section.key}`}
              open={isOpen(section.key)}
              onToggle={() => toggle(section.key)}
              headingLevel={headingLevel === 1 ? 2 : 3}
              className={styles.section}
              summary={
                <span className={styles.summary}>
                  <span className={styles.name}>{section.name}</span>
                  <span className={styles.meta}>
                    {section.events.length} {section.events.length === 1 ? 'event' : 'events'}
                    {inSection > 0 && <> · {inSection} selected</>}
                  </span>
                </span>
              }
            >
              <ul className={styles.events}>
                {section.events.map((event) => {
                  const selection = selectionOf(event, section);
                  const isSelected = selected(selection);
                  return (
                    <li
                      key={event.id ?? `${event.title}-${event.venue}`}
                      className={styles.card}
                      data-selected={isSelected}
                    >
                      <div className={styles.cardTop}>
                        <span className={styles.type}>{event.typeLabel}</span>
                        <span className={styles.hours}>{event.hours}</span>
                      </div>
                      <h4 className={styles.title}>{event.title}</h4>
                      <p className={styles.venue}>
                        {event.venue} · {section.name}
                      </p>
                      <p className={styles.description}>{event.description}</p>
                      <p className={styles.address}>{event.address}</p>
                      <button
                        type="button"
                        className={buttonClassName({ variant: isSelected ? 'primary' : 'secondary', size: 'small' })}
                        aria-pressed={isSelected}
                        aria-label={`${isSelected ? block.selectedLabel : block.selectLabel}: ${event.title}`}
                        onClick={() => toggleHalloweenEvent(selection)}
                      >
                        {isSelected && <span aria-hidden="true">✓</span>}
                        {isSelected ? block.selectedLabel : block.selectLabel}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </AccordionItem>
          );
        })}
      </div>
      {/* Told to screen readers here: the bar itself appears and hides. */}
      <p className="visually-hidden" role="status">
        {count > 0 ? selectionText(block.selectionBar, count) : ''}
      </p>
      <div className={styles.bar} data-visible={count > 0} data-testid="selection-bar">
        <div className={styles.barInner}>
          <p className={styles.barCount} aria-hidden="true">
            {selectionText(block.selectionBar, count)}
          </p>
          <CmsLink
            link={block.selectionBar.button}
            className={buttonClassName({ variant: 'inverse', size: 'small' })}
          />
        </div>
      </div>
    </BlockSection>
  );
}

function selectionOf(event: Section['events'][number], section: Section): HalloweenEventPick {
  return { eventName: event.title, venue: event.venue, neighborhood: section.name };
}
