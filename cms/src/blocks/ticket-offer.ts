import type { Block } from 'payload';

import { linkField } from '../fields/link';

export const TicketOfferBlock: Block = {
  slug: 'ticketOffer',
  interfaceName: 'TicketOfferBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'priceLabel', type: 'text', required: true },
        { name: 'amount', type: 'number', required: true, min: 0, admin: { step: 0.01 } },
        { name: 'currency', type: 'text', required: true, defaultValue: 'CAD' },
      ],
    },
    { name: 'refundPolicy', type: 'text' },
    { name: 'text', type: 'textarea' },
    linkField('button'),
    linkField('externalTickets', { label: 'External ticket site (going solo)' }),
  ],
};
