/**
 * Hosting on the web (spec 3 §2.1, §2.11): the /create-event wizard, the host console under /host,
 * the claim page of the wizard's e-mail link, and the public page of a format at /f/{slug}.
 */
export { FormatWizard } from './components/wizard/format-wizard';
export { HostAccountMenu } from './components/console/host-account-menu';
