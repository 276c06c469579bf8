import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProperty,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser } from '@ember/identity';
import { ErrorBody } from '@ember/platform';
import { MeetAgainUseCase } from '../application/meet-again.use-case.js';
import { MeetAgainRequest } from './dto/round.request.dto.js';

export class MeetAgainResponse {
  @ApiProperty({ example: 3, description: 'How many answers were saved; nobody else’s are ever shown.' })
  answered!: number;
}

/** After the event: each attendee's private "would you meet them again?" about the others. */
@ApiTags('matching-rounds')
@Controller('rounds')
export class MeetAgainController {
  constructor(private readonly meetAgain: MeetAgainUseCase) {}

  @Put(':roundId/my-group/meet-again')
  @HttpCode(200)
  @ApiOkResponse({ type: MeetAgainResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No group, or someone who did not attend it.' })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'The caller was not checked in at the event.' })
  async answerMeetAgain(
    @CurrentUser() user: AuthenticatedUser,
    @Param('roundId') roundId: string,
    @Body() body: MeetAgainRequest,
  ): Promise<MeetAgainResponse> {
    return this.meetAgain.answer(user.id, roundId, body.answers);
  }
}
