import { describe, expect, it } from 'vitest';
import { fail } from '../envelope.ts';
import { SessionInvalidError } from './errors.ts';
import { headersOf, json, setup } from './create-api-client-test-setup.ts';

// Download routes (route.download, issue 17: capital flow's CSV): the file's text is the data.

const CSV = 'id,type,amount\r\n7,transfer_out,-250.5\r\n';

function csv(body: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="capital-flow-2026-11-24.csv"',
    },
  });
}

describe('createApiClient: download routes', () => {
  it('resolves the file text, sent with the filters, auth and an Accept for the file', async () => {
    const { client, sent } = setup(() => csv(CSV));
    const text = await client.call('statementsExport', { query: { coin_id: 1, type: 'deposit' } });
    expect(text).toBe(CSV);
    expect(sent[0]?.url).toBe(
      'http://exchange.test/wallet/statements/export?coin_id=1&type=deposit',
    );
    const headers = headersOf(sent[0]);
    expect(headers.get('authorization')).toBe('Bearer tok-123');
    expect(headers.get('accept')).toBe('text/csv, application/json');
  });

  it('a refusal is the JSON envelope, handled like any call', async () => {
    const body = fail(422, 'coin_id: Unknown coin', [
      { field: 'coin_id', message: 'Unknown coin' },
    ]);
    const { client, hooks } = setup(() => json(body, 422));
    const result = await client.request('statementsExport', { query: { coin_id: 99 } });
    expect(result).toMatchObject({ ok: false, status: 422, body });
    expect(hooks.onMessage).toHaveBeenCalledWith('coin_id: Unknown coin');
    const session = setup(() => json({ status: 'error', code: 4001, data: null, message: 'Gone' }));
    await expect(session.client.call('statementsExport')).rejects.toBeInstanceOf(
      SessionInvalidError,
    );
  });

  it('other calls still ask for JSON only', async () => {
    const { client, sent } = setup(() =>
      json({
        status: 'success',
        code: 200,
        data: { list: [], current: { time: 1, total_assets_usdt: '0', total_assets_btc: '0' } },
        message: '',
      }),
    );
    await client.call('assetHistory', { query: { days: 7 } });
    expect(headersOf(sent[0]).get('accept')).toBe('application/json');
    expect(sent[0]?.url).toBe('http://exchange.test/wallet/asset_history?days=7');
  });
});
