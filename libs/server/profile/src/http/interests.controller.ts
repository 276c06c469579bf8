import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
} from '@nestjs/swagger';
import { buildInterestPrompt } from '@ember/interest-import';
import { type AuthenticatedUser, CurrentUser } from '@ember/identity';
import { ErrorBody, Public } from '@ember/platform';
import { AddInterestUseCase } from '../application/add-interest.use-case.js';
import { InterestExamplesQuery } from '../application/interest-examples.query.js';
import { ListInterestsQuery } from '../application/list-interests.query.js';
import { RemoveInterestUseCase } from '../application/remove-interest.use-case.js';
import { SaveAiResponseUseCase } from '../application/save-ai-response.use-case.js';
import { UpdateInterestUseCase } from '../application/update-interest.use-case.js';
import {
  AddInterestRequest,
  AiPromptExamplesRequest,
  InterestExampleRequest,
  SaveAiResponseRequest,
  UpdateInterestRequest,
} from './dto/interest.request.dto.js';
import {
  AiPromptExamplesResponse,
  AiResponseSavedResponse,
  InterestCatalogueResponse,
  InterestExampleResponse,
  InterestListResponse,
  InterestResponse,
} from './dto/interest.response.dto.js';
import { ApiProfileTag } from './profile-api.js';

@ApiProfileTag()
@ApiBadRequestResponse({ type: ErrorBody })
@Controller('interests')
export class InterestsController {
  constructor(
    private readonly interests: ListInterestsQuery,
    private readonly addInterests: AddInterestUseCase,
    private readonly updateInterests: UpdateInterestUseCase,
    private readonly removeInterests: RemoveInterestUseCase,
    private readonly aiResponses: SaveAiResponseUseCase,
    private readonly examples: InterestExamplesQuery,
  ) {}

  /** The caller's interests in their order, and how many are incomplete (hidden from others). */
  @Get()
  @ApiOkResponse({ type: InterestListResponse })
  async listInterests(@CurrentUser() user: AuthenticatedUser): Promise<InterestListResponse> {
    return InterestListResponse.from(await this.interests.execute(user.id));
  }

  /** Adds an interest at the end (at most 20; names unique per member). */
  @Post()
  @ApiCreatedResponse({ type: InterestResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'An interest with that name exists.' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'The caller has no profile yet.' })
  async addInterest(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: AddInterestRequest,
  ): Promise<InterestResponse> {
    return InterestResponse.from(await this.addInterests.execute(user.id, body));
  }

  /** The interest modal's save; fields left out keep their value. */
  @Put(':interestId')
  @ApiOkResponse({ type: InterestResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody })
  async updateInterest(
    @CurrentUser() user: AuthenticatedUser,
    @Param('interestId') interestId: string,
    @Body() body: UpdateInterestRequest,
  ): Promise<InterestResponse> {
    return InterestResponse.from(await this.updateInterests.execute(user.id, interestId, body));
  }

  /** The hold-to-remove button. */
  @Delete(':interestId')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorBody })
  async removeInterest(@CurrentUser() user: AuthenticatedUser, @Param('interestId') interestId: string): Promise<void> {
    await this.removeInterests.execute(user.id, interestId);
  }

  /** Keeps the AI answer the interests were imported from; it must parse (spec 1 §5 messages otherwise). */
  @Post(':interestId/ai-response')
  @HttpCode(200)
  @ApiOkResponse({ type: AiResponseSavedResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async saveAiResponse(
    @CurrentUser() user: AuthenticatedUser,
    @Param('interestId') interestId: string,
    @Body() body: SaveAiResponseRequest,
  ): Promise<AiResponseSavedResponse> {
    const saved = await this.aiResponses.execute(user.id, interestId, body.aiResponseText);
    return { interestId: saved.interest.id, interestCount: saved.interestCount };
  }

  /** Example interests for the AI prompt, by age group and sex, with the whole prompt to copy. */
  @Public()
  @Get('ai-prompt-examples')
  @ApiOkResponse({ type: AiPromptExamplesResponse })
  getAiPromptExamples(@Query() query: AiPromptExamplesRequest): AiPromptExamplesResponse {
    const set = this.examples.promptExamples(query.age ?? null, query.sex ?? null);
    return { ageGroup: set.ageGroup, examples: set.examples, prompt: buildInterestPrompt(set.examples) };
  }

  /** An example answer for an interest: type want (looking for) or offer (contribute); index wraps around. */
  @Public()
  @Get('examples')
  @ApiOkResponse({ type: InterestExampleResponse })
  getInterestExample(@Query() query: InterestExampleRequest): InterestExampleResponse {
    return this.examples.example(query.interestName, query.type, query.index ?? 0);
  }

  /** The 20 preset topics of the onboarding interest step. */
  @Public()
  @Get('catalogue')
  @ApiOkResponse({ type: InterestCatalogueResponse })
  listPresetInterests(): InterestCatalogueResponse {
    return { interests: this.examples.catalogue().map(({ name }) => ({ name })) };
  }
}
