// Which wire layer a route uses is decided by its schema path, which the generated `paths`
// spell out literally (both clients share one baseUrl).

const ADMIN_PREFIX = '/admin/v2';

/** True for `/admin/v2/*` routes: plain JSON wrapped as `{error:false,payload}`. */
export function isAdminPath(schemaPath: string): boolean {
  return schemaPath === ADMIN_PREFIX || schemaPath.startsWith(`${ADMIN_PREFIX}/`);
}

/** True for main routes (`/token`, `/logout`, `/api/v2/*`): the encrypted envelope. */
export function isMainPath(schemaPath: string): boolean {
  return !isAdminPath(schemaPath);
}

/** The generated paths of the admin routes only. */
export type AdminPaths<Paths> = {
  [K in keyof Paths as K extends `${typeof ADMIN_PREFIX}/${string}` ? K : never]: Paths[K];
};

/** The generated paths of the main (encrypted) routes only. */
export type MainPaths<Paths> = {
  [K in keyof Paths as K extends `${typeof ADMIN_PREFIX}/${string}` ? never : K]: Paths[K];
};
