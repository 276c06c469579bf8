import { lexicalHTMLField } from '@payloadcms/richtext-lexical';
import type { Field } from 'payload';

/** Rich text edited in Lexical plus its HTML rendering (`<name>Html`), computed on read for clients. */
export function richTextWithHtml(name: string, options: { required?: boolean; label?: string } = {}): Field[] {
  return [
    { name, type: 'richText', required: options.required ?? false, label: options.label },
    lexicalHTMLField({ htmlFieldName: `${name}Html`, lexicalFieldName: name }),
  ];
}
