import { createReadStream, createWriteStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { type ByteRange, MediaStorage } from '../application/media-storage.port.js';
import { assertStorageKey } from './storage-key.js';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

/** Media in an S3-compatible bucket (AWS S3, MinIO, R2 …); the api streams them with range support. */
export class S3Storage extends MediaStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    super();
    const config: S3ClientConfig = {
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 demands them: many S3-compatible stores do not speak the
      // SDK's default chunked uploads with trailing checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
    };
    this.client = new S3Client(config);
  }

  async put(key: string, sourcePath: string, contentType: string): Promise<void> {
    assertStorageKey(key);
    const { size } = await stat(sourcePath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: createReadStream(sourcePath),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
    await unlink(sourcePath);
  }

  async download(key: string, targetPath: string): Promise<void> {
    await pipeline(await this.read(key), createWriteStream(targetPath));
  }

  localPath(): null {
    return null;
  }

  async stat(key: string): Promise<{ size: number } | null> {
    assertStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    assertStorageKey(key);
    const object = await this.client.send(
      new GetObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    if (!(object.Body instanceof Readable)) throw new Error(`no body for ${key}`);
    return object.Body;
  }

  async delete(keys: readonly string[]): Promise<void> {
    keys.forEach(assertStorageKey);
    // One request per key (a media object has three at most): DeleteObjects needs checksum
    // headers that not every S3-compatible store accepts. Deleting a missing key succeeds.
    await Promise.all(
      keys.map((Key) => this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key }))),
    );
  }

  close(): void {
    this.client.destroy();
  }
}
