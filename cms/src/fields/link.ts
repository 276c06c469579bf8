import type { GroupField } from 'payload';

const target = /^(\/|#|https?:\/\/|mailto:)/;

export function validateHref(value: unknown): true | string {
  if (value == null || value === '') return true;
  return typeof value === 'string' && target.test(value) ? true : 'Start with /, #, http(s):// or mailto:';
}

/** A label and where it goes: an app path (/start/coffee), an anchor (#how-it-works) or an external URL. */
export function linkField(name: string, options: { label?: string; required?: boolean } = {}): GroupField {
  return {
    name,
    type: 'group',
    label: options.label,
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'label', type: 'text', required: options.required ?? false },
          { name: 'href', type: 'text', required: options.required ?? false, validate: validateHref },
          { name: 'newTab', type: 'checkbox', defaultValue: false, label: 'Open in a new tab' },
        ],
      },
    ],
  };
}
