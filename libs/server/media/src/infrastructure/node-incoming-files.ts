import { randomUUID } from 'node:crypto';
import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { type IncomingFile, IncomingFiles } from '../application/incoming-files.port.js';
import { MEDIA_SETTINGS, type MediaSettings } from '../application/media-settings.js';

@Injectable()
export class NodeIncomingFiles extends IncomingFiles {
  constructor(@Inject(MEDIA_SETTINGS) private readonly settings: MediaSettings) {
    super();
  }

  async fromBytes(bytes: Uint8Array): Promise<IncomingFile> {
    const dir = join(this.settings.workDir, 'incoming');
    await mkdir(dir, { recursive: true });
    const path = join(dir, randomUUID());
    await writeFile(path, bytes);
    return { path, size: bytes.byteLength };
  }

  async head(path: string, length: number): Promise<Uint8Array> {
    const handle = await open(path, 'r');
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async imageSize(path: string): Promise<{ width: number; height: number } | null> {
    try {
      // Reads the header only; nothing is decoded here.
      const { width, height } = await sharp(path, { limitInputPixels: false }).metadata();
      return width && height ? { width, height } : null;
    } catch {
      return null;
    }
  }

  async discard(path: string): Promise<void> {
    await rm(path, { force: true });
  }
}
