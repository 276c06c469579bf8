import type { GroupField } from 'payload';

/** The page's title and description for the browser tab and link previews. */
export function seoField(): GroupField {
  return {
    name: 'meta',
    type: 'group',
    label: 'Page title and description',
    fields: [
      { name: 'title', type: 'text' },
      { name: 'description', type: 'textarea' },
    ],
  };
}
