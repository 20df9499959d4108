import { describe, expect, it } from 'vitest';
import { publishAdBodySchema, paymentMethodIdsSchema, addPaymentMethodBodySchema } from './c2c.ts';
import { c2cSendMessageBodySchema, MAX_CHAT_LENGTH } from './c2c-orders.ts';
import { applyLeaderBodySchema, followBodySchema, leadersQuerySchema } from './copy-trade.ts';
import { fieldErrors } from './envelope.ts';
import { earnProductsQuerySchema, earnSubscribeBodySchema } from './earn.ts';
import {
  advancedIdentityBodySchema,
  basicIdentityBodySchema,
  MAX_AUTH_IMAGE_BYTES,
} from './identity.ts';
import { reportItemQuerySchema, reportQuerySchema } from './report.ts';
import {
  modifyPasswordBodySchema,
  sendCodeBodySchema,
  antiPhishingBodySchema,
} from './security.ts';
import { preferencesBodySchema } from './settings.ts';
import type { z } from 'zod';

// The request rules of the products written ahead (issue 16): what the server will refuse with
// 422 naming the field, checked where both sides read them.

const fields = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : fieldErrors(result.error).map((error) => error.field);
};

describe('security requests', () => {
  it('a code for a new address or a mobile names where it goes', () => {
    expect(fields(sendCodeBodySchema, { purpose: 'bind_email' })).toEqual(['email']);
    expect(fields(sendCodeBodySchema, { purpose: 'bind_mobile', mobile: '' })).toEqual([
      'country_code',
      'mobile',
    ]);
    expect(fields(sendCodeBodySchema, { purpose: 'modify_password' })).toEqual([]);
    expect(
      fields(sendCodeBodySchema, { purpose: 'bind_mobile', country_code: '44', mobile: '12' }),
    ).toEqual(['country_code', 'mobile']);
  });

  it('a new password follows the rules and differs from the current one', () => {
    const body = { password: 'secret123', email_code: '123456' };
    expect(fields(modifyPasswordBodySchema, { ...body, new_password: 'secret123' })).toEqual([
      'new_password',
    ]);
    expect(fields(modifyPasswordBodySchema, { ...body, new_password: 'short1' })).toEqual([
      'new_password',
    ]);
    expect(fields(modifyPasswordBodySchema, { ...body, new_password: 'secret456' })).toEqual([]);
  });

  it('the anti-phishing code is 4 to 20 letters or digits; a blank authenticator code is absent', () => {
    const body = { email_code: '123456', google_code: '' };
    expect(fields(antiPhishingBodySchema, { ...body, anti_phishing_code: 'Blue42' })).toEqual([]);
    for (const code of ['abc', 'a'.repeat(21), 'no spaces', '<b>x</b>'])
      expect(fields(antiPhishingBodySchema, { ...body, anti_phishing_code: code })).toEqual([
        'anti_phishing_code',
      ]);
  });
});

describe('identity requests', () => {
  const basic = {
    full_name: '  Ada Lovelace ',
    country: 'GB',
    document_type: 'passport',
    document_number: '533401821',
    birth_date: '1990-04-17',
  };

  it('the basic form trims the name and refuses impossible dates and odd countries', () => {
    expect(basicIdentityBodySchema.parse(basic).full_name).toBe('Ada Lovelace');
    expect(fields(basicIdentityBodySchema, { ...basic, birth_date: '2001-02-29' })).toEqual([
      'birth_date',
    ]);
    expect(fields(basicIdentityBodySchema, { ...basic, birth_date: '17/04/1990' })).toEqual([
      'birth_date',
    ]);
    expect(fields(basicIdentityBodySchema, { ...basic, country: 'gb' })).toEqual(['country']);
    expect(fields(basicIdentityBodySchema, { ...basic, full_name: 'A\u202eB' })).toEqual([
      'full_name',
    ]);
  });

  it('the advanced uploads are files of at most 5 MB under image keys', () => {
    const small = new File([new Uint8Array(10)], 'a.jpg');
    const large = new File([new Uint8Array(MAX_AUTH_IMAGE_BYTES + 1)], 'b.jpg');
    expect(fields(advancedIdentityBodySchema, { front_img: small, back_img: small })).toEqual([]);
    expect(fields(advancedIdentityBodySchema, { front_img: large })).toEqual(['front_img']);
    expect(fields(advancedIdentityBodySchema, { front_img: 'text' })).toEqual(['front_img']);
    expect(fields(advancedIdentityBodySchema, { 'Front Img': small })).toEqual(['Front Img']);
    expect(fields(advancedIdentityBodySchema, {})).toEqual(['']);
  });
});

describe('settings', () => {
  it('takes the 12 languages, IANA zones and form booleans; blanks leave a setting unchanged', () => {
    expect(
      preferencesBodySchema.parse({
        language: 'zh-TW',
        timezone: 'America/Sao_Paulo',
        time_24: '1',
      }),
    ).toEqual({ language: 'zh-TW', timezone: 'America/Sao_Paulo', time_24: true });
    expect(preferencesBodySchema.parse({ language: '', theme: '' })).toEqual({});
    expect(fields(preferencesBodySchema, { language: 'de', timezone: 'Mars/Base' })).toEqual([
      'language',
    ]);
    expect(fields(preferencesBodySchema, { timezone: '../etc/passwd', theme: 'blue' })).toEqual([
      'timezone',
      'theme',
    ]);
  });
});

