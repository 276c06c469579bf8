import type { RelationshipField } from 'payload';

/** A reference to a theme; on pages and campaigns it forces that theme on the route. */
export function themeField(name = 'forcedTheme', description?: string): RelationshipField {
  return {
    name,
    type: 'relationship',
    relationTo: 'themes',
    admin: {
      position: 'sidebar',
      description: description ?? 'When set, the route always shows this theme, whatever the visitor picked.',
    },
  };
}
