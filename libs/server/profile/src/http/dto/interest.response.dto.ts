import { ApiProperty } from '@nestjs/swagger';
import type { Interest } from '../../domain/interest.entity.js';

export class InterestResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Book Club' })
  name!: string;

  @ApiProperty({ description: 'What the member looks for; empty while incomplete.' })
  lookingFor!: string;

  @ApiProperty({ description: 'What the member can contribute; empty while incomplete.' })
  contribute!: string;

  @ApiProperty()
  isAiSuggested!: boolean;

  @ApiProperty()
  isCustom!: boolean;

  @ApiProperty({ description: 'Both texts filled: only complete interests are shown to others.' })
  isComplete!: boolean;

  static from(interest: Interest): InterestResponse {
    return {
      id: interest.id,
      name: interest.name,
      lookingFor: interest.lookingFor,
      contribute: interest.contribute,
      isAiSuggested: interest.isAiSuggested,
      isCustom: interest.isCustom,
      isComplete: interest.isComplete(),
    };
  }
}

export class InterestListResponse {
  @ApiProperty({ type: [InterestResponse] })
  interests!: InterestResponse[];

  @ApiProperty({ description: 'How many are incomplete and so not visible to others.' })
  incompleteCount!: number;

  static from(interests: readonly Interest[]): InterestListResponse {
    return {
      interests: interests.map((interest) => InterestResponse.from(interest)),
      incompleteCount: interests.filter((interest) => !interest.isComplete()).length,
    };
  }
}

export class AiResponseSavedResponse {
  @ApiProperty({ format: 'uuid' })
  interestId!: string;

  @ApiProperty({ description: 'How many interests the saved answer holds.', example: 5 })
  interestCount!: number;
}

export class InterestExampleResponse {
  @ApiProperty({ example: 'Readers who actually finish the book and enjoy a lively discussion.' })
  text!: string;

  @ApiProperty({ description: 'The index used (the requested one, wrapped around).', example: 0 })
  index!: number;

  @ApiProperty({ description: 'How many examples there are for this interest and type.', example: 3 })
  total!: number;
}

export class PromptExampleResponse {
  @ApiProperty({ example: 'Trail Running' })
  name!: string;

  @ApiProperty()
  lookingFor!: string;

  @ApiProperty()
  canContribute!: string;
}

export class AiPromptExamplesResponse {
  @ApiProperty({ description: 'The age group the examples suit.', example: '30s' })
  ageGroup!: string;

  @ApiProperty({ type: [PromptExampleResponse] })
  examples!: PromptExampleResponse[];

  @ApiProperty({ description: 'The whole prompt to copy, with these examples (the one the import parser recognises).' })
  prompt!: string;
}

export class PresetInterestResponse {
  @ApiProperty({ example: 'Photography' })
  name!: string;
}

export class InterestCatalogueResponse {
  @ApiProperty({ type: [PresetInterestResponse] })
  interests!: PresetInterestResponse[];
}