describe('earn requests', () => {
  it('parses multipart text and refuses a zero or exponent amount', () => {
    expect(
      earnSubscribeBodySchema.parse({ product_id: '2', amount: '500', client_order_id: 'e-1' }),
    ).toEqual({ product_id: 2, amount: '500', client_order_id: 'e-1' });
    const order = { product_id: '2', client_order_id: 'e-1' };
    expect(fields(earnSubscribeBodySchema, { ...order, amount: '0' })).toEqual(['amount']);
    expect(fields(earnSubscribeBodySchema, { ...order, amount: '1e3' })).toEqual(['amount']);
    expect(fields(earnSubscribeBodySchema, { product_id: '2', amount: '5' })).toEqual([
      'client_order_id',
    ]);
    expect(earnProductsQuerySchema.parse({ held: '1', type: 'flexible' })).toEqual({
      held: true,
      type: 'flexible',
    });
  });
});

describe('C2C requests', () => {
  const ad = {
    side: 'sell',
    coin_id: '1',
    fiat: 'USD',
    price_type: 'floating',
    price_value: '100.3',
    amount: '1000',
    min_fiat: '50',
    max_fiat: '1000',
    payment_method_ids: '3,7',
    pay_window_minutes: '15',
  };

  it('payment method ids travel as one comma-separated field', () => {
    expect(paymentMethodIdsSchema.parse('3,7')).toEqual([3, 7]);
    for (const text of ['', '3,3', '0', '1,2,3,4,5,6', '3;7', '-1'])
      expect(paymentMethodIdsSchema.safeParse(text).success, text).toBe(false);
  });

  it('a floating price stays within 80 to 120 percent of the index; windows are 15 to 60 minutes', () => {
    expect(fields(publishAdBodySchema, ad)).toEqual([]);
    expect(fields(publishAdBodySchema, { ...ad, price_value: '120.01' })).toEqual(['price_value']);
    expect(fields(publishAdBodySchema, { ...ad, price_value: '79.99' })).toEqual(['price_value']);
    expect(fields(publishAdBodySchema, { ...ad, price_type: 'fixed', price_value: '5.2' })).toEqual(
      [],
    );
    expect(fields(publishAdBodySchema, { ...ad, pay_window_minutes: '20' })).toEqual([
      'pay_window_minutes',
    ]);
  });

  it('a bank transfer needs its bank; chat messages are 1 to 1,000 plain characters', () => {
    expect(
      fields(addPaymentMethodBodySchema, {
        kind: 'bank_transfer',
        holder_name: 'Ann',
        account: 'GB33',
      }),
    ).toEqual(['bank_name']);
    const message = (text: string) => fields(c2cSendMessageBodySchema, { order_id: '1', text });
    expect(message('x'.repeat(MAX_CHAT_LENGTH))).toEqual([]);
    expect(message('x'.repeat(MAX_CHAT_LENGTH + 1))).toEqual(['text']);
    expect(message('   ')).toEqual(['text']);
    expect(message('pay\u0000now')).toEqual(['text']);
  });
});

describe('report queries', () => {
  it('a custom period needs from < to, at most 366 days apart; presets need neither', () => {
    expect(fields(reportQuerySchema, { account: 'all', period: '7d' })).toEqual([]);
    expect(fields(reportQuerySchema, { account: 'all', period: 'custom' })).toEqual(['from', 'to']);
    const day = 86_400_000;
    expect(
      fields(reportQuerySchema, { account: 'spot', period: 'custom', from: '5000', to: '5000' }),
    ).toEqual(['to']);
    expect(
      fields(reportQuerySchema, {
        account: 'spot',
        period: 'custom',
        from: String(day),
        to: String(day + 367 * day),
      }),
    ).toEqual(['to']);
    expect(fields(reportItemQuerySchema, { account: 'futures' })).toEqual(['date']);
    expect(fields(reportItemQuerySchema, { account: 'futures', symbol: 'BTCUSDT' })).toEqual([]);
  });
});

describe('copy trading requests', () => {
  it('each mode needs its own size; the profit share is at most 30 %', () => {
    const follow = { leader_id: '1', max_per_position: '100', budget: '1000' };
    expect(fields(followBodySchema, { ...follow, mode: 'fixed' })).toEqual(['fixed_amount']);
    expect(fields(followBodySchema, { ...follow, mode: 'ratio', ratio: '0.5' })).toEqual([]);
    const apply = { nickname: 'Lead', bio: 'Swing trades.', show_positions: 'false' };
    expect(fields(applyLeaderBodySchema, { ...apply, profit_share_rate: '0.3' })).toEqual([]);
    expect(fields(applyLeaderBodySchema, { ...apply, bio: '', profit_share_rate: '0' })).toEqual(
      [],
    );
    expect(fields(applyLeaderBodySchema, { ...apply, profit_share_rate: '0.30001' })).toEqual([
      'profit_share_rate',
    ]);
    expect(leadersQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 20,
      period: '30d',
      sort: 'roi',
    });
  });
});
