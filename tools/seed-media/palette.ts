/** Colours of the seeded illustrations, by category: sky top, sky bottom, land, accent, deep. */
export interface Palette {
  skyTop: string;
  skyBottom: string;
  land: string;
  accent: string;
  deep: string;
}

export const palettes: Record<string, Palette> = {
  Outdoors: { skyTop: '#7fc8e8', skyBottom: '#e6f4ea', land: '#2f7d5b', accent: '#f2b134', deep: '#17455f' },
  Games: { skyTop: '#3b2a4f', skyBottom: '#8a4f6b', land: '#9b6a3c', accent: '#f25c3b', deep: '#1d1428' },
  Food: { skyTop: '#f6d8a8', skyBottom: '#fbeee0', land: '#c9703d', accent: '#5c9e4a', deep: '#6b2f1a' },
  Dance: { skyTop: '#2a1f5c', skyBottom: '#b2447a', land: '#41307a', accent: '#ffd166', deep: '#140f33' },
  Talks: { skyTop: '#1f3a5a', skyBottom: '#3f7a8c', land: '#22303f', accent: '#ffb84d', deep: '#0e1824' },
  Workshops: { skyTop: '#d9e7f5', skyBottom: '#f4f7fb', land: '#4a6fa5', accent: '#ef6f6c', deep: '#203a5c' },
  Movement: { skyTop: '#ffcf9a', skyBottom: '#fff1dc', land: '#7a9e7e', accent: '#d9485f', deep: '#3d2c4e' },
};

export const skins = ['#f1c7a5', '#d9a077', '#b97a4f', '#8d5a3b', '#5e3a25', '#f5d6c0'];
export const clothes = ['#e4572e', '#29335c', '#f3a712', '#669bbc', '#a8c686', '#c05299', '#2a9d8f', '#f4a261'];
export const hairs = ['#2b1d14', '#4a3222', '#8a5a2b', '#c9a25a', '#1b1b1b', '#6b3b2a'];

/** A small deterministic random source, so the same assets come out every time. */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}
