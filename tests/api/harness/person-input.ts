/**
 * A valid body for POST /admin/v2/people in store 1002 of brand 1 (position 103), a new e-mail
 * each call; `over` replaces fields.
 */
export function personInputs(firstName: string) {
  let serial = 0;
  return (over: Record<string, unknown> = {}) => {
    serial++;
    const slug = firstName.toLowerCase();
    return {
      first_name: firstName,
      last_name: `Prueba ${serial}`,
      email: `${slug}.prueba.${serial}@ejemplo.mx`,
      country: 'MX',
      position_id: 103,
      store_id: 1002,
      ...over,
    };
  };
}
