import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type ScratchDirectory, ScratchSpace } from '../application/scratch-space.port.js';

/** A fresh directory per job run under the work directory, removed when the run ends. */
export class TempScratchSpace extends ScratchSpace {
  constructor(private readonly workDir: string) {
    super();
  }

  async create(label: string): Promise<ScratchDirectory> {
    const parent = join(this.workDir, 'processing');
    await mkdir(parent, { recursive: true });
    const dir = await mkdtemp(join(parent, `${label.replace(/[^A-Za-z0-9_-]/g, '')}-`));
    return {
      file: (name) => join(dir, name),
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
  }
}
