import { type ThemeColours, themeColours } from './theme-colours.ts';

/** The theme picker's groups (spec 2 §4), in the picker's order. */
export const themeGroups = [
  { id: 'accent-test', label: 'accent colours (test)' },
  { id: 'warm', label: 'warm' },
  { id: 'bold', label: 'bold' },
  { id: 'creative', label: 'creative' },
  { id: 'fresh', label: 'fresh' },
  { id: 'professional', label: 'professional' },
] as const;

export type ThemeGroupId = (typeof themeGroups)[number]['id'];

/** A theme of the catalogue: the CMS is seeded with these, and the web falls back on them. */
export interface CatalogueTheme {
  id: string;
  name: string;
  description: string;
  group: ThemeGroupId;
  colours: ThemeColours;
}

/** `colours` lists the 14 colours in `themeColours` order, separated by spaces. */
function theme(id: string, name: string, group: ThemeGroupId, description: string, colours: string): CatalogueTheme {
  const values = colours.trim().split(/\s+/);
  if (values.length !== themeColours.length) throw new Error(`theme ${id} needs 14 colours, got ${values.length}`);
  const named = Object.fromEntries(themeColours.map((colour, index) => [colour, values[index]])) as ThemeColours;
  return { id, name, description, group, colours: named };
}

/** The built-in themes, in picker order within each group. */
export const catalogueThemes: readonly CatalogueTheme[] = [
  theme(
    'slate-burgundy-plum',
    'Slate, burgundy and plum',
    'accent-test',
    'The default: cool slate with a deep burgundy accent and plum highlights.',
    '#3E4A59 #6B7A8F #252E38 #7A2E3F #A8566A #4F1C28 #1C2128 #2A2F36 #6E7681 #E4E7EB #F7F5F3 #FFFFFF #F7F5F3 #EEE9F0',
  ),
  theme(
    'slate-teal',
    'Slate and teal',
    'accent-test',
    'The slate base with a calm teal accent.',
    '#3E4A59 #6B7A8F #252E38 #1F7A7A #4FA3A3 #135050 #1C2128 #2A2F36 #6E7681 #E4E7EB #F6F8F8 #FFFFFF #F4F7F7 #E6F0F0',
  ),
  theme(
    'slate-amber',
    'Slate and amber',
    'accent-test',
    'The slate base with a warm amber accent.',
    '#3E4A59 #6B7A8F #252E38 #C07A1A #E0A34D #8A5510 #1C2128 #2A2F36 #6E7681 #E4E7EB #FAF7F2 #FFFFFF #FAF6EF #F3EBDD',
  ),
  theme(
    'warm-coffee',
    'Warm coffee',
    'warm',
    'Espresso browns and crema on a cream background; used for the talk in a bar.',
    '#6F4E37 #A47551 #4A3324 #C8A27A #E3CBAE #9C7A55 #2B1D14 #3B2A1E #7D6B5D #E9E1D8 #FBF7F2 #FFFFFF #F8F1E9 #EFE3D5',
  ),
  theme(
    'terracotta-sand',
    'Terracotta and sand',
    'warm',
    'Clay reds and soft sand, like a pottery studio.',
    '#B5523B #D98268 #843925 #D9B48F #ECD5BC #A8835E #2E1A14 #3A2620 #85705F #ECE3DA #FCF8F3 #FFFFFF #FAF3EC #F2E6DA',
  ),
  theme(
    'sunset-peach',
    'Sunset peach',
    'warm',
    'Peach and coral with a dusky rose.',
    '#E07A5F #F2A88F #B4553D #B56576 #D58E9C #874454 #2F1E1E #3D2B2B #8A7373 #F0E4E0 #FFF8F5 #FFFFFF #FFF3EE #FBE5DD',
  ),
  theme(
    'midnight-purple',
    'Midnight purple',
    'bold',
    'Deep night purple with a pumpkin-orange accent; used for Halloween night.',
    '#7B2CBF #9D4EDD #5A189A #FF8C1A #FFB366 #CC6A00 #10002B #F2E9FF #B8A6D1 #3C2A5A #E9DDF7 #1A0B33 #240046 #2E0F57',
  ),
  theme(
    'electric-indigo',
    'Electric indigo',
    'bold',
    'Indigo and hot pink on near-black.',
    '#4F46E5 #818CF8 #3730A3 #EC4899 #F472B6 #BE185D #0B0B1A #EEF0FF #A5A8C8 #2A2A45 #E6E7F5 #12122A #1A1A38 #23234A',
  ),
  theme(
    'crimson-black',
    'Crimson and black',
    'bold',
    'Strong crimson on charcoal.',
    '#D7263D #EF5B6E #A11A2C #F4D35E #F8E39A #C9A52F #0E0E10 #F5F5F5 #A0A0A8 #2C2C32 #EDEDED #17171A #202024 #2A2A2F',
  ),
  theme(
    'lavender-ink',
    'Lavender and ink',
    'creative',
    'Soft lavender with inky blue, for art and writing nights.',
    '#5B5F97 #8A8DC2 #3E416B #B8A1D9 #D8C8EE #8C72B3 #1E1F33 #2B2C45 #727390 #E7E6F0 #FAF9FD #FFFFFF #F6F4FB #ECE7F6',
  ),
  theme(
    'sunflower-denim',
    'Sunflower and denim',
    'creative',
    'Denim blue with a sunflower yellow.',
    '#2F5D8A #5E89B3 #1E3F60 #F2B705 #F7D361 #B88A00 #14202C #1F2D3A #66788A #E3E9EF #FBFAF5 #FFFFFF #F7F6EF #EEF2F6',
  ),
  theme(
    'rose-studio',
    'Rose studio',
    'creative',
    'Dusty rose and olive, like a ceramics studio.',
    '#A44A6B #C97794 #74304A #7A8450 #A3AD7A #555D35 #2A1B22 #38262E #86737B #EDE3E7 #FCF8F9 #FFFFFF #FAF3F5 #F1E6EA',
  ),
  theme(
    'forest-gold',
    'Forest and gold',
    'fresh',
    'Dark forest green with gold; used for the Halloween mystery.',
    '#2D6A4F #52B788 #1B4332 #D4A017 #E9C46A #A67C00 #081C15 #E9F5EE #9DBFAE #24453A #DDEFE5 #0F2A20 #143628 #1B4332',
  ),
  theme(
    'mint-sky',
    'Mint and sky',
    'fresh',
    'Mint green with a clear sky blue.',
    '#2A9D8F #5CC2B5 #1D6E64 #4EA8DE #8CC7EC #2B7BB0 #10302C #1E3B37 #6A8581 #E1EEEC #F6FBFA #FFFFFF #F1F9F7 #E3F2EF',
  ),
  theme(
    'lime-lagoon',
    'Lime lagoon',
    'fresh',
    'Lagoon teal with a lime accent.',
    '#0F766E #2DD4BF #115E59 #84CC16 #BEF264 #4D7C0F #042F2E #134E4A #5F7D7A #DDEEEC #F5FBF9 #FFFFFF #F0FAF7 #E0F4EF',
  ),
  theme(
    'navy-steel',
    'Navy and steel',
    'professional',
    'Navy with steel blue, quiet and clear.',
    '#1D3557 #457B9D #12233A #A8DADC #CDEBEC #6FB3B6 #0B1522 #1B2736 #66758A #E3E8EE #F7F9FB #FFFFFF #F3F6F9 #E8EEF4',
  ),
  theme(
    'charcoal-copper',
    'Charcoal and copper',
    'professional',
    'Charcoal grey with a copper accent.',
    '#36454F #5D6D79 #222C33 #B87333 #D49A63 #8A5222 #15191C #262D32 #707A82 #E4E6E8 #F8F7F5 #FFFFFF #F6F4F1 #ECE8E3',
  ),
  theme(
    'graphite-green',
    'Graphite and green',
    'professional',
    'Graphite with a measured green.',
    '#3A3F44 #60676E #24282C #2E8B57 #5FB38A #1F6340 #15181A #25292D #6C7379 #E3E5E7 #F7F8F7 #FFFFFF #F3F5F3 #E7ECE8',
  ),
];
