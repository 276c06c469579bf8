import { Controller, Get, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser } from '@ember/identity';
import { ErrorBody } from '@ember/platform';
import type { IncomingFile } from '../application/incoming-files.port.js';
import { ProfilePhotos } from '../application/profile-photos.js';
import { MediaPhotoResponse, ProfilePhotoResponse, UploadProfilePhotoRequest } from './dto/photo.response.dto.js';
import { MediaUploadInterceptor } from './media-upload.interceptor.js';

@ApiTags('media')
@ApiBadRequestResponse({ type: ErrorBody })
@Controller('media/profile-photo')
export class ProfilePhotoController {
  constructor(private readonly photos: ProfilePhotos) {}

  /**
   * Replaces the caller's profile photo (settings). Any common image format; it becomes a JPEG of
   * at most 1920 px without EXIF/GPS in the background: poll `getProfilePhoto` until ready.
   */
  @Post()
  @HttpCode(201)
  @UseInterceptors(MediaUploadInterceptor('Photo', 'photo'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadProfilePhotoRequest })
  @ApiCreatedResponse({ type: MediaPhotoResponse })
  @ApiPayloadTooLargeResponse({ type: ErrorBody })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Upload limit reached; see Retry-After.' })
  async uploadProfilePhoto(
    @CurrentUser() user: AuthenticatedUser,
    @UploadedFile() photo?: IncomingFile,
  ): Promise<MediaPhotoResponse> {
    return MediaPhotoResponse.from(await this.photos.upload(user.id, photo));
  }

  /** The caller's current profile photo in any status, or null. */
  @Get()
  @ApiOkResponse({ type: ProfilePhotoResponse })
  async getProfilePhoto(@CurrentUser() user: AuthenticatedUser): Promise<ProfilePhotoResponse> {
    const photo = await this.photos.current(user.id);
    return { photo: photo ? MediaPhotoResponse.from(photo) : null };
  }
}
