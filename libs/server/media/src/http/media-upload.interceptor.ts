import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  type NestInterceptor,
  type Type,
  mixin,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { type Observable, finalize } from 'rxjs';
import { MEDIA_SETTINGS, type MediaSettings } from '../application/media-settings.js';
import { UploadThrottle } from '../application/upload-throttle.port.js';
import { FileTooLargeError, MalformedUploadError, UploadLimitReachedError } from '../domain/media.errors.js';
import type { MediaKind } from '../domain/media-signature.js';

/** Room for the other fields and multipart framing around the file. */
const formOverheadBytes = 512 * 1024;

/**
 * Receives one file of a multipart form, streamed to local disk (never held in memory), before the
 * handler runs; the handler finds it with `@UploadedFile()` and text fields in `@Body()`. It
 * refuses an exhausted upload limit before reading the body, answers 413 as soon as the file
 * passes the size cap, and removes the file once the request is over, whatever happened to it.
 */
export function MediaUploadInterceptor(field: string, kind: MediaKind): Type<NestInterceptor> {
  class Interceptor implements NestInterceptor {
    private readonly receive: (request: Request, response: Response) => Promise<void>;
    private readonly maxBytes: number;

    constructor(
      @Inject(MEDIA_SETTINGS) settings: MediaSettings,
      private readonly throttle: UploadThrottle,
    ) {
      this.maxBytes = kind === 'video' ? settings.maxVideoBytes : settings.maxPhotoBytes;
      const incoming = join(settings.workDir, 'incoming');
      mkdirSync(incoming, { recursive: true });
      const upload = multer({
        storage: multer.diskStorage({
          destination: incoming,
          filename: (_request, _file, done) => done(null, randomUUID()),
        }),
        limits: { fileSize: this.maxBytes, files: 1, fields: 20, fieldSize: 256 * 1024, parts: 24 },
      }).single(field);
      this.receive = (request, response) =>
        new Promise((resolve, reject) =>
          upload(request, response, (error?: unknown) => (error ? reject(error) : resolve())),
        );
    }

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const request = http.getRequest<Request & { user?: { id: string } }>();
      if (request.user) {
        const limit = await this.throttle.check(request.user.id);
        if (!limit.allowed) throw new UploadLimitReachedError(limit.retryAfterSeconds);
      }
      if (Number(request.headers['content-length'] ?? 0) > this.maxBytes + formOverheadBytes)
        throw new FileTooLargeError(this.maxBytes);
      try {
        await this.receive(request, http.getResponse<Response>());
      } catch (error) {
        throw this.translate(error);
      }
      const path = request.file?.path;
      return next.handle().pipe(finalize(() => void (path && rm(path, { force: true }).catch(() => undefined))));
    }

    private translate(error: unknown): unknown {
      if (error instanceof MulterError) {
        return error.code === 'LIMIT_FILE_SIZE'
          ? new FileTooLargeError(this.maxBytes)
          : new MalformedUploadError(`${error.code}${error.field ? ` (${error.field})` : ''}`);
      }
      // busboy: no boundary, truncated or malformed parts, an aborted request.
      if (error instanceof Error) return new MalformedUploadError(error.message);
      return error;
    }
  }
  return mixin(Interceptor);
}
