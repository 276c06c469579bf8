import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { type AuthenticatedUser, CurrentUser, SessionCookies } from '@ember/identity';
import { APP_CONFIG, type AppConfig, ErrorBody, Public } from '@ember/platform';
import type { Actor } from '../application/actor.js';
import { ArchiveFormatUseCase } from '../application/archive-format.use-case.js';
import { ClaimFormatsUseCase } from '../application/claim-formats.use-case.js';
import { CreateFormatDraftUseCase } from '../application/create-format-draft.use-case.js';
import { DeleteFormatUseCase } from '../application/delete-format.use-case.js';
import { DuplicateFormatUseCase } from '../application/duplicate-format.use-case.js';
import { GetFormatQuery } from '../application/get-format.query.js';
import { GetPublicFormatQuery } from '../application/get-public-format.query.js';
import { ListMyFormatsQuery } from '../application/list-my-formats.query.js';
import { PublishFormatUseCase } from '../application/publish-format.use-case.js';
import { SearchFormatsQuery, searchPage } from '../application/search-formats.query.js';
import { UpdateFormatUseCase } from '../application/update-format.use-case.js';
import { FormatInterest } from '../application/format-interest.js';
import { FormatViewer } from '../application/format-viewer.js';
import type { EventFormat } from '../domain/event-format.entity.js';
import { ClaimFormatRequest } from './dto/claim-format.request.dto.js';
import {
  ClaimedFormatResponse,
  EventFormatDetailsResponse,
  EventFormatListResponse,
  EventFormatResponse,
} from './dto/event-format.response.dto.js';
import { FormatDraftRequest } from './dto/format-draft.request.dto.js';
import { ListMyFormatsRequest, SearchFormatsRequest } from './dto/format-queries.request.dto.js';
import { FormatSearchResponse, PublicEventFormatResponse } from './dto/public-format.response.dto.js';
import { MyInterestResponse } from './dto/my-interest.response.dto.js';
import { linkOrigin } from './link-origin.js';

const actorOf = (user: AuthenticatedUser): Actor => ({ id: user.id, email: user.email, roles: user.roles });

/**
 * Event formats (spec 3 §7). Only a format's host (or an admin) reads or changes it; anyone else
 * is answered 404. Search and a format's public page show active formats' public fields only.
 */
