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
  earnPositionsFixture,
  earnProductsFixture,
  earnRecordsFixture,
  earnSummaryFixture,
  launchpadProjectsFixture,
  launchpadRecordsFixture,
} from './fixtures/earn.ts';
import { FIXTURE_NOW, toUnits, trimmedUnits } from './seed.ts';
import { inWindow } from './window-filter.ts';

// Fixture answers of the earn and launchpad routes: filtered lists, echoed subscriptions and
// commitments, with the refusals a story would show (sold out, outside the window, over cap).

const DAY = 86_400_000;
const TODAY = FIXTURE_NOW - (FIXTURE_NOW % DAY);

function productOf(id: number) {
  const product = earnProductsFixture.find((row) => row.id === id);
  if (!product) throw new MockHttpError(404, 'Product not found');
  return product;
}

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
  earnProducts: ({ query }) =>
    earnProductsFixture.filter(
      (row) =>
        (query.coin_id === undefined || row.coin_id === query.coin_id) &&
        (query.type === undefined || row.type === query.type) &&
        (query.held !== true || row.coin_name === 'USDT'),
    ),
  earnSubscribe: ({ body }) => {
    const product = productOf(body.product_id);
    if (product.status !== 'open') throw new MockHttpError(422, 'product_id: Sold out');
    if (compareDecimal(body.amount, product.min_amount) < 0)
      throw new MockHttpError(422, `amount: At least ${product.min_amount}`);
    return {
      id: 42,
      product_id: product.id,
      coin_id: product.coin_id,
      coin_name: product.coin_name,
      type: product.type,
      duration_days: product.duration_days,
      apr: product.apr,
      amount: body.amount,
      total_interest: '0',
      yesterday_interest: '0',
      auto_renew: body.auto_renew ?? false,
      subscribed_at: FIXTURE_NOW,
      value_date: TODAY + DAY,
      maturity_date:
        product.duration_days === null ? null : TODAY + (1 + product.duration_days) * DAY,
      status: 'holding',
    };
  },
  earnRedeem: ({ body }) => {
    const position = earnPositionsFixture.find((row) => row.id === body.position_id);
    if (!position) throw new MockHttpError(404, 'Position not found');
    if (compareDecimal(body.amount, position.amount) > 0)
      throw new MockHttpError(422, `amount: At most ${position.amount}`);
    const early = position.type === 'locked';
    if (early && compareDecimal(body.amount, position.amount) !== 0)
      throw new MockHttpError(422, 'amount: A locked product is redeemed whole');
    return {
      id: 950,
      type: 'redeem',
      position_id: position.id,
      product_id: position.product_id,
      coin_id: position.coin_id,
      coin_name: position.coin_name,
      earn_type: position.type,
      amount: body.amount,
      forfeited_interest: early ? position.total_interest : '0',
      created_at: FIXTURE_NOW,
    };
  },
  earnPositions: ({ query }) =>
    pageOf(
      earnPositionsFixture.filter(
        (row) =>
          (query.status === undefined || row.status === query.status) &&
          (query.coin_id === undefined || row.coin_id === query.coin_id) &&
          inWindow(row.subscribed_at, query),
      ),
      query,
    ),
  earnRecords: ({ query }) =>
    pageOf(
      earnRecordsFixture.filter(
        (row) =>
          (query.type === undefined || row.type === query.type) &&
          (query.coin_id === undefined || row.coin_id === query.coin_id) &&
          inWindow(row.created_at, query),
      ),
      query,
    ),
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
    return { ...project, phase: next };
  },
  launchpadRecords: ({ query }) => pageOf(launchpadRecordsOf(query), query),
  launchpadRecordsExport: ({ query }) =>
    csvRecord(LAUNCHPAD_CSV_COLUMNS) + launchpadRecordsOf(query).map(launchpadCsvRecord).join(''),
} satisfies Partial<FixtureResolvers>;
