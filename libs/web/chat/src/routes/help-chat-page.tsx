import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import type { GuidedChat } from '@ember/content';
import { Alert, Button, LoadingState, SubPage, TextField } from '@ember/ui';
import { useGuidedChat } from '../hooks/use-guided-chat';
import { cannedAnswer } from '../model/canned-answer';
import styles from './help-chat-page.module.css';

const toJourney = { to: '/emberite/journey', label: 'Back to your journey' };

interface Line {
  from: 'guide' | 'member';
  text: string;
}

/**
 * /emberite/chat/{chatId}: a help chat of the member area (spec 3 §3: setup guide, event tips,
 * general chat) with its opening messages, its questions to tap and a box to type in, answered from
 * the chat's canned responses; the content is edited in the CMS.
 */
export function HelpChatPage() {
  const { chatId = '' } = useParams();
  const state = useGuidedChat(chatId);

  if (state.status === 'loading') {
    return (
      <SubPage title="Chat" back={toJourney}>
        <LoadingState label="Loading the chat…" />
      </SubPage>
    );
  }
  if (state.status === 'missing') {
    return (
      <SubPage title="Chat" back={toJourney}>
        <p>There is no chat here. Your journey lists the chats that can help you.</p>
      </SubPage>
    );
  }
  if (state.status === 'unavailable') {
    return (
      <SubPage title="Chat" back={toJourney}>
        <Alert>We couldn’t load this chat. Please try again.</Alert>
        <Button variant="secondary" onClick={state.retry}>
          try again
        </Button>
      </SubPage>
    );
  }
  return <Conversation key={chatId} chat={state.chat} />;
}

function Conversation({ chat }: { chat: GuidedChat }) {
  const [lines, setLines] = useState<Line[]>(() => chat.messages.map(({ text }) => ({ from: 'guide', text })));
  const [draft, setDraft] = useState('');
  // A question is offered until its answer has been given, whether tapped or typed in other words.
  const answered = new Set(lines.filter((line) => line.from === 'guide').map((line) => line.text));
  const questions = (chat.responses ?? []).filter((response) => !answered.has(response.answer));

  const ask = (text: string) => {
    const question = text.trim();
    if (!question) return;
    setLines((previous) => [
      ...previous,
      { from: 'member', text: question },
      { from: 'guide', text: cannedAnswer(chat, question) },
    ]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(draft);
    setDraft('');
  };

  return (
    <SubPage title={chat.title} back={toJourney} lead={chat.description}>
      {/* A log: screen readers read each new line out as it is added. */}
      <ol className={styles.lines} role="log" aria-label="conversation">
        {lines.map((line, index) => (
          <li key={index} className={line.from === 'guide' ? styles.guide : styles.member}>
            <span className="visually-hidden">{line.from === 'guide' ? 'Ember: ' : 'You: '}</span>
            {line.text}
          </li>
        ))}
      </ol>
      {questions.length > 0 && (
        <ul className={styles.questions} aria-label="questions to ask">
          {questions.map((response) => (
            <li key={response.question}>
              <Button variant="secondary" size="small" onClick={() => ask(response.question)}>
                {response.question}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.note}>Answers come from a set list. To talk with your group, open your group’s page.</p>
      <form className={styles.composer} onSubmit={submit}>
        <TextField
          label="Ask a question"
          value={draft}
          maxLength={300}
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" disabled={!draft.trim()}>
          ask
        </Button>
      </form>
    </SubPage>
  );
}
