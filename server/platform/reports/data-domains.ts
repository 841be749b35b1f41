// The report cache files each kept answer under the data versions of what it reads. A brand's
// tables fall in two groups, each with its own version table moved by statement triggers in
// the writing transaction: the training side (people, the catalogue and its targets, attempts and
// progress, the stores and regions: migrations 022, 023, 039, 040 and 045) and the visits
// (supervisions with their modules and checklists, and guests' answers: migrations 039 and 040). A load of guest answers leaves the training reports' answers kept.

export const DATA_DOMAINS = ['training', 'visits'] as const;
export type DataDomain = (typeof DATA_DOMAINS)[number];

/** Where each domain's per-brand version is kept, and the trigger function that moves it. */
export const DOMAIN_VERSIONS: Record<DataDomain, { table: string; bump: string }> = {
  training: { table: 'report_versions', bump: 'report_versions_bump' },
  visits: { table: 'report_visit_versions', bump: 'report_visit_versions_bump' },
};

/** One brand's versions by domain ('0' for a domain never written since its table exists). */
export type DomainVersions = Readonly<Record<DataDomain, string>>;

export const NO_WRITES: DomainVersions = { training: '0', visits: '0' };

/**
 * The version an answer reading `reads` is filed under: the versions of those domains alone, so
 * a write to another domain leaves it valid.
 */
export function versionOf(versions: DomainVersions, reads: readonly DataDomain[]): string {
  return DATA_DOMAINS.filter((d) => reads.includes(d))
    .map((d) => `${d}:${versions[d]}`)
    .join(' ');
}

/** What the training reports read (the dashboard, the users ranking). */
export const TRAINING: readonly DataDomain[] = ['training'];

/** What the supervision and guest-answer reports read (the global score, the word cloud). */
export const VISITS: readonly DataDomain[] = ['visits'];
