import { Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser } from '@ember/identity';
import { ErrorBody } from '@ember/platform';
import { BlocksUseCase } from '../application/blocks.use-case.js';
import { BlocksResponse } from './dto/member.response.dto.js';

/** Blocks: never see each other among candidates, never in one group. Private to the blocker. */
@ApiTags('matching-rounds')
@ApiBadRequestResponse({ type: ErrorBody })
@Controller('blocks')
export class BlocksController {
  constructor(private readonly blocks: BlocksUseCase) {}

  @Get()
  @ApiOkResponse({ type: BlocksResponse })
  async listBlocks(@CurrentUser() user: AuthenticatedUser): Promise<BlocksResponse> {
    const cards = await this.blocks.blockedCards(user.id);
    return {
      profileIds: await this.blocks.mine(user.id),
      members: cards.map((card) => ({
        profileId: card.profileId,
        firstName: card.firstName,
        photoUrl: card.photoUrl,
        byReport: card.byReport,
      })),
    };
  }

  @Put(':profileId')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorBody })
  async blockMember(@CurrentUser() user: AuthenticatedUser, @Param('profileId') profileId: string): Promise<void> {
    await this.blocks.block(user.id, profileId);
  }

  @Delete(':profileId')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'The block came with a report and stays.' })
  async unblockMember(@CurrentUser() user: AuthenticatedUser, @Param('profileId') profileId: string): Promise<void> {
    await this.blocks.unblock(user.id, profileId);
  }
}
