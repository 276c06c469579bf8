import type { ArrayField } from 'payload';

/** Plain paragraphs of copy, in order. Kept plain so every client can render them without an editor runtime. */
export function paragraphsField(name = 'paragraphs', options: { minRows?: number; label?: string } = {}): ArrayField {
  return {
    name,
    type: 'array',
    label: options.label,
    minRows: options.minRows,
    labels: { singular: 'Paragraph', plural: 'Paragraphs' },
    fields: [{ name: 'text', type: 'textarea', required: true }],
  };
}
