// The external help centre (SPEC §2: the FAQs and help-centre entries open it in a new tab). A
// build may point it elsewhere with VITE_HELP_CENTRE_URL.
const env = import.meta.env as { VITE_HELP_CENTRE_URL?: string };

/** Base address of the help centre. */
export const HELP_CENTRE_URL = env.VITE_HELP_CENTRE_URL || 'https://ayuda.consola-admin.mx/';

/** The FAQs page of the help centre. */
export const HELP_CENTRE_FAQS_URL = new URL('faq', HELP_CENTRE_URL).toString();

/** Support e-mail shown in the help dropdown. */
export const SUPPORT_EMAIL = 'soporte@consola-admin.mx';

/** Opens an external page in a new tab, without handing it this window. */
export function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
