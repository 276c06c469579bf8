import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { type AuthenticatedUser, CurrentUser } from '@ember/identity';
import { type IncomingFile, MediaUploadInterceptor } from '@ember/media';
import { ErrorBody } from '@ember/platform';
import { BrowseProfilesQuery } from '../application/browse-profiles.query.js';
import { CreateProfileUseCase } from '../application/create-profile.use-case.js';
import { GetMyProfileQuery } from '../application/get-my-profile.query.js';
import { RegisterExperienceUseCase } from '../application/register-experience.use-case.js';
import { UpdateProfilePropertyUseCase } from '../application/update-profile-property.use-case.js';
import { ViewProfileQuery } from '../application/view-profile.query.js';
import { GetPeopleFiltersQuery, SavePeopleFiltersUseCase } from '../application/people-filters.use-cases.js';
import {
  ExperienceRegistrationEnvelope,
  ExperienceRegistrationRequest,
  ProfileRegistration,
} from './dto/profile-registration.dto.js';
import { BrowseProfilesRequest } from './dto/browse.request.dto.js';
import { BrowsePageResponse } from './dto/browse.response.dto.js';
import { CreateProfileResponse, MyProfileResponse } from './dto/profile.response.dto.js';
import { PublicProfileResponse } from './dto/public-profile.response.dto.js';
import { PeopleFiltersRequest, PeopleFiltersResponse } from './dto/people-filters.dto.js';
import { UpdateProfilePropertyRequest } from './dto/update-profile-property.request.dto.js';
import { jsonFields, readProfileJson } from './profile-request-body.js';
import { ApiProfileTag, experienceRegistrationResponse } from './profile-api.js';

@ApiProfileTag()
@ApiBadRequestResponse({ type: ErrorBody })
@Controller('profiles')
export class ProfilesController {
  constructor(
    private readonly createProfiles: CreateProfileUseCase,
    private readonly registerExperiences: RegisterExperienceUseCase,
    private readonly updateProperties: UpdateProfilePropertyUseCase,
    private readonly myProfile: GetMyProfileQuery,
    private readonly browse: BrowseProfilesQuery,
    private readonly viewProfile: ViewProfileQuery,
    private readonly peopleFilters: GetPeopleFiltersQuery,
    private readonly savePeopleFilters: SavePeopleFiltersUseCase,
  ) {}

