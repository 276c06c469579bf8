import { useEffect, useState } from 'react';
import { type GuidedChat, browserContentClient } from '@ember/content';

export type GuidedChatState =
  | { status: 'loading' }
  | { status: 'ready'; chat: GuidedChat }
  | { status: 'missing' }
  | { status: 'unavailable'; retry: () => void };

/** A help chat's published content from the CMS, through the shared (cached) content client. */
export function useGuidedChat(chatId: string): GuidedChatState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: GuidedChatState }>({
    key: chatId,
    value: { status: 'loading' },
  });

  useEffect(() => {
    let current = true;
    browserContentClient()
      .guidedChat(chatId)
      .then(
        (chat) => {
          if (current) setState({ key: chatId, value: chat ? { status: 'ready', chat } : { status: 'missing' } });
        },
        () => {
          if (current) {
            setState({
              key: chatId,
              value: { status: 'unavailable', retry: () => setAttempt((count) => count + 1) },
            });
          }
        },
      );
    return () => {
      current = false;
    };
  }, [chatId, attempt]);

  return state.key === chatId ? state.value : { status: 'loading' };
}
