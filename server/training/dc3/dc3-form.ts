// One DC-3 form as plain data: what the STPS format (DOF 14 June 2013) prints, already resolved
// (names split, catalogue names looked up), so drawing it needs nothing else.

export interface Dc3Form {
  worker: {
    /** "Nombre (Anotar apellido paterno, apellido materno y nombre (s))". */
    name: string;
    curp: string;
    occupation: { code: string; name: string };
    /** Optional on the form ("Puesto*"). */
    jobTitle: string | null;
  };
  employer: { name: string; rfc: string };
  programme: {
    course: string;
    hours: number;
    /** YYYY-MM-DD. */
    from: string;
    to: string;
    thematicArea: { code: string; name: string };
    trainingAgent: string;
  };
  signatures: { instructor: string; employer: string; workers: string };
}

/** The worker's name as the form asks: paternal surname, maternal surname, given names. */
export function formName(firstName: string, lastName: string): string {
  const clean = (s: string) =>
    s
      .split(/\s+/)
      .filter((w) => w !== '' && w.toLowerCase() !== 'null')
      .join(' ');
  return `${clean(lastName)} ${clean(firstName)}`.trim().toLocaleUpperCase('es-MX');
}
