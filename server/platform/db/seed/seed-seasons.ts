// The dates of the demo's seasonal courses ("Temporada navideña {year}"): the data is dated
// relative to the seed day, so a course named after a year would soon run at the wrong time of
// year, or in a year its name contradicts. A seasonal course instead runs in the latest season of
// the calendar that closed well before the seed day, and its name takes that season's years.
// Pure.

/** Days between a season's end and the seed day: the course has expired for a while. */
const SEASON_CLOSED_DAYS = 30;

export interface SeasonRun {
  /** 'YYYY-MM-DD', first day. */
  startsOn: string;
  /** 'YYYY-MM-DD', last day. */
  endsOn: string;
  /** The course name with `{year}` (the start's year) and `{next}` (the end's) filled in. */
  name: string;
}

const DAY_MS = 86_400_000;

/**
 * The latest run of a season ['MM-DD', 'MM-DD'] (the end on the next year when it comes first)
 * whose last day is at least SEASON_CLOSED_DAYS before `seedDay`.
 */
export function seasonRun(
  name: string,
  season: readonly [string, string],
  seedDay: string,
): SeasonRun {
  const [from, to] = season;
  const latestEnd = new Date(Date.parse(seedDay) - SEASON_CLOSED_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const crossesYear = to < from;
  for (let year = Number(seedDay.slice(0, 4)); ; year -= 1) {
    const endYear = crossesYear ? year + 1 : year;
    const endsOn = `${endYear}-${to}`;
    if (endsOn <= latestEnd) {
      return {
        startsOn: `${year}-${from}`,
        endsOn,
        name: name.replaceAll('{year}', String(year)).replaceAll('{next}', String(endYear)),
      };
    }
  }
}
