// `npm run -s matching:form`: runs the bundled command, building it first when it is missing or older
// than its sources (see cli-bundle.ts). The arguments pass through unchanged.
import { pathToFileURL } from 'node:url';
import { buildBundle, bundlePath, isStale } from './cli-bundle.ts';

if (isStale()) await buildBundle();
await import(pathToFileURL(bundlePath).href);
