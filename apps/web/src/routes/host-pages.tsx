// The host chunk: the host console's routes and the event-format wizard.
export { HostRoutes } from './host-routes';
export { ComingSoonPage } from '../pages/coming-soon-page';
