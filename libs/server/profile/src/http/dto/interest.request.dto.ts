import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Max, MaxLength, Min } from 'class-validator';
import { sexes } from '@ember/member-rules';
import { exampleTypes } from '../../domain/interest-catalogue.js';

export class AddInterestRequest {
  @ApiProperty({ maxLength: 60, example: 'Book Club' })
  @IsString({ message: 'name must be text.' })
  @MaxLength(200)
  name!: string;

  @ApiPropertyOptional({ description: 'Empty, or 20-150 characters after trimming.' })
  @IsOptional()
  @IsString({ message: 'lookingFor must be text.' })
  @MaxLength(1000)
  lookingFor?: string;

  @ApiPropertyOptional({ description: 'Empty, or 20-150 characters after trimming.' })
  @IsOptional()
  @IsString({ message: 'contribute must be text.' })
  @MaxLength(1000)
  contribute?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isAiSuggested?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isCustom?: boolean;
}

export class UpdateInterestRequest {
  @ApiPropertyOptional({ maxLength: 60 })
  @IsOptional()
  @IsString({ message: 'name must be text.' })
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ description: 'Empty, or 20-150 characters after trimming.' })
  @IsOptional()
  @IsString({ message: 'lookingFor must be text.' })
  @MaxLength(1000)
  lookingFor?: string;

  @ApiPropertyOptional({ description: 'Empty, or 20-150 characters after trimming.' })
  @IsOptional()
  @IsString({ message: 'contribute must be text.' })
  @MaxLength(1000)
  contribute?: string;
}

export class SaveAiResponseRequest {
  @ApiProperty({ description: 'The AI answer as pasted; it must parse (the import rules of spec 1 §5).' })
  @IsString({ message: 'aiResponseText must be text.' })
  @MaxLength(40_000)
  aiResponseText!: string;
}

export class InterestExampleRequest {
  @ApiProperty({ example: 'Book Club' })
  @IsString()
  @Length(1, 80, { message: 'interestName must be 1 to 80 characters.' })
  interestName!: string;

  @ApiProperty({ enum: exampleTypes, description: 'want: what you look for; offer: what you contribute.' })
  @IsIn(exampleTypes, { message: 'type must be want or offer.' })
  type!: (typeof exampleTypes)[number];

  @ApiPropertyOptional({ minimum: 0, maximum: 1000, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'index must be a whole number.' })
  @Min(0)
  @Max(1000)
  index?: number;
}

export class AiPromptExamplesRequest {
  @ApiPropertyOptional({ minimum: 18, maximum: 120, example: 31 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'age must be a whole number.' })
  @Min(18)
  @Max(120)
  age?: number;

  @ApiPropertyOptional({ enum: sexes })
  @IsOptional()
  @IsIn(sexes, { message: 'sex must be male or female.' })
  sex?: (typeof sexes)[number];
}
