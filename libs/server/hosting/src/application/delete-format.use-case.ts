import type { EventFormatRepository } from '../domain/event-format.repository.js';
import type { Actor } from './actor.js';
import { managedFormat } from './format-access.js';

/** Removes a draft for good; a format that went live is archived instead, keeping its history. */
export class DeleteFormatUseCase {
  constructor(private readonly formats: EventFormatRepository) {}

  async execute(actor: Actor, id: string): Promise<void> {
    const format = await managedFormat(this.formats, actor, id);
    format.assertDeletable();
    await this.formats.delete(format);
  }
}
