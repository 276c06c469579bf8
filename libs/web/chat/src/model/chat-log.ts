import type { ChatMessage } from '@ember/api-client';

/**
 * Adds messages to a chat's log: one copy per sequence number, in sequence order. Messages can
 * arrive twice (the history read after joining overlaps the live ones) and out of order (two
 * replicas broadcast independently); the log is the same whatever the order of arrival.
 */
export function mergeMessages(log: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return log as ChatMessage[];
  const bySeq = new Map(log.map((message) => [message.seq, message]));
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The last sequence number the client holds: where a reconnect resumes. */
export function lastSeqOf(log: readonly ChatMessage[]): number {
  return log.at(-1)?.seq ?? 0;
}
