// The public format chunk: /f/{slug}, an active format's shareable page.
export { PublicFormatPage } from '@ember/web-hosting';
