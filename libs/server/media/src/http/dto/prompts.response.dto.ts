import { ApiProperty } from '@nestjs/swagger';
import type { Prompt } from '../../domain/prompt.catalogue.js';
import { promptTypes } from '../../domain/prompt.catalogue.js';

export class VideoPromptResponse {
  @ApiProperty({ example: 'dad_joke' })
  id!: string;

  @ApiProperty({ enum: promptTypes })
  type!: string;

  @ApiProperty({ example: 'Tell us your best dad joke' })
  title!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ type: [String], minItems: 4, maxItems: 4 })
  instructions!: string[];

  static from(prompt: Prompt): VideoPromptResponse {
    return { ...prompt, instructions: [...prompt.instructions] };
  }
}

export class VideoPromptsResponse {
  @ApiProperty({ type: [VideoPromptResponse], description: 'Seven fun, seven useful and the daily prompts.' })
  prompts!: VideoPromptResponse[];

  @ApiProperty({ example: 'scientific_fact', description: 'The daily prompt everyone answers today.' })
  dailyPromptId!: string;
}
