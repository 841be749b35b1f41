// SPEC §3 "Phone country list", in the spec's order. Shared by the SPA's forms and the server.

export interface PhoneCountry {
  name: string;
  codeName: string;
  callingCode: string;
  language: string;
  flag: string;
}

const country = (name: string, codeName: string, callingCode: string, language: string) => ({
  name,
  codeName,
  callingCode,
  language,
  flag: `/flags/${codeName.toLowerCase()}.svg`,
});

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  country('Mexico', 'MX', '+52', 'es'),
  country('Australia', 'AU', '+61', 'en'),
  country('Colombia', 'CO', '+57', 'es'),
  country('Honduras', 'HN', '+504', 'es'),
  country('Nicaragua', 'NI', '+505', 'es'),
  country('El Salvador', 'SV', '+503', 'es'),
  country('USA', 'US', '+1', 'en'),
  country('Spain', 'ES', '+34', 'es'),
  country('Sweden', 'SE', '+46', 'sv'),
  country('Chile', 'CL', '+56', 'es'),
  country('Ecuador', 'EC', '+593', 'es'),
  country('Argentina', 'AR', '+54', 'es'),
  country('Brazil', 'BR', '+55', 'pt'),
  country('Peru', 'PE', '+51', 'es'),
  country('Venezuela', 'VE', '+58', 'es'),
];

/** Default calling code (SPEC §9). */
export const DEFAULT_CALLING_CODE = '+52';
