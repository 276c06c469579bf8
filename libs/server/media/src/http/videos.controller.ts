import { Body, Controller, Get, HttpCode, Inject, Param, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser } from '@ember/identity';
import { ErrorBody, Public } from '@ember/platform';
import { DeleteVideoUseCase } from '../application/delete-video.use-case.js';
import type { IncomingFile } from '../application/incoming-files.port.js';
import { MEDIA_SETTINGS, type MediaSettings } from '../application/media-settings.js';
import { toVideoView } from '../application/media-view.js';
import { MyVideosQuery } from '../application/my-videos.query.js';
import { UploadVideoUseCase } from '../application/upload-video.use-case.js';
import { prompts } from '../domain/prompt.catalogue.js';
import { DeleteVideoRequest } from './dto/delete-video.request.dto.js';
import { VideoPromptResponse, VideoPromptsResponse } from './dto/prompts.response.dto.js';
import { UploadVideoRequest } from './dto/upload-video.request.dto.js';
import { MyVideoResponse, MyVideosResponse } from './dto/video.response.dto.js';
import { MediaUploadInterceptor } from './media-upload.interceptor.js';

@ApiTags('media')
@ApiBadRequestResponse({ type: ErrorBody })
@Controller('videos')
export class VideosController {
  constructor(
    private readonly uploads: UploadVideoUseCase,
    private readonly deletion: DeleteVideoUseCase,
    private readonly myVideos: MyVideosQuery,
    @Inject(MEDIA_SETTINGS) private readonly settings: MediaSettings,
  ) {}

  /**
   * Uploads a prompt video (multipart). It replaces the member's video in the same slot (the fun
   * one, the useful one, or the answer to the same daily prompt) and is transcoded in the
   * background: poll `getVideo` until `status` is ready. Upload progress is the client's own.
   */
  @Post('upload')
  @HttpCode(201)
  @UseInterceptors(MediaUploadInterceptor('video', 'video'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadVideoRequest })
  @ApiCreatedResponse({ type: MyVideoResponse })
  @ApiPayloadTooLargeResponse({ type: ErrorBody })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Upload limit reached; see Retry-After.' })
  async uploadVideo(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: UploadVideoRequest,
    @UploadedFile() video?: IncomingFile,
  ): Promise<MyVideoResponse> {
    const media = await this.uploads.execute({
      ownerId: user.id,
      file: video,
      promptId: body.promptId,
      promptType: body.promptType,
    });
    return MyVideoResponse.from(toVideoView(media));
  }

  /** Deletes one of the caller's videos and its files. */
  @Post('delete')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorBody })
  async deleteVideo(@CurrentUser() user: AuthenticatedUser, @Body() body: DeleteVideoRequest): Promise<void> {
    await this.deletion.execute(user.id, body.videoId);
  }

  /** The caller's videos in every status, newest first. */
  @Get()
  @ApiOkResponse({ type: MyVideosResponse })
  async listVideos(@CurrentUser() user: AuthenticatedUser): Promise<MyVideosResponse> {
    return { videos: (await this.myVideos.list(user.id)).map((view) => MyVideoResponse.from(view)) };
  }

  /** The prompt catalogue (fun, useful, daily) and today's daily prompt. */
  @Public()
  @Get('prompts')
  @ApiOkResponse({ type: VideoPromptsResponse })
  listPrompts(): VideoPromptsResponse {
    return {
      prompts: prompts.map((prompt) => VideoPromptResponse.from(prompt)),
      dailyPromptId: this.settings.dailyPromptId,
    };
  }

  /** One of the caller's videos: its status and progress while processing, its URLs once ready. */
  @Get(':videoId')
  @ApiOkResponse({ type: MyVideoResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async getVideo(@CurrentUser() user: AuthenticatedUser, @Param('videoId') videoId: string): Promise<MyVideoResponse> {
    return MyVideoResponse.from(await this.myVideos.get(user.id, videoId));
  }
}
