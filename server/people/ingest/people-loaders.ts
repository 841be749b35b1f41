import type { IngestLoaders } from '../../platform/ingest/loaders';
import { peopleLoader } from './ingest-people';
import { positionsLoader } from './ingest-positions';
import { regionsLoader } from './ingest-regions';
import { storesLoader } from './ingest-stores';

/** The people feature's part of the ingestion: the org tree and the people placed in it. */
export const PEOPLE_LOADERS = {
  regions: regionsLoader,
  stores: storesLoader,
  positions: positionsLoader,
  people: peopleLoader,
} satisfies Partial<IngestLoaders>;
