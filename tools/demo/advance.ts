// `npm run demo:advance`: moves the demo round of a running `npm start` to formation now. It runs
// the api's demo command with the services the launcher wrote down for this data directory.
import { runApiCommand } from '../launcher/api-command.ts';

runApiCommand('demo-advance', process.argv.slice(2), { needsRunning: true });
