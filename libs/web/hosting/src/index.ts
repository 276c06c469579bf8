/**
 * Hosting on the web (spec 3 §2.1, §2.11): the /create-event wizard, the host console under /host
 * (its pages and the account menu of its layout), the page of the wizard's e-mail link that claims
 * a format, and the public page of an active format at /f/{slug}.
 */
export { CreateEventPage } from './routes/create-event-page';
export { ClaimFormatPage, invalidClaimLinkText } from './routes/claim-format-page';
export { HostDashboardPage } from './routes/host-dashboard-page';
export { HostFormatsPage } from './routes/host-formats-page';
export { FormatDetailsPage, formatNotFoundText } from './routes/format-details-page';
export { EditFormatPage } from './routes/edit-format-page';
export { HostAnalyticsPage } from './routes/host-analytics-page';
export { HostProfilePage, HostSettingsPage } from './routes/host-account-pages';
export { HostHelpPage } from './routes/host-help-page';
export { PublicFormatPage } from './routes/public-format-page';
export { HostAccountMenu } from './components/console/host-account-menu';
export { FormatWizard } from './components/wizard/format-wizard';
export { creationMessages } from './model/wizard-copy';
export { wizardStorageKey } from './model/wizard-storage';
