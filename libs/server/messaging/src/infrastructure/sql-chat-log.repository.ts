import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ChatLogRepository } from '../domain/chat-log.repository.js';
import { ChatMessage } from '../domain/chat-message.entity.js';
import { MessageReport } from '../domain/message-report.entity.js';

interface MessageRow {
  id: string;
  group_id: string;
  seq: number;
  author_id: string;
  body: string;
  sent_at: Date | string;
}

function messageOf(row: MessageRow): ChatMessage {
  return Object.assign(new ChatMessage(), {
    id: row.id,
    groupId: row.group_id,
    seq: Number(row.seq),
    authorId: row.author_id,
    body: row.body,
    sentAt: new Date(row.sent_at),
  });
}

const columns = 'id, group_id, seq, author_id, body, sent_at';

@Injectable()
export class SqlChatLogRepository extends ChatLogRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  append(message: ChatMessage): Promise<ChatMessage> {
    return this.em.transactional(async (em) => {
      // The upsert locks the group's counter row until commit: concurrent appends queue behind it.
      const [room] = await em.execute<{ last_seq: number }[]>(
        `insert into messaging.chat_rooms (group_id, last_seq) values (?, 1)
         on conflict (group_id) do update set last_seq = chat_rooms.last_seq + 1
         returning last_seq`,
        [message.groupId],
      );
      message.seq = Number(room!.last_seq);
      await em.execute(`insert into messaging.chat_messages (${columns}) values (?, ?, ?, ?, ?, ?)`, [
        message.id,
        message.groupId,
        message.seq,
        message.authorId,
        message.body,
        message.sentAt,
      ]);
      return message;
    });
  }

  async after(groupId: string, afterSeq: number, limit: number): Promise<ChatMessage[]> {
    const rows = await this.em.execute<MessageRow[]>(
      `select ${columns} from messaging.chat_messages where group_id = ? and seq > ? order by seq limit ?`,
      [groupId, afterSeq, limit],
    );
    return rows.map(messageOf);
  }

  async latest(groupId: string, limit: number): Promise<ChatMessage[]> {
    const rows = await this.em.execute<MessageRow[]>(
      `select ${columns} from messaging.chat_messages where group_id = ? order by seq desc limit ?`,
      [groupId, limit],
    );
    return rows.map(messageOf).reverse();
  }

  async recentSendTimes(groupId: string, authorId: string, limit: number): Promise<Date[]> {
    const rows = await this.em.execute<{ sent_at: Date | string }[]>(
      `select sent_at from messaging.chat_messages where group_id = ? and author_id = ? order by sent_at desc limit ?`,
      [groupId, authorId, limit],
    );
    return rows.map((row) => new Date(row.sent_at));
  }

  async findMessage(groupId: string, messageId: string): Promise<ChatMessage | null> {
    const [row] = await this.em.execute<MessageRow[]>(
      `select ${columns} from messaging.chat_messages where group_id = ? and id = ?`,
      [groupId, messageId],
    );
    return row ? messageOf(row) : null;
  }

  async report(report: MessageReport): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `insert into messaging.message_reports (id, message_id, group_id, reporter_id, reason, created_at)
       values (?, ?, ?, ?, ?, ?)
       on conflict (message_id, reporter_id) do nothing
       returning id`,
      [report.id, report.messageId, report.groupId, report.reporterId, report.reason, report.createdAt],
    );
    return rows.length === 1;
  }

  async reports(limit: number): Promise<(MessageReport & { body: string; authorId: string })[]> {
    const rows = await this.em.execute<
      {
        id: string;
        message_id: string;
        group_id: string;
        reporter_id: string;
        reason: string;
        created_at: Date | string;
        body: string;
        author_id: string;
      }[]
    >(
      `select r.id, r.message_id, r.group_id, r.reporter_id, r.reason, r.created_at, m.body, m.author_id
         from messaging.message_reports r join messaging.chat_messages m on m.id = r.message_id
        order by r.created_at desc limit ?`,
      [limit],
    );
    return rows.map((row) =>
      Object.assign(new MessageReport(), {
        id: row.id,
        messageId: row.message_id,
        groupId: row.group_id,
        reporterId: row.reporter_id,
        reason: row.reason,
        createdAt: new Date(row.created_at),
        body: row.body,
        authorId: row.author_id,
      }),
    );
  }
}
