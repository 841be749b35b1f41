import type { IntegrationKind } from '../auth/integration-key-rules';
import type { Loader } from './load';

/**
 * The loader of every ingestion kind. Each feature owns the loaders of its data (people/ingest,
 * training/ingest, supervision/ingest, satisfaction/ingest) and exports them as part of this
 * map; the app composes the parts and hands the whole to the integration routes, so the
 * integrations feature never imports another feature, and a kind without a loader fails tsc.
 */
export type IngestLoaders = Record<IntegrationKind, Loader<unknown>>;
