// The host chunk: the host console's routes, the event-format wizard and the claim link's page.
export { HostRoutes } from './host-routes';
export { ClaimFormatPage, CreateEventPage } from '@ember/web-hosting';
