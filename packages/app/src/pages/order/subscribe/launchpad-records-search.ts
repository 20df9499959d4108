import { LAUNCHPAD_RECORD_TYPES, type LaunchpadRecordType } from '@exchange/api';
import type { LaunchpadRecordsExportFilter } from '../../../queries/launchpad.query.ts';
import { parseDay, timeWindow } from '../../assets/shared/day-range.ts';

// /order/subscribe's filters as they sit in the URL
// (`/order/subscribe?type=refund&project=7&from=2026-11-01&to=2026-11-23&page=2`), so a filtered
// view can be shared and survives a reload. Days are whole days in the reader's zone, both ends
// included (pages/assets/shared/day-range.ts), bounding when a record was made.

/** The launchpad order centre's search. */
export interface LaunchpadRecordsSearch {
  type?: LaunchpadRecordType;
  /** A project id. */
  project?: number;
  from?: string;
  to?: string;
  page?: number;
}

/**
 * The search, well-formed only; anything else is dropped, never an error.
 *
 * @example parseLaunchpadRecordsSearch({ type: 'refund', project: '7', page: '0' }) // { type: 'refund', project: 7 }
 */
export function parseLaunchpadRecordsSearch(
  search: Record<string, unknown>,
): LaunchpadRecordsSearch {
  const type = LAUNCHPAD_RECORD_TYPES.find((item) => item === search.type);
  const project = Number(search.project);
  const from = parseDay(search.from);
  const to = parseDay(search.to);
  const page = Number(search.page);
  return {
    ...(type === undefined ? {} : { type }),
    ...(Number.isInteger(project) && project > 0 ? { project } : {}),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

/** Whether any filter narrows the list (the page does not). */
export function isLaunchpadFiltered(search: LaunchpadRecordsSearch): boolean {
  return (
    search.type !== undefined ||
    search.project !== undefined ||
    search.from !== undefined ||
    search.to !== undefined
  );
}

/**
 * The wire filters of a search: the day range as a time window (from inclusive, to exclusive
 * at the start of the day after), no key for a filter left unset.
 *
 * @example launchpadWireFilter({ type: 'commit', page: 2 }) // { type: 'commit' }
 */
export function launchpadWireFilter(search: LaunchpadRecordsSearch): LaunchpadRecordsExportFilter {
  const span = timeWindow(search.from, search.to);
  return {
    ...(search.type === undefined ? {} : { type: search.type }),
    ...(search.project === undefined ? {} : { project_id: search.project }),
    ...(span.from === undefined ? {} : { from: span.from }),
    ...(span.to === undefined ? {} : { to: span.to }),
  };
}
