// The operator's console chunk: /admin and its pages.
export { AdminConsole } from '@ember/admin';