@ApiTags('hosting')
@ApiBadRequestResponse({ type: ErrorBody, description: 'Bad input; details.fields names each field.' })
@Controller('event-format')
export class EventFormatController {
  constructor(
    private readonly createDraft: CreateFormatDraftUseCase,
    private readonly update: UpdateFormatUseCase,
    private readonly publish: PublishFormatUseCase,
    private readonly archive: ArchiveFormatUseCase,
    private readonly duplicate: DuplicateFormatUseCase,
    private readonly remove: DeleteFormatUseCase,
    private readonly claim: ClaimFormatsUseCase,
    private readonly formats: GetFormatQuery,
    private readonly myFormats: ListMyFormatsQuery,
    private readonly search: SearchFormatsQuery,
    private readonly publicFormats: GetPublicFormatQuery,
    private readonly viewer: FormatViewer,
    private readonly interest: FormatInterest,
    private readonly cookies: SessionCookies,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Formats are priced in the install's one currency, the one deposits and tickets are charged in. */
  private get currency(): string {
    return this.config.PAYMENTS_CURRENCY;
  }

  /**
   * A new draft from the wizard, whole or in part (the rest takes the defaults). Signed in: the
   * caller's, who becomes a host. Without an account: hostInfo.email is required, the format is
   * kept unclaimed and the address gets the next steps with a single-use claim link
   * (`/host/claim?token=…`, valid 72 hours).
   */
  @Public()
  @Post('draft')
  @HttpCode(201)
  @ApiCreatedResponse({ type: EventFormatResponse })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Too many formats without an account; see Retry-After.' })
  async createFormatDraft(
    @Body() body: FormatDraftRequest,
    @Req() request: Request,
    @CurrentUser() user?: AuthenticatedUser,
  ): Promise<EventFormatResponse> {
    const format = await this.createDraft.execute({
      actor: user ? actorOf(user) : null,
      input: body,
      ip: request.ip ?? 'unknown',
      linkOrigin: linkOrigin(this.config, request),
    });
    return this.view(format);
  }

  /**
   * Opens a claim link: signs the person in (creating the account if needed, with the same
   * cookies as sign-in), makes them a host and attaches their formats. Once, within 72 hours.
   */
  @Public()
  @Post('claim')
  @HttpCode(200)
  @ApiOkResponse({ type: ClaimedFormatResponse })
  async claimFormat(
    @Body() body: ClaimFormatRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ClaimedFormatResponse> {
    const { session, formatIds } = await this.claim.execute(body.token, request.header('user-agent'));
    this.cookies.set(response, session.sessionToken, session.expiresAt);
    return { email: session.email, formatIds, createdAccount: session.createdAccount };
  }

  /** Active formats anyone may find, newest first: public fields only. */
  @Public()
  @Get('search')
  @ApiOkResponse({ type: FormatSearchResponse })
  async searchFormats(@Query() query: SearchFormatsRequest): Promise<FormatSearchResponse> {
    const limit = query.limit ?? searchPage.defaultLimit;
    const offset = query.offset ?? 0;
    const result = await this.search.execute(query.query ?? '', limit, offset);
    return {
      formats: result.formats.map((view) => PublicEventFormatResponse.from(view, this.currency)),
      total: result.total,
      limit,
      offset,
    };
  }

  /** The caller's formats, most recently changed first; `status` filters (default: all but archived). */
  @Get('my-formats')
  @ApiOkResponse({ type: EventFormatListResponse })
  async listMyFormats(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListMyFormatsRequest,
  ): Promise<EventFormatListResponse> {
    const views = await this.myFormats.execute(actorOf(user), query.status ?? 'all');
    return { formats: views.map((view) => EventFormatResponse.from(view, this.currency)) };
  }

  /** An active format's public page (/f/{slug}): what its Open Graph tags need and more. */
  @Public()
  @Get('public/:slug')
  @ApiOkResponse({ type: PublicEventFormatResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No active format has this slug.' })
  async getPublicFormat(@Param('slug') slug: string): Promise<PublicEventFormatResponse> {
    return PublicEventFormatResponse.from(await this.publicFormats.execute(slug), this.currency);
  }

  /** The caller's interest in an active format, and what keeps them from registering it. */
  @Get('public/:slug/interest')
  @ApiOkResponse({ type: MyInterestResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No active format has this slug.' })
  async getMyInterest(
    @CurrentUser() user: AuthenticatedUser,
    @Param('slug') slug: string,
  ): Promise<MyInterestResponse> {
    return MyInterestResponse.from(await this.interest.mine(user.id, slug));
  }

  /**
   * Registers the caller's interest while the format collects it (again after a withdrawal
   * counts anew). Needs a profile others can see: 422 names what is missing in details.missing.
   */
  @Put('public/:slug/interest')
  @ApiOkResponse({ type: MyInterestResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No active format has this slug.' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Interest has closed, or the caller hosts the format.' })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'The profile is missing or others cannot see it.' })
  async registerInterest(
    @CurrentUser() user: AuthenticatedUser,
    @Param('slug') slug: string,
  ): Promise<MyInterestResponse> {
    return MyInterestResponse.from(await this.interest.register(user.id, slug));
  }

  /** Withdraws the caller's interest while the format collects it; withdrawing twice changes nothing. */
  @Delete('public/:slug/interest')
  @ApiOkResponse({ type: MyInterestResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No active format has this slug.' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Interest has closed.' })
  async withdrawInterest(
    @CurrentUser() user: AuthenticatedUser,
    @Param('slug') slug: string,
  ): Promise<MyInterestResponse> {
    return MyInterestResponse.from(await this.interest.withdraw(user.id, slug));
  }

  /** One of the caller's formats with its numbers and participants ('Format not found' otherwise). */
  @Get(':id')
  @ApiOkResponse({ type: EventFormatDetailsResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async getFormat(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<EventFormatDetailsResponse> {
    return EventFormatDetailsResponse.from(await this.formats.execute(actorOf(user), id), this.currency);
  }

  /**
   * Saves changes as the host goes: what is given is laid over the format. A draft may stay
   * incomplete (what is there must be right); an active format keeps every publishing rule;
   * completed and archived formats no longer change (409).
   */
  @Put(':id')
  @ApiOkResponse({ type: EventFormatResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody })
  async updateFormat(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: FormatDraftRequest,
  ): Promise<EventFormatResponse> {
    return this.view(await this.update.execute(actorOf(user), id, body));
  }

  /**
   * Draft → active when every rule of spec 3 §5 holds (422 naming each field otherwise); the
   * format gets its public page /f/{slug} and the host an e-mail that it is live.
   */
  @Post(':id/publish')
  @HttpCode(200)
  @ApiOkResponse({ type: EventFormatResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'Not a draft.' })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'Incomplete; details.fields names each field.' })
  async publishFormat(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Req() request: Request,
  ): Promise<EventFormatResponse> {
    return this.view(await this.publish.execute(actorOf(user), id, linkOrigin(this.config, request)));
  }

  /** Archives a format from any status. */
  @Post(':id/archive')
  @HttpCode(200)
  @ApiOkResponse({ type: EventFormatResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async archiveFormat(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<EventFormatResponse> {
    return this.view(await this.archive.execute(actorOf(user), id));
  }

  /** A new draft "… (copy)" of the format, with zeroed counts. */
  @Post(':id/duplicate')
  @HttpCode(201)
  @ApiCreatedResponse({ type: EventFormatResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async duplicateFormat(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<EventFormatResponse> {
    return this.view(await this.duplicate.execute(actorOf(user), id));
  }

  /** Deletes a draft; a format that went live is archived instead (409). */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'Not a draft.' })
  async deleteFormat(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.remove.execute(actorOf(user), id);
  }

  private async view(format: EventFormat): Promise<EventFormatResponse> {
    return EventFormatResponse.from(await this.viewer.view(format), this.currency);
  }
}
