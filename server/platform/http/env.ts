import type { Wire } from '../../../openapi/wire';
import type { Config } from '../config';
import type { Db } from '../db/db';
import type { AnswerMemo } from '../reports/answer-memo';
import type { BackgroundWork } from './background-work';
import type { Contract, Operation } from './contract';

/** What every handler may use; built once per app. */
export interface AppDeps {
  db: Db;
  /**
   * The Db of the report and export reads: a replica when DATABASE_REPLICA_URLS is set
   * (replica-db.ts), else `db` itself. mount() hands it to those operations as their `db`.
   */
  reportDb: Db;
  config: Config;
  contract: Contract;
  wire: Wire;
  /** Clock seam so tests can move time (token expiry, reset codes, throttling). */
  now: () => Date;
  /** Work started by a request that outlives its response (the e-mailed export). */
  background: BackgroundWork;
  /** Whole answers of the heaviest reports while their brand's data is unchanged. */
  memo: AnswerMemo;
  /**
   * Aborted when the server begins to stop: long writes (an import) roll back at their next
   * step instead of holding the shutdown past a container's stop timeout.
   */
  stopping: AbortSignal;
}

/** The signed-in admin and their session, read in the one query that checks the token. */
export interface SignedInAdmin {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  avatar: string | null;
  locale: string;
  profile_image: string | null;
  timezone: string;
  tokenHash: string;
  sessionCreatedAt: Date;
}

/** The integration key of an ingestion request, read in the one query that checks and counts it. */
export interface IntegrationCaller {
  id: number;
  brandId: number;
  /** The ingestion kinds the key may write. */
  kinds: string[];
}

/** The request input as validated; handlers see it typed per operation (operation-input.ts). */
export interface Input {
  query: Record<string, unknown>;
  params: Record<string, unknown>;
  body: unknown;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    op: Operation;
    input: Input;
    admin: SignedInAdmin;
    /** Ingestion routes: the integration key that signed the request. */
    integrationKey: IntegrationCaller;
    /** Main routes: the decrypted `encr_params` object and `encr_data` value. */
    plainQuery: Record<string, unknown> | undefined;
    plainBody: unknown;
  };
};
