// The built files a page rendered on the server needs, read from Vite's manifest.

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The route module of the public content pages (see src/routes/marketing-pages.tsx). */
const contentArea = 'src/routes/marketing-pages.tsx';

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The manifest key of a block type's module: `faqAccordion` is `…/blocks/faq-accordion-block.tsx`. */
export function blockModule(manifest: Manifest, blockType: string): string | undefined {
  const suffix = `/blocks/${kebab(blockType)}-block.tsx`;
  return Object.keys(manifest).find((key) => key.endsWith(suffix));
}

function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]!.isEntry);
  if (!key) throw new Error('the Vite manifest names no entry');
  return key;
}

/**
 * The chunks at `keys` and everything they import statically, each once, imports before the chunk
 * that imports them (the order Vite loads their styles in).
 */
function closure(manifest: Manifest, keys: readonly string[], seen = new Set<string>(), into: string[] = []): string[] {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen, into);
    into.push(key);
  }
  return into;
}

/**
 * The style sheets of a content page showing `blockTypes`: the entry's, then those of the content
 * area and of each block's chunk, each once.
 */
export function pageStyles(manifest: Manifest, blockTypes: readonly string[]): string[] {
  const blocks = blockTypes.flatMap((type) => blockModule(manifest, type) ?? []);
  const chunks = closure(manifest, [entryKey(manifest), contentArea, ...blocks]);
  return [...new Set(chunks.flatMap((key) => manifest[key]!.css ?? []))];
}

/**
 * The font files of `css` that draw basic Latin text (their unicode-range starts with `U+??`, i.e.
 * U+00-FF): every page's text needs them, so they are worth fetching before the styles ask.
 */
export function latinFontFiles(css: string): string[] {
  const files = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, body]) =>
    /unicode-range:\s*U\+\?\?[,;}\s]/.test(`${body};`) ? [/url\(([^)]+\.woff2)\)/.exec(body!)?.[1] ?? []] : [],
  );
  return [...new Set(files.flat())];
}
