import { createContext } from 'react';
import type { ContentClient } from '@ember/content';

/** What a page rendered ahead says about itself, for the document around it (title, theme, header). */
export interface PageLook {
  /** The page's own title; null for a brand's landing, whose tab shows the brand's name alone. */
  title?: string | null;
  description?: string | null;
  /** The theme the page forces on its path, if it does. */
  forcedThemeId?: string | null;
  /** Whether the page opens on a dark section, which the header's text reads against. */
  opensDark?: boolean;
  /** The block types it shows. */
  blockTypes?: string[];
}

/**
 * Content read for a page rendered ahead of the browser. On the server it reads what the page asks
 * for (the render waits) and keeps each result by its key; in the browser it is rebuilt from the
 * copy sent with the page, so the first render draws exactly what the server drew and hydrates
 * without a request.
 */
export class ContentSnapshot {
  readonly values: Map<string, unknown>;
  readonly look: PageLook = {};
  /** A read failed: the page cannot be rendered ahead (the browser's copies take over). */
  failed = false;
  private readonly pending = new Map<string, Promise<void>>();

  constructor(
    /** Present on the server only: where missing content is read from. */
    readonly client?: ContentClient,
    values: Iterable<[string, unknown]> = [],
  ) {
    this.values = new Map(values);
  }

  /** The copy a page rendered ahead was sent with (see toJSON), and what it said about itself. */
  static fromJSON(json: Record<string, unknown>, look: PageLook = {}): ContentSnapshot {
    const snapshot = new ContentSnapshot(undefined, Object.entries(json));
    Object.assign(snapshot.look, look);
    return snapshot;
  }

  /** Server only: notes what the page says about itself while it renders (no effects run there). */
  describe(look: PageLook): void {
    if (this.client) Object.assign(this.look, look);
  }

  toJSON(): Record<string, unknown> {
    return Object.fromEntries(this.values);
  }

  /**
   * Text the page shows that was made on the server is sent with it: the browser reads it back
   * instead of making it again. Meant for text made with Intl (dates, grouped numbers), whose first
   * use in a page loads the locale's data, tens of milliseconds that would block the take-over.
   */
  text(key: string, make: () => string): string {
    const held = this.values.get(`text:${key}`);
    if (typeof held === 'string') return held;
    const made = make();
    if (this.client) this.values.set(`text:${key}`, made);
    return made;
  }

  /**
   * The moment the server drew something that depends on the clock (a countdown): the browser's
   * first render draws the same moment, so the page hydrates without a mismatch, then moves on.
   */
  instant(key: string): number {
    const held = this.values.get(`instant:${key}`);
    if (typeof held === 'number') return held;
    const now = Date.now();
    if (this.client) this.values.set(`instant:${key}`, now);
    return now;
  }

  /** Server only: a promise settling once `key` is held (or the read failed); the same one per key. */
  read<T>(key: string, load: (client: ContentClient) => Promise<T | null>): Promise<void> {
    const client = this.client;
    if (!client) return Promise.resolve();
    let pending = this.pending.get(key);
    if (!pending) {
      pending = load(client).then(
        (value) => void this.values.set(key, value),
        () => {
          this.failed = true;
          this.values.set(key, null);
        },
      );
      this.pending.set(key, pending);
    }
    return pending;
  }
}

export const ContentSnapshotContext = createContext<ContentSnapshot | null>(null);
