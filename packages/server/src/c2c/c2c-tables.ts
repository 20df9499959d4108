import type { Generated } from 'kysely';
import type {
  AdStatus,
  C2cOrderStatus,
  OrderSide,
  PaymentMethodKind,
  PriceType,
} from '@exchange/api';
import type { DecimalString, UnixMs } from '../db/schema.ts';

// The C2C tables (migrations 0150-0153).

export interface C2cPaymentMethodsTable {
  id: Generated<number>;
  user_id: number;
  kind: PaymentMethodKind;
  holder_name: string;
  account: string;
  bank_name: string;
  bank_branch: string;
  created_at: UnixMs;
  /** Set when the owner deleted it; orders that used it still show it. */
  deleted_at: UnixMs | null;
}

export interface C2cAdsTable {
  id: Generated<number>;
  user_id: number;
  side: OrderSide;
  coin_id: number;
  coin: string;
  fiat: string;
  price_type: PriceType;
  price_value: DecimalString;
  /** Coin offered in total when published. */
  amount: DecimalString;
  /** Coin no order holds yet (a sell ad: its part of the escrow still free). */
  available: DecimalString;
  min_fiat: DecimalString;
  max_fiat: DecimalString;
  /** Comma list of the advertiser's payment method ids. */
  payment_method_ids: string;
  /** Comma list of their kinds. */
  payment_kinds: string;
  pay_window_minutes: number;
  terms: string;
  status: AdStatus;
  created_at: UnixMs;
  updated_at: UnixMs;
}

export interface C2cMerchantsTable {
  user_id: number;
  created_at: UnixMs;
}

export interface C2cOrdersTable {
  id: Generated<number>;
  ad_id: number;
  ad_side: OrderSide;
  advertiser_id: number;
  buyer_id: number;
  seller_id: number;
  coin_id: number;
  coin: string;
  fiat: string;
  price: DecimalString;
  amount: DecimalString;
  fiat_amount: DecimalString;
  /** Comma list: the seller's methods the buyer may pay with. */
  payment_method_ids: string;
  paid_method_id: number | null;
  status: C2cOrderStatus;
  cancel_reason: 'buyer' | 'timeout' | 'appeal' | null;
  pay_deadline: UnixMs;
  appeal_after: UnixMs | null;
  created_at: UnixMs;
  paid_at: UnixMs | null;
  completed_at: UnixMs | null;
  cancelled_at: UnixMs | null;
  appeal_by: number | null;
  appeal_reason: string | null;
  appeal_description: string | null;
  appealed_at: UnixMs | null;
}

export interface C2cMessagesTable {
  id: Generated<number>;
  order_id: number;
  /** Null for the system's messages. */
  sender_id: number | null;
  text: string;
  created_at: UnixMs;
}

export interface C2cReadsTable {
  order_id: number;
  user_id: number;
  last_read_id: number;
}

declare module '../db/schema.ts' {
  interface Database {
    c2c_payment_methods: C2cPaymentMethodsTable;
    c2c_ads: C2cAdsTable;
    c2c_merchants: C2cMerchantsTable;
    c2c_orders: C2cOrdersTable;
    c2c_messages: C2cMessagesTable;
    c2c_reads: C2cReadsTable;
  }
}
