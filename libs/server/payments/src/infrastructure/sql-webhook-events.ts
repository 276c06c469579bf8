import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { WebhookEvents } from '../application/webhook-events.port.js';
import { WebhookEventRecord } from './records.js';

@Injectable()
export class SqlWebhookEvents extends WebhookEvents {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async begin(id: string, type: string, now: Date): Promise<boolean> {
    await this.em
      .createQueryBuilder(WebhookEventRecord)
      .insert({ id, type, receivedAt: now, processedAt: null })
      .onConflict(['id'])
      .ignore()
      .execute('run');
    const stored = await this.em.findOne(WebhookEventRecord, { id }, { disableIdentityMap: true });
    return stored?.processedAt == null;
  }

  async finish(id: string, now: Date): Promise<void> {
    await this.em.nativeUpdate(WebhookEventRecord, { id, processedAt: null }, { processedAt: now });
  }
}
