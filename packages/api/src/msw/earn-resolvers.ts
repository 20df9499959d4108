import { compareDecimal } from '../common.ts';
import { csvRecord } from '../csv.ts';
import {
  LAUNCHPAD_CSV_COLUMNS,
  LAUNCHPAD_PHASES,
  launchpadCsvRecord,
  type LaunchpadRecordType,
} from '../subscription.ts';
import {
  earnPositionsAnswer,
  earnProductsAnswer,
  earnRecordsAnswer,
  earnRecordsCsvAnswer,
  earnRedeemAnswer,
  earnSubscribeAnswer,
} from './earn-answers.ts';
import { MockHttpError, pageOf, type FixtureResolvers } from './resolver-kit.ts';
import {
  earnSummaryFixture,
  launchpadProjectsFixture,
  launchpadRecordsFixture,
} from './fixtures/earn.ts';
import { FIXTURE_NOW, toUnits } from './seed.ts';
import { inWindow } from './window-filter.ts';

// Fixture answers of the earn and launchpad routes: filtered lists, echoed subscriptions and
// commitments, with the refusals a story would show (sold out, outside the window, over cap).

function launchpadRecordsOf(query: {
  project_id?: number | undefined;
  type?: LaunchpadRecordType | undefined;
  from?: number | undefined;
  to?: number | undefined;
}) {
  return launchpadRecordsFixture.filter(
    (row) =>
      (query.project_id === undefined || row.project_id === query.project_id) &&
      (query.type === undefined || row.type === query.type) &&
      inWindow(row.created_at, query),
  );
}

function projectOf(id: number) {
  const project = launchpadProjectsFixture.find((row) => row.id === id);
  if (!project) throw new MockHttpError(404, 'Project not found');
  return project;
}

export const earnResolvers = {
  earnProducts: ({ query }) => earnProductsAnswer(query),
  earnSubscribe: ({ body }) => earnSubscribeAnswer(body),
  earnRedeem: ({ body }) => earnRedeemAnswer(body),
  earnPositions: ({ query }) => pageOf(earnPositionsAnswer(query), query),
  earnRecords: ({ query }) => pageOf(earnRecordsAnswer(query), query),
  earnRecordsExport: ({ query }) => earnRecordsCsvAnswer(query),
  earnSummary: () => earnSummaryFixture,

  launchpadProjects: ({ query }) =>
    launchpadProjectsFixture.filter(
      (row) => query.phase === undefined || row.phase === query.phase,
    ),
  launchpadProject: ({ params }) => projectOf(params.id),
  launchpadCommit: ({ body }) => {
    const project = projectOf(body.project_id);
    if (project.phase !== 'subscribing')
      throw new MockHttpError(409, 'project_id: Not open for subscription');
    if (compareDecimal(body.amount, project.min_commit) < 0)
      throw new MockHttpError(422, `amount: At least ${project.min_commit}`);
    const committed = toUnits(project.user_committed, 8) + toUnits(body.amount, 8);
    if (committed > toUnits(project.user_cap, 8))
      throw new MockHttpError(422, `amount: At most ${project.user_cap} in all`);
    return {
      id: 63,
      type: 'commit',
      project_id: project.id,
      project_name: project.name,
      token: project.token,
      quote_coin: project.quote_coin,
      price: project.price,
      coin: project.quote_coin,
      amount: body.amount,
      cost: null,
      client_order_id: body.client_order_id,
      phase: project.phase,
      created_at: FIXTURE_NOW,
    };
  },
  demoLaunchpadAdvance: ({ body }) => {
    const project = projectOf(body.project_id);
    const next = LAUNCHPAD_PHASES[LAUNCHPAD_PHASES.indexOf(project.phase) + 1];
    if (next === undefined) throw new MockHttpError(409, 'project_id: The project has ended');
    const ends = {
      upcoming: project.subscribe_start,
      subscribing: project.subscribe_end,
      calculating: project.distribute_at,
      distributing: project.listing_at,
      ended: null,
    };
    return { ...project, phase: next, phase_ends_at: ends[next] };
  },
  launchpadRecords: ({ query }) => pageOf(launchpadRecordsOf(query), query),
  launchpadRecordsExport: ({ query }) =>
    csvRecord(LAUNCHPAD_CSV_COLUMNS) + launchpadRecordsOf(query).map(launchpadCsvRecord).join(''),
} satisfies Partial<FixtureResolvers>;
