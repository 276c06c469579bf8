import type { BlocksField } from 'payload';

import { layoutBlocks } from '../blocks';

/** The sections of a page or campaign, top to bottom. */
export const layoutField: BlocksField = {
  name: 'layout',
  type: 'blocks',
  required: true,
  minRows: 1,
  blocks: layoutBlocks,
};
