import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, rmdir, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { type ByteRange, MediaStorage } from '../application/media-storage.port.js';
import { assertStorageKey } from './storage-key.js';

/** Media in a directory of the local disk (the embedded default); the api serves them itself. */
export class LocalDirectoryStorage extends MediaStorage {
  private readonly root: string;

  constructor(root: string) {
    super();
    this.root = resolve(root);
  }

  async put(key: string, sourcePath: string): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    try {
      await rename(sourcePath, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      // Another file system: copy beside the target, then rename, so readers never see half a file.
      const partial = `${target}.partial`;
      await copyFile(sourcePath, partial);
      await rename(partial, target);
      await unlink(sourcePath);
    }
  }

  async download(key: string, targetPath: string): Promise<void> {
    await copyFile(this.path(key), targetPath);
  }

  localPath(key: string): string {
    return this.path(key);
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const info = await stat(this.path(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const stream = createReadStream(this.path(key), range ? { start: range.start, end: range.end } : {});
    await new Promise<void>((resolveOpen, reject) => {
      stream.once('open', () => resolveOpen());
      stream.once('error', reject);
    });
    return stream;
  }

  async delete(keys: readonly string[]): Promise<void> {
    const folders = new Set<string>();
    for (const key of keys) {
      const path = this.path(key);
      await rm(path, { force: true });
      folders.add(dirname(path));
    }
    // Drop folders left empty; one still holding files stays.
    for (const folder of folders) await rmdir(folder).catch(() => undefined);
  }

  private path(key: string): string {
    assertStorageKey(key);
    return join(this.root, key);
  }
}
