import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { type AuthenticatedUser, CurrentUser } from '@ember/identity';
import { ErrorBody, Public } from '@ember/platform';
import { MediaFileQuery } from '../application/media-file.query.js';
import { MediaStorage } from '../application/media-storage.port.js';
import { MediaNotFoundError } from '../domain/media.errors.js';
import { parseByteRange } from './byte-range.js';

const year = 365 * 24 * 3600;

@ApiTags('media')
@Controller('media')
export class MediaFilesController {
  constructor(
    private readonly files: MediaFileQuery,
    private readonly storage: MediaStorage,
  ) {}

  /**
   * A processed media file (the URLs in video and photo answers). Only ready media are served;
   * videos only to their owner and to members with a ready video of their own. Supports single
   * byte ranges, so players can seek. A file never changes under its URL.
   */
  @Public()
  @Get(':token/:file')
  @ApiParam({ name: 'file', enum: ['video.mp4', 'poster.jpg', 'photo.jpg', 'thumb.jpg'] })
  @ApiProduces('video/mp4', 'image/jpeg')
  @ApiOkResponse({ description: 'The whole file.', schema: { type: 'string', format: 'binary' } })
  @ApiResponse({ status: 206, description: 'The requested byte range.', schema: { type: 'string', format: 'binary' } })
  @ApiResponse({ status: 416, description: 'The range lies outside the file.' })
  @ApiNotFoundResponse({ type: ErrorBody })
  async getMediaFile(
    @Param('token') token: string,
    @Param('file') name: string,
    @Req() request: Request,
    @Res() response: Response,
    @CurrentUser() viewer?: AuthenticatedUser,
  ): Promise<void> {
    const file = await this.files.execute({
      token,
      file: name,
      viewerId: viewer?.id,
      viewerIsOperator: viewer?.roles.includes('admin'),
    });
    const stat = await this.storage.stat(file.key);
    if (!stat) throw new MediaNotFoundError();

    const etag = `"${token}-${stat.size}"`;
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Accept-Ranges', 'bytes');
    response.setHeader('ETag', etag);
    response.setHeader('Cache-Control', `${file.shared ? 'public' : 'private'}, max-age=${year}, immutable`);
    if (request.headers['if-none-match'] === etag) {
      response.status(304).end();
      return;
    }
    const ifRange = request.headers['if-range'];
    const range = ifRange && ifRange !== etag ? undefined : parseByteRange(request.headers.range, stat.size);
    if (range === 'unsatisfiable') {
      response.setHeader('Content-Range', `bytes */${stat.size}`);
      response.status(416).end();
      return;
    }
    if (range) {
      response.status(206);
      response.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
    }
    response.setHeader('Content-Length', String(range ? range.end - range.start + 1 : stat.size));
    if (request.method === 'HEAD' || stat.size === 0) {
      response.end();
      return;
    }
    const body = await this.storage.read(file.key, range);
    // A viewer closing the player mid-file is routine, not an error worth a log line.
    await pipeline(body, response).catch(() => body.destroy());
  }
}
