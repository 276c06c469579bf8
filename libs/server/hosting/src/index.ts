/**
 * The hosting context: event formats hosts design (draft → active → completed, archived from
 * any), the claim link for formats made without an account, and the host console's figures.
 * The api imports `HostingModule`; the worker and other contexts' core modules `HostingCoreModule`.
 * The format-lifecycle and payments work report what happens to a published format through
 * `FormatLifecycleEvents`. The moderation context lists and unpublishes formats through
 * `FormatAdministration`.
 */
export { HostingModule } from './hosting.module.js';
export { HostingCoreModule } from './hosting-core.module.js';
export { HostingWorkerModule } from './hosting-worker.module.js';
export { hostingContext } from './hosting.context.js';
export { hostingDatabase } from './infrastructure/hosting.database.js';
export { FormatLifecycleEvents } from './application/format-lifecycle-events.js';
export {
  type AdministeredFormat,
  FormatAdministration,
  type UnpublishOutcome,
} from './application/format-administration.js';
export { FormatSelections, type SelectionTerms } from './application/format-selections.js';
export { type DemoFormatSeed, seedDemoFormat } from './infrastructure/seed-demo-format.js';
