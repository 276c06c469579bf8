import { z } from 'zod';

// The JSON file format of `npm run matching:form`, checked before it reaches the engine.
const pair = z.object({ from: z.string(), to: z.string() });

export const formationInputSchema = z.object({
  groupSize: z.object({ min: z.number().int().min(2), max: z.number().int().min(2) }),
  genderBalance: z.boolean(),
  requireVenue: z.boolean(),
  maxAgeSpread: z.number().nonnegative().nullable(),
  members: z.array(
    z.object({
      id: z.string(),
      sex: z.string(),
      age: z.number(),
      slots: z.array(z.string()),
      neighborhoods: z.array(z.string()),
      hasVenue: z.boolean(),
      roundsWaited: z.number().nonnegative(),
    }),
  ),
  picks: z.array(pair.extend({ level: z.number().int().min(0).max(5) })),
  blocks: z.array(pair),
});
