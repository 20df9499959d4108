import type { c2cOrderRoutes } from '../c2c-orders.ts';
import type { c2cAdRoutes } from '../c2c.ts';
import type { copyTradeRoutes } from '../copy-trade.ts';
import type { demoProductRoutes } from '../demo-products.ts';
import type { earnRoutes } from '../earn.ts';
import type { identityRoutes } from '../identity.ts';
import type { otcRoutes } from '../otc.ts';
import type { referralRoutes } from '../referral.ts';
import type { reportRoutes } from '../report.ts';
import type { RouteInput } from '../routes.ts';
import type { securitySessionRoutes } from '../security-sessions.ts';
import type { securityRoutes } from '../security.ts';
import type { launchpadRoutes } from '../subscription.ts';

// A valid request for every route written ahead for issues 18 … 24, for handlers.test.ts (each
// must come back ok and match its response schema) and products.test.ts.

type ProductRouteName = keyof (typeof securityRoutes &
  typeof securitySessionRoutes &
  typeof identityRoutes &
  typeof earnRoutes &
  typeof launchpadRoutes &
  typeof c2cAdRoutes &
  typeof c2cOrderRoutes &
  typeof referralRoutes &
  typeof reportRoutes &
  typeof copyTradeRoutes &
  typeof otcRoutes &
  typeof demoProductRoutes);

const image = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

export const productSampleInputs: { [N in ProductRouteName]: RouteInput<N> } = {
  securityOverview: {},
  securitySendCode: { body: { purpose: 'bind_mobile', country_code: '+44', mobile: '7700900123' } },
  googleSecret: {},
  bindGoogle: { body: { google_code: '287082' } },
  unbindGoogle: { body: { google_code: '287082', email_code: '123456' } },
  resetGoogle: { body: { email_code: '123456', reason: 'Lost the phone with the authenticator' } },
  bindEmail: { body: { email: 'Second@Exchange.example', email_code: '123456' } },
  modifyEmail: {
    body: {
      old_email_code: '123456',
      email: 'new@exchange.example',
      new_email_code: '654321',
    },
  },
  bindMobile: { body: { country_code: '+44', mobile: '7700900123', sms_code: '123456' } },
  modifyPassword: {
    body: { password: 'secret123', new_password: 'secret456', email_code: '123456' },
  },
  setAntiPhishing: { body: { anti_phishing_code: 'Blue42', email_code: '123456' } },

  deviceSessions: {},
  endDeviceSession: { body: { id: 27 } },
  endOtherSessions: {},
  loginHistory: { query: { page: 1, limit: 2 } },
  disableAccount: { body: { password: 'secret123', email_code: '123456' } },

  identityStatus: {},
  submitBasicIdentity: {
    body: {
      full_name: 'Ada Lovelace',
      country: 'GB',
      document_type: 'passport',
      document_number: '533401821',
      birth_date: '1990-04-17',
    },
  },
  submitAdvancedIdentity: {
    body: {
      front_img: image('front.jpg'),
      back_img: image('back.jpg'),
      hand_img: image('hand.jpg'),
    },
  },

  earnProducts: { query: { type: 'locked' } },
  earnSubscribe: { body: { product_id: 2, amount: '500', client_order_id: 'earn-30d-2' } },
  earnRedeem: { body: { position_id: 41, amount: '200' } },
  earnPositions: { query: { status: 'holding' } },
  earnRecords: { query: { type: 'interest', page: 1, limit: 2 } },
  earnRecordsExport: { query: { type: 'maturity' } },
  earnSummary: {},

  launchpadProjects: { query: { phase: 'subscribing' } },
  launchpadProject: { params: { id: 7 } },
  launchpadCommit: { body: { project_id: 7, amount: '1000', client_order_id: 'lp-nimb-3' } },
  launchpadRecords: {},
  launchpadRecordsExport: { query: { project_id: 5 } },

  c2cAds: { query: { side: 'sell', coin_id: 1, fiat: 'USD', amount: '300' } },
  c2cMyAds: {},
  c2cPublishAd: {
    body: {
      side: 'sell',
      coin_id: 1,
      fiat: 'USD',
      price_type: 'floating',
      price_value: '100.3',
      amount: '1000',
      min_fiat: '50',
      max_fiat: '1000',
      payment_method_ids: '3,7',
      pay_window_minutes: 15,
    },
  },
  c2cAdStatus: { body: { id: 230, status: 'online' } },
  c2cFiatIndex: { query: { coin_id: 1, fiat: 'USD' } },
  c2cPaymentMethods: {},
  c2cAddPaymentMethod: {
    body: { kind: 'paypal', holder_name: 'Demo Trader', account: 'trader@exchange.example' },
  },
  c2cDeletePaymentMethod: { body: { id: 7 } },
  c2cPlaceOrder: { body: { ad_id: 201, amount: '200.4', amount_in: 'fiat' } },
  c2cOrders: { query: { status: 'completed' } },
  c2cOrder: { params: { id: 7001 } },
  c2cMarkPaid: { body: { id: 7001, payment_method_id: 91 } },
  c2cRelease: { body: { id: 7002 } },
  c2cCancel: { body: { id: 7001 } },
  c2cAppeal: { body: { id: 7000, reason: 'other', description: 'The seller stopped answering.' } },
  c2cMessages: { query: { order_id: 7001, after_id: 1 } },
  c2cSendMessage: { body: { order_id: 7001, text: 'Paid, reference 7001.' } },

  referralSummary: {},
  referralCommissions: { query: { coin_id: 1 } },

  pnlReport: { query: { account: 'spot', period: '30d' } },
  pnlReportItem: { query: { account: 'all', date: 1_763_769_600_000 } },
  pnlReportExport: { query: { account: 'all', period: '7d' } },

  copyLeaders: { query: { period: '7d', sort: 'followers', search: 'steady' } },
  copyLeader: { params: { id: 30_002 } },
  copyLeaderPositions: { params: { id: 30_001 } },
  copyLeaderHistory: { params: { id: 30_001 }, query: { page: 1 } },
  copyApplication: {},
  copyApply: {
    body: {
      nickname: 'Demo lead',
      bio: 'Swing trades on majors.',
      profit_share_rate: '0.1',
      show_positions: false,
    },
  },
  copyFollow: {
    body: {
      leader_id: 30_001,
      mode: 'fixed',
      fixed_amount: '50',
      max_per_position: '200',
      budget: '1000',
    },
  },
  copyUnfollow: { body: { leader_id: 30_001, close_positions: true } },
  copyFollowing: {},
  copyFollowers: {},
  copyOrders: { query: { leader_id: 30_001 } },
  copyProfitShares: {},
  copyPositions: {},
  copyPositionClose: { body: { follow_id: 77, symbol: 'BTCUSDT' } },

  otcCoins: {},
  otcQuote: { body: { coin_id: 3, side: 'sell', amount: '25' } },
  otcAccept: { body: { quote_id: 88_500 } },
  otcTrades: { query: { side: 'buy' } },
  otcTradesExport: { query: { side: 'buy' } },

  demoSmsInbox: { query: { country_code: '+44', mobile: '7700900123' } },
  demoIdentityReview: {
    body: { email: 'trader@exchange.example', level: 'advanced', decision: 'approve' },
  },
  demoGoogleResetReview: {
    body: { email: 'trader@exchange.example', decision: 'reject', reason: 'Face does not match' },
  },
  demoAppealDecision: { body: { id: 6995, outcome: 'release' } },
  demoLaunchpadAdvance: { body: { project_id: 7 } },
};
