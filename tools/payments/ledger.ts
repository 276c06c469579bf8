// `npm run payments:ledger -- <eventKey>`: one event's ledger (apps/api/src/payments-ledger.ts),
// read from the database of the running `npm start`, or of DATABASE_URL and the rest when none runs.
import { runApiCommand } from '../launcher/api-command.ts';

runApiCommand('payments-ledger', process.argv.slice(2), { needsRunning: false });
