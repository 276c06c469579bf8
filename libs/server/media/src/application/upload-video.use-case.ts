import type { MediaObject } from '../domain/media-object.entity.js';
import { type PromptChoice, resolvePrompt, videoSlot } from '../domain/media-slot.js';
import type { IncomingFile, IncomingFiles } from './incoming-files.port.js';
import type { MediaIntake } from './media-intake.js';
import type { MediaSettings } from './media-settings.js';

export interface UploadVideoCommand extends PromptChoice {
  ownerId: string;
  file: IncomingFile | undefined;
}

/** A prompt video: replaces the member's video in the same slot and is queued for transcoding. */
export class UploadVideoUseCase {
  constructor(
    private readonly intake: MediaIntake,
    private readonly files: IncomingFiles,
    private readonly settings: MediaSettings,
  ) {}

  async execute(command: UploadVideoCommand): Promise<MediaObject> {
    let prompt;
    try {
      prompt = resolvePrompt(command, this.settings.dailyPromptId);
    } catch (error) {
      if (command.file) await this.files.discard(command.file.path);
      throw error;
    }
    return this.intake.accept({
      ownerId: command.ownerId,
      file: command.file,
      kind: 'video',
      slot: videoSlot(prompt),
      prompt,
    });
  }
}
