/**
 * Whether `npm start` seeds the demo pool: everywhere but in production mode, unless EMBER_DEMO is
 * 'off'. Production never gets demo members, whatever EMBER_DEMO says.
 */
export function demoWanted(nodeEnv: string | undefined, emberDemo: string | undefined): boolean {
  return nodeEnv !== 'production' && emberDemo !== 'off';
}
