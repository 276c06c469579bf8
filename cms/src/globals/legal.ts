import type { GlobalConfig } from 'payload';

import { globalContentAccess } from '../access/content-access';
import { richTextWithHtml } from '../fields/rich-text';

function legalDocument(slug: string, label: string): GlobalConfig {
  return {
    slug,
    label,
    admin: { group: 'Legal' },
    access: globalContentAccess,
    versions: { drafts: true, max: 50 },
    fields: [
      { name: 'title', type: 'text', required: true },
      { name: 'effectiveDate', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
      { name: 'summary', type: 'textarea' },
      ...richTextWithHtml('body', { required: true }),
    ],
  };
}

export const PrivacyPolicy = legalDocument('privacy-policy', 'Privacy policy');
export const TermsOfUse = legalDocument('terms-of-use', 'Terms of use');
