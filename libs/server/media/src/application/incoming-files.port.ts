/** An upload the HTTP layer streamed to local disk (the shape multer gives). */
export interface IncomingFile {
  path: string;
  size: number;
  originalname?: string;
  mimetype?: string;
}

/** Reads just enough of an upload to judge it, and removes it once handled. */
export abstract class IncomingFiles {
  abstract head(path: string, length: number): Promise<Uint8Array>;
  /** Width and height from the image's header, without decoding it; null when unreadable. */
  abstract imageSize(path: string): Promise<{ width: number; height: number } | null>;
  /** Writes bytes received in memory to a file to take in. */
  abstract fromBytes(bytes: Uint8Array): Promise<IncomingFile>;
  /** Removes the file if it is still there. */
  abstract discard(path: string): Promise<void>;
}
