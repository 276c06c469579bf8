import { isId } from '@ember/kernel';
import type { EventFormat } from '../domain/event-format.entity.js';
import { FormatNotFoundError } from '../domain/event-format.errors.js';
import type { EventFormatRepository } from '../domain/event-format.repository.js';
import { type Actor, manages } from './actor.js';

/**
 * The format by id when the actor manages it. Someone else's format, or an id that is not one,
 * is "not found": whether it exists is not the caller's business.
 */
export async function managedFormat(formats: EventFormatRepository, actor: Actor, id: string): Promise<EventFormat> {
  const format = isId(id) ? await formats.findById(id.toLowerCase()) : null;
  if (!format || !manages(actor, format)) throw new FormatNotFoundError();
  return format;
}
