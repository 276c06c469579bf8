/** Where people write when sign-in does not work; set VITE_SUPPORT_EMAIL at build time. */
export const supportEmail: string = import.meta.env['VITE_SUPPORT_EMAIL'] || 'support@ember.local';
