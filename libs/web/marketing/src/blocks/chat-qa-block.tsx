import { useEffect, useRef, useState } from 'react';
import { type ChatQaBlock as ChatQaContent, type ChatTopic, populatedList } from '@ember/content';
import { buttonClassName } from '@ember/ui';
import { type BlockProps, BlockHeading, BlockSection } from '../components/block-section';
import { CmsLink, hasLink } from '../components/cms-link';
import { useReducedMotion } from '../hooks/use-media-query';
import styles from './chat-qa-block.module.css';

interface Message {
  id: number;
  from: 'us' | 'you';
  text: string;
  /** How many characters show so far (answers are typed out). */
  typed: number;
  /** The topic whose last bubble this is: its action shows once it is typed. */
  topic?: ChatTopic;
}

/** The next questions to offer: the topic's follow-ups first, then others not asked yet. */
export function nextQuestions(
  topics: readonly ChatTopic[],
  after: ChatTopic | null,
  asked: ReadonlySet<number>,
  count: number,
  opening: readonly ChatTopic[],
): ChatTopic[] {
  const byId = new Map(topics.map((topic) => [topic.id, topic]));
  const preferred = after
    ? (after.followUps ?? []).flatMap((entry) => {
        const topic = byId.get(typeof entry === 'object' ? entry.id : entry);
        return topic ? [topic] : [];
      })
    : opening.length
      ? opening
      : topics;
  const picks: ChatTopic[] = [];
  for (const topic of [...preferred, ...topics]) {
    if (picks.length >= count) break;
    if (!asked.has(topic.id) && !picks.includes(topic)) picks.push(topic);
  }
  return picks;
}

/**
 * Spec 2 §4: a scripted chat. A question is asked by tapping it; the answer is typed out in
 * 20-character chunks at 100-200 ms (the block's settings), then three follow-ups are offered.
 * With reduced motion the answer shows at once. Screen readers hear each answer once, whole.
 */
export function ChatQaBlock({ block, headingLevel, surface, blockId }: BlockProps<ChatQaContent>) {
  const topics = populatedList(block.topics);
  const opening = populatedList(block.openingTopics ?? []);
  const reduceMotion = useReducedMotion();
  const [messages, setMessages] = useState<Message[]>(() =>
    block.intro ? [{ id: 0, from: 'us', text: block.intro, typed: block.intro.length }] : [],
  );
  const [asked, setAsked] = useState<ReadonlySet<number>>(new Set());
  const [last, setLast] = useState<ChatTopic | null>(null);
  const log = useRef<HTMLDivElement>(null);
  const headingId = `${blockId}-heading`;

  const typing = messages.find((message) => message.typed < message.text.length);
  useEffect(() => {
    if (!typing) return;
    const delay = Math.round(block.typingMinMs + Math.random() * (block.typingMaxMs - block.typingMinMs));
    const timer = window.setTimeout(() => {
      setMessages((current) =>
        current.map((message) =>
          message.id === typing.id
            ? { ...message, typed: Math.min(message.text.length, message.typed + block.chunkSize) }
            : message,
        ),
      );
    }, delay);
    return () => window.clearTimeout(timer);
  }, [typing, block.typingMinMs, block.typingMaxMs, block.chunkSize]);

  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages]);

  const ask = (topic: ChatTopic) => {
    setAsked((current) => new Set(current).add(topic.id));
    setLast(topic);
    setMessages((current) => {
      let id = current.length ? current[current.length - 1]!.id : 0;
      const answer = topic.answer.map((bubble, index) => ({
        id: ++id,
        from: 'us' as const,
        text: bubble.text,
        typed: reduceMotion ? bubble.text.length : 0,
        topic: index === topic.answer.length - 1 ? topic : undefined,
      }));
      return [...current, { id: ++id, from: 'you', text: topic.question, typed: topic.question.length }, ...answer];
    });
  };

  const questions = typing ? [] : nextQuestions(topics, last, asked, block.followUpCount, opening);

  return (
    <BlockSection
      surface={surface}
      labelledBy={block.heading ? headingId : undefined}
      label={block.heading ? undefined : 'Questions and answers'}
    >
      <div className={styles.layout}>
        {block.heading && (
          <BlockHeading level={headingLevel} id={headingId}>
            {block.heading}
          </BlockHeading>
        )}
        <div className={styles.chat}>
          <div ref={log} className={styles.log} role="log" aria-live="polite">
            {messages.map((message) => (
              <div key={message.id} className={styles.row} data-from={message.from}>
                <p className={styles.bubble} data-testid={message.from === 'us' ? 'answer-bubble' : 'question-bubble'}>
                  {message.from === 'you' ? (
                    message.text
                  ) : (
                    <>
                      <span className="visually-hidden">{message.text}</span>
                      <span aria-hidden="true">{message.text.slice(0, message.typed)}</span>
                    </>
                  )}
                </p>
                {message.topic && message.typed >= message.text.length && hasLink(message.topic.action) && (
                  <CmsLink link={message.topic.action} className={buttonClassName({ size: 'small' })} />
                )}
              </div>
            ))}
            {typing && (
              <div className={styles.row} data-from="us" aria-hidden="true">
                <span className={styles.dots}>
                  <span />
                  <span />
                  <span />
                </span>
              </div>
            )}
          </div>
          <div className={styles.questions} aria-label="Ask a question" role="group">
            {questions.map((topic) => (
              <button key={topic.id} type="button" className={styles.question} onClick={() => ask(topic)}>
                {topic.question}
              </button>
            ))}
          </div>
        </div>
      </div>
    </BlockSection>
  );
}
