export interface ScratchDirectory {
  /** A path inside the directory. */
  file(name: string): string;
  /** Removes the directory and everything in it. */
  dispose(): Promise<void>;
}

/** Private local directories for one job's intermediate files. */
export abstract class ScratchSpace {
  abstract create(label: string): Promise<ScratchDirectory>;
}