  /**
   * Two submissions share this path (spec 1 §7, spec 3 §7). Multipart: the onboarding wizard's
   * `ProfileJson` (JSON text) and optional `Photo` (any common image; the media context makes it a
   * JPEG, so photoUrl stays null until photoStatus is ready); creates the profile (201) or, for a
   * member who has one, merges the logistics and new interests into it and replaces the photo (200;
   * name, age, sex and location stay as registered). JSON: an experience registration (201 first,
   * 200 when answered again).
   */
  @Post()
  @UseInterceptors(MediaUploadInterceptor('Photo', 'photo'))
  @ApiExtraModels(
    ProfileRegistration,
    ExperienceRegistrationRequest,
    CreateProfileResponse,
    ExperienceRegistrationEnvelope,
  )
  @ApiOperation({
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['ProfileJson'],
            properties: {
              ProfileJson: {
                type: 'string',
                description: `JSON text of ${getSchemaPath(ProfileRegistration)}.`,
              },
              Photo: { type: 'string', format: 'binary', description: 'An image (jpg, png, heic, webp …).' },
            },
          },
        },
        'application/json': { schema: { $ref: getSchemaPath(ExperienceRegistrationRequest) } },
      },
    },
  })
  @ApiCreatedResponse(experienceRegistrationResponse('Created: the profile (multipart) or the registration (JSON).'))
  @ApiOkResponse(experienceRegistrationResponse('Merged into the existing profile, or the registration updated.'))
  @ApiConflictResponse({ type: ErrorBody })
  @ApiPayloadTooLargeResponse({ type: ErrorBody })
  async createProfile(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @UploadedFile() photo?: IncomingFile,
  ): Promise<CreateProfileResponse | ExperienceRegistrationEnvelope> {
    if (!request.is('multipart/form-data')) {
      const outcome = await this.registerExperiences.execute(user.id, jsonFields(request.body));
      response.status(outcome.created ? 201 : 200);
      const { registration } = outcome;
      return {
        data: {
          registration: {
            id: registration.id,
            experience: registration.experience,
            availability: registration.availability,
            availabilityExplained: registration.availabilityExplained,
            activities: registration.activities,
            budget:
              registration.idealBudget && registration.maxBudget
                ? { ideal: registration.idealBudget, max: registration.maxBudget }
                : null,
            videoAgreement: registration.videoAgreement,
            depositAgreement: registration.depositAgreement,
            acknowledged: registration.acknowledged,
            location: registration.location,
          },
          inviteRedemption: outcome.inviteRedemption,
        },
      };
    }
    const outcome = await this.createProfiles.execute({
      userId: user.id,
      registration: readProfileJson(request.body),
      photo,
    });
    response.status(outcome.created ? 201 : 200);
    const profile = MyProfileResponse.from(await this.myProfile.execute(user.id), user.email);
    return {
      data: {
        user: { id: user.email, hasProfile: true, userInterests: profile.interests },
        profile,
        inviteRedemption: outcome.inviteRedemption,
      },
    };
  }

  /** The caller's own profile (the profile refresh after onboarding, the settings and the vibe check). */
  @Get('me')
  @ApiOkResponse({ type: MyProfileResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'The caller has no profile yet.' })
  async getMyProfile(@CurrentUser() user: AuthenticatedUser): Promise<MyProfileResponse> {
    return MyProfileResponse.from(await this.myProfile.execute(user.id), user.email);
  }

  /**
   * Changes the caller's profile one batch at a time; the batch is validated whole before anything
   * is stored. Answers the profile as `GET /profiles/me` would.
   */
  @Post('updateProfileProperty')
  @HttpCode(200)
  @ApiOkResponse({ type: MyProfileResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'A field fixed at registration (profile.field-locked).' })
  @ApiNotFoundResponse({ type: ErrorBody })
  async updateProfileProperty(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: UpdateProfilePropertyRequest,
  ): Promise<MyProfileResponse> {
    await this.updateProperties.execute({ userId: user.id, location: body.Location, changes: body.Changes });
    return MyProfileResponse.from(await this.myProfile.execute(user.id), user.email);
  }

  /**
   * A page of the members of a location whom the caller may see now, through the browse filters,
   * in the fair order; the first page starts with the caller's own card (isOwn).
   */
  @Get()
  @ApiOkResponse({ type: BrowsePageResponse })
  async listProfiles(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: BrowseProfilesRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<BrowsePageResponse> {
    revalidate(response);
    return BrowsePageResponse.from(await this.browse.execute({ ...query, viewerId: user.id, includeSelf: true }));
  }

  /** A page of the members of a location whom the caller may see now, without the caller. */
  @Get('all')
  @ApiOkResponse({ type: BrowsePageResponse })
  async listOtherProfiles(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: BrowseProfilesRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<BrowsePageResponse> {
    revalidate(response);
    return BrowsePageResponse.from(await this.browse.execute({ ...query, viewerId: user.id, includeSelf: false }));
  }

  /** The caller's people filters (spec 3 §3), or the defaults before they saved any. */
  @Get('me/filters')
  @ApiOkResponse({ type: PeopleFiltersResponse })
  async getPeopleFilters(@CurrentUser() user: AuthenticatedUser): Promise<PeopleFiltersResponse> {
    return PeopleFiltersResponse.from(await this.peopleFilters.execute(user.id));
  }

  /**
   * Replaces the caller's people filters: who People shows (sexes, ages, ideal age, friendship or
   * romance), which events (categories, dates) and the hours they are free. Checked whole: a 400
   * `profile.invalid-filters` names the first setting out of bounds, and nothing is stored.
   */
  @Put('me/filters')
  @ApiOkResponse({ type: PeopleFiltersResponse })
  async putPeopleFilters(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: PeopleFiltersRequest,
  ): Promise<PeopleFiltersResponse> {
    return PeopleFiltersResponse.from(await this.savePeopleFilters.execute(user.id, body));
  }

  /**
   * One member's profile (spec 3 §2.3): the caller's own, or another member's whom the caller may
   * see now (after the pre-launch date, discoverable, not blocked either way); 404 otherwise, the
   * same answer whatever the reason. Declared last: `me` and `all` are paths of their own.
   */
  @Get(':profileId')
  @ApiOkResponse({ type: PublicProfileResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such profile, or not one the caller may see.' })
  async getProfile(
    @CurrentUser() user: AuthenticatedUser,
    @Param('profileId') profileId: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PublicProfileResponse> {
    revalidate(response);
    return PublicProfileResponse.from(await this.viewProfile.execute({ viewerId: user.id, profileId }));
  }
}

/**
 * A page is personal (blocks, the viewer's own start point): no shared cache may keep it, and the
 * browser asks again each time. At under 60 kB a page's ETag costs tens of microseconds to hash,
 * and a list refetched unchanged comes back as 304s instead of the pages again.
 */
function revalidate(response: Response): void {
  response.setHeader('Cache-Control', 'private, no-cache');
}
