/**
 * Migrations that were edited after they had been applied somewhere, before applied migrations
 * were made immutable. For each earlier text (by its sha256 checksum, as schema_migrations
 * recorded it) a repair script under ./repairs/ brings a database that ran it to what the current
 * text makes; the runner applies it once and records the current checksum.
 *
 * Never add to this list to excuse a new edit: a change to an applied migration goes into a new
 * migration. The runner refuses any other checksum it does not know.
 */
export interface SupersededText {
  migration: string;
  checksum: string;
  repair: string;
}

export const SUPERSEDED_TEXTS: readonly SupersededText[] = [
  {
    migration: '002_activity.sql',
    checksum: '6495bb1714f5b64f3765cef6f94ea2a4ce60257cb76aa99ee008377a80b93c5d',
    repair: '002_activity.search-text-function.sql',
  },
  {
    migration: '004_people_sort_name.sql',
    checksum: '133ca93436f2b09ea74afb44e09f5195974372a895ddc51629b5485dba325903',
    repair: '004_people_sort_name.covering-index.sql',
  },
  {
    migration: '010_progress_rollup.sql',
    checksum: 'e6fba97fe23289e6beb92a898b29be5477af9c3652ea7dedd8b2cbbd8bfd0fab',
    repair: '010_progress_rollup.person-counted-since.sql',
  },
  {
    migration: '018_people_counts.sql',
    checksum: '82bc4aee74d0aac17c63800f64e783b104ef11e4ece6d0e3ad5c2c5a00bcab53',
    repair: '018_people_counts.position-index.sql',
  },
  // Not an excuse for an edit but its undoing: the file is back to the text it landed with and
  // the change moved to 043; this takes back the databases that ran the edited text.
  {
    migration: '042_report_versions_deferred.sql',
    checksum: '0a30024e47f08951539cdd8ab1872edf29f8562e5f2ac1b8d1dea7d3f875996e',
    repair: '042_report_versions_deferred.move-function.sql',
  },
];
