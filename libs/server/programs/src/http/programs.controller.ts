import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBody, Public } from '@ember/platform';
import { GetProgramQuery } from '../application/get-program.query.js';
import { ListProgramsQuery } from '../application/list-programs.query.js';
import { ProgramResponse } from './dto/program.response.dto.js';

@ApiTags('programs')
@Public()
@Controller('programs')
export class ProgramsController {
  constructor(
    private readonly programs: ListProgramsQuery,
    private readonly program: GetProgramQuery,
  ) {}

  /** Every program and campaign: multi-week programs first. */
  @Get()
  @ApiOkResponse({ type: [ProgramResponse] })
  async listPrograms(): Promise<ProgramResponse[]> {
    return (await this.programs.execute()).map((program) => ProgramResponse.from(program));
  }

  /** A program by slug or campaign path: coffee, halloween-2025, halloween-mystery, brains-and-barstools, pottery … */
  @Get('by-slug/:slug')
  @ApiOkResponse({ type: ProgramResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async getProgramBySlug(@Param('slug') slug: string): Promise<ProgramResponse> {
    return ProgramResponse.from(await this.program.bySlug(slug));
  }

  @Get(':id')
  @ApiOkResponse({ type: ProgramResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async getProgram(@Param('id') id: string): Promise<ProgramResponse> {
    return ProgramResponse.from(await this.program.byId(id));
  }
}
