import { useCallback, useEffect, useRef, useState } from 'react';
import { type Socket, io } from 'socket.io-client';
import { type ChatMember, type ChatMessage, type GroupChat, apiBaseUrl } from '@ember/api-client';
import { lastSeqOf, mergeMessages } from '../model/chat-log';

/** The api serves its sockets under its own prefix, so every proxy in front of /api carries them. */
export const socketPath = '/api/socket.io';

export interface ChatFailure {
  code: string;
  message: string;
  retryAfterSeconds?: number;
}

type Ack<T> = { ok: true; data: T } | { ok: false; error: ChatFailure };

export type ChatPhase = 'connecting' | 'ready' | 'reconnecting' | 'unavailable';

export interface ChatDetails {
  title: string;
  me: string;
  members: ChatMember[];
  closesAt: string;
}

export interface GroupChatState {
  phase: ChatPhase;
  /** Why the chat is unavailable, or why the connection dropped. */
  failure: ChatFailure | null;
  details: ChatDetails | null;
  messages: ChatMessage[];
  /** Messages from others that arrived live (not from the history), for the live region. */
  arrived: ChatMessage | null;
  send(body: string): Promise<ChatFailure | null>;
}

const offline: ChatFailure = {
  code: 'messaging.offline',
  message: 'We lost the connection to your group chat. Reconnecting…',
};

/**
 * A group's chat over Socket.IO: joins the group's room on every (re)connection with the last
 * sequence number it holds, so a reconnect resumes without losing a message; merges live messages
 * and history by sequence number. Refusals (not in the group, not confirmed yet, closed) end it.
 */
export function useGroupChat(groupId: string, socketUrl?: string): GroupChatState {
  const [phase, setPhase] = useState<ChatPhase>('connecting');
  const [failure, setFailure] = useState<ChatFailure | null>(null);
  const [details, setDetails] = useState<ChatDetails | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [arrived, setArrived] = useState<ChatMessage | null>(null);
  const log = useRef<ChatMessage[]>([]);
  const me = useRef<string | null>(null);
  const socket = useRef<Socket | null>(null);

  useEffect(() => {
    log.current = [];
    const origin = socketUrl ?? (apiBaseUrl() || window.location.origin);
    const connection = io(`${origin}/chat`, { path: socketPath, transports: ['websocket'], withCredentials: true });
    socket.current = connection;
    const append = (incoming: ChatMessage[]) => {
      log.current = mergeMessages(log.current, incoming);
      setMessages(log.current);
    };

    connection.on('connect', () => {
      const after = log.current.length > 0 ? lastSeqOf(log.current) : undefined;
      void (connection.timeout(15_000).emitWithAck('join', { groupId, after }) as Promise<Ack<GroupChat>>)
        .then((ack) => {
          if (!ack.ok) {
            setFailure(ack.error);
            setPhase('unavailable');
            connection.disconnect();
            return;
          }
          me.current = ack.data.me;
          setDetails({
            title: ack.data.title,
            me: ack.data.me,
            members: ack.data.members,
            closesAt: ack.data.closesAt,
          });
          append(ack.data.messages);
          setFailure(null);
          setPhase('ready');
        })
        .catch(() => {
          setFailure(offline);
          setPhase('reconnecting');
        });
    });
    connection.on('message', (message: ChatMessage) => {
      if (message.groupId !== groupId) return;
      append([message]);
      if (message.authorId !== me.current) setArrived(message);
    });
    connection.on('disconnect', () => {
      setPhase((current) => (current === 'unavailable' ? current : 'reconnecting'));
    });
    connection.on('connect_error', (error: Error & { data?: { code?: string } }) => {
      if (error.data?.code === 'auth.unauthenticated') {
        setFailure({ code: 'auth.unauthenticated', message: error.message });
        setPhase('unavailable');
        connection.disconnect();
        return;
      }
      setFailure(offline);
      setPhase((current) => (current === 'connecting' ? current : 'reconnecting'));
    });
    return () => {
      connection.removeAllListeners();
      connection.disconnect();
      socket.current = null;
    };
  }, [groupId, socketUrl]);

  const send = useCallback(
    async (body: string): Promise<ChatFailure | null> => {
      const connection = socket.current;
      if (!connection?.connected) return offline;
      try {
        const ack = (await connection.timeout(15_000).emitWithAck('send', { groupId, body })) as Ack<ChatMessage>;
        if (!ack.ok) return ack.error;
        log.current = mergeMessages(log.current, [ack.data]);
        setMessages(log.current);
        return null;
      } catch {
        return { code: 'messaging.timeout', message: 'Your message did not go through. Please try again.' };
      }
    },
    [groupId],
  );

  return { phase, failure, details, messages, arrived, send };
}
