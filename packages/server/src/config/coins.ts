import type { CoinNetwork } from '@exchange/api';
import {
  base58CheckDecode,
  base58Decode,
  segwitDecode,
  toChecksumAddress,
} from './address-codecs.ts';

/**
 * A coin the exchange holds: its id on the wire, its networks and a reference USDT price. Each
 * network row is the one table of its rules (issue 17): address format and checksum
 * ({@link ADDRESS_FORMATS}), memo, confirmations, minimum deposit and withdrawal, fee, precision
 * and the 24-hour withdrawal limit per user.
 */
export interface Coin {
  id: number;
  name: string;
  logo: string;
  /** USDT value of one coin when no market price exists yet (valuing assets before any trade). */
  referencePrice: string;
  /** Credited to a new account's spot wallet in demo mode. */
  demoGrant: string;
  networks: readonly CoinNetwork[];
}

function network(
  code: string,
  name: string,
  rules: {
    min_deposit: string;
    min_withdraw: string;
    withdraw_fee: string;
    withdraw_precision: number;
    confirmations: number;
    withdraw_daily_limit: string;
    deposit_enabled?: boolean;
    memo_required?: boolean;
  },
): CoinNetwork {
  return {
    network: code,
    name,
    deposit_enabled: rules.deposit_enabled ?? true,
    withdraw_enabled: true,
    min_deposit: rules.min_deposit,
    min_withdraw: rules.min_withdraw,
    withdraw_fee: rules.withdraw_fee,
    withdraw_precision: rules.withdraw_precision,
    confirmations: rules.confirmations,
    memo_required: rules.memo_required ?? false,
    withdraw_daily_limit: rules.withdraw_daily_limit,
  };
}

const logo = (coin: string) => `/coins/${coin.toLowerCase()}.svg`;

/**
 * The coins of the reference exchange. Ids are stable: they are the `coin_id` of every wallet
 * call. USDT is the quote of every spot pair; USDC is the site's display quote (SPEC.md
 * section 9, site_quote_name1).
 */
const CATALOGUE: Coin[] = [
  {
    id: 1,
    name: 'USDT',
    logo: logo('USDT'),
    referencePrice: '1',
    demoGrant: '10000',
    networks: [
      network('TRC20', 'Tron (TRC20)', {
        min_deposit: '1',
        min_withdraw: '10',
        withdraw_fee: '1',
        withdraw_precision: 6,
        confirmations: 20,
        withdraw_daily_limit: '200000',
      }),
      network('ERC20', 'Ethereum (ERC20)', {
        min_deposit: '10',
        min_withdraw: '20',
        withdraw_fee: '5',
        withdraw_precision: 6,
        confirmations: 12,
        withdraw_daily_limit: '200000',
      }),
    ],
  },
  {
    id: 2,
    name: 'BTC',
    logo: logo('BTC'),
    referencePrice: '65000',
    demoGrant: '0.5',
    networks: [
      network('BTC', 'Bitcoin', {
        min_deposit: '0.0001',
        min_withdraw: '0.001',
        withdraw_fee: '0.0002',
        withdraw_precision: 8,
        confirmations: 2,
        withdraw_daily_limit: '5',
      }),
    ],
  },
  {
    id: 3,
    name: 'ETH',
    logo: logo('ETH'),
    referencePrice: '3200',
    demoGrant: '5',
    networks: [
      network('ERC20', 'Ethereum (ERC20)', {
        min_deposit: '0.001',
        min_withdraw: '0.01',
        withdraw_fee: '0.002',
        withdraw_precision: 8,
        confirmations: 12,
        withdraw_daily_limit: '100',
      }),
    ],
  },
  {
    id: 4,
    name: 'USDC',
    logo: logo('USDC'),
    referencePrice: '1',
    demoGrant: '1000',
    networks: [
      network('ERC20', 'Ethereum (ERC20)', {
        min_deposit: '10',
        min_withdraw: '10',
        withdraw_fee: '3',
        withdraw_precision: 6,
        confirmations: 12,
        withdraw_daily_limit: '200000',
      }),
      network('SOL', 'Solana', {
        min_deposit: '1',
        min_withdraw: '5',
        withdraw_fee: '1',
        withdraw_precision: 6,
        confirmations: 32,
        withdraw_daily_limit: '200000',
        deposit_enabled: false,
      }),
    ],
  },
  {
    id: 5,
    name: 'SOL',
    logo: logo('SOL'),
    referencePrice: '150',
    demoGrant: '20',
    networks: [
      network('SOL', 'Solana', {
        min_deposit: '0.01',
        min_withdraw: '0.1',
        withdraw_fee: '0.01',
        withdraw_precision: 8,
        confirmations: 32,
        withdraw_daily_limit: '2000',
      }),
    ],
  },
  {
    id: 6,
    name: 'DOGE',
    logo: logo('DOGE'),
    referencePrice: '0.15',
    demoGrant: '5000',
    networks: [
      network('DOGE', 'Dogecoin', {
        min_deposit: '1',
        min_withdraw: '20',
        withdraw_fee: '2',
        withdraw_precision: 8,
        confirmations: 6,
        withdraw_daily_limit: '1000000',
      }),
      network('BEP20', 'BNB Smart Chain (BEP20)', {
        min_deposit: '1',
        min_withdraw: '20',
        withdraw_fee: '1',
        withdraw_precision: 8,
        confirmations: 15,
        withdraw_daily_limit: '1000000',
        memo_required: true,
      }),
    ],
  },
];

/**
 * The coins of the reference exchange (see the catalogue above), then the coins listed while the
 * server runs ({@link listCoin}): one array, so every reader sees a listed coin at once.
 */
export const COINS: readonly Coin[] = CATALOGUE;

/**
 * Add a coin created while the server runs (a launchpad token at its distribution, issue 21) to
 * the catalogue: wallets, balance events and pair lists then know it. The process holds one
 * catalogue; listing a coin already there (a restart, a second server in one test file) does
 * nothing, and a different coin under a taken id or name is refused.
 */
export function listCoin(coin: Coin): void {
  const same = CATALOGUE.find((c) => c.id === coin.id || c.name === coin.name);
  if (same === undefined) {
    CATALOGUE.push(coin);
    return;
  }
  if (same.id !== coin.id || same.name !== coin.name) {
    throw new Error(
      `Coin ${coin.name} (${String(coin.id)}) clashes with ${same.name} (${String(same.id)})`,
    );
  }
}

/** The coin with this id, or undefined. */
export function coinById(id: number): Coin | undefined {
  return COINS.find((c) => c.id === id);
}

/** The coin with this code ("BTC"), or undefined. */
export function coinByName(name: string): Coin | undefined {
  return COINS.find((c) => c.name === name);
}

/** Reference USDT prices: the price source until the market supplies live ones. */
export function referencePrice(coin: string): string | undefined {
  return coinByName(coin)?.referencePrice;
}

const BASE58 = '1-9A-HJ-NP-Za-km-z';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const HEX40 = /^0x[0-9a-fA-F]{40}$/;

/** An EVM address: any one case, or mixed case that is its EIP-55 checksum. */
function evmChecksumOk(address: string): boolean {
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
}

/** A Base58Check address of 21 bytes whose first byte is one of `versions`. */
function base58CheckOk(address: string, versions: readonly number[]): boolean {
  const payload = base58CheckDecode(address);
  return payload?.length === 21 && versions.includes(payload[0] ?? -1);
}

/**
 * What an address looks like on each network: `pattern` (prefix, alphabet and length, the
 * human `description` of it in the 422 message) and `checksum`, the network's own check of the
 * characters (EIP-55 for mixed-case EVM addresses, Base58Check for TRON, Dogecoin and legacy
 * Bitcoin, bech32/bech32m for SegWit, 32 bytes for Solana, which has no checksum). Adding a
 * network means adding its row here.
 */
export const ADDRESS_FORMATS: Readonly<
  Record<string, { pattern: RegExp; description: string; checksum: (address: string) => boolean }>
> = {
  BTC: {
    // SegWit (bech32/bech32m, P2WPKH 42 to P2TR 62 characters, one case) or legacy base58 P2PKH/P2SH.
    pattern: new RegExp(
      `^(bc1[${BECH32}]{39,59}|BC1[${BECH32.toUpperCase()}]{39,59}|[13][${BASE58}]{25,34})$`,
    ),
    description: 'bc1… (bech32) or a base58 address starting with 1 or 3',
    checksum: (address) =>
      /^bc1/i.test(address)
        ? segwitDecode('bc', address) !== null
        : base58CheckOk(address, [0x00, 0x05]),
  },
  ERC20: {
    pattern: HEX40,
    description: '0x followed by 40 hexadecimal digits',
    checksum: evmChecksumOk,
  },
  BEP20: {
    pattern: HEX40,
    description: '0x followed by 40 hexadecimal digits',
    checksum: evmChecksumOk,
  },
  TRC20: {
    pattern: new RegExp(`^T[${BASE58}]{33}$`),
    description: 'T followed by 33 base58 characters',
    checksum: (address) => base58CheckOk(address, [0x41]),
  },
  SOL: {
    pattern: new RegExp(`^[${BASE58}]{32,44}$`),
    description: '32 to 44 base58 characters',
    checksum: (address) => base58Decode(address)?.length === 32,
  },
  DOGE: {
    pattern: new RegExp(`^[DA9][${BASE58}]{33}$`),
    description: 'D, A or 9 followed by 33 base58 characters',
    // 0x1e: P2PKH (D…); 0x16: P2SH (9… or A…).
    checksum: (address) => base58CheckOk(address, [0x1e, 0x16]),
  },
};

/**
 * Why `address` is no address of `network`, or undefined when it is one: first its format,
 * then its checksum (a typo). The reason names the network and its format, never the address.
 *
 * @example addressProblem('TRC20', '0xabc') // 'Not a TRC20 address: expected T followed by 33 base58 characters'
 */
export function addressProblem(network: string, address: string): string | undefined {
  const format = ADDRESS_FORMATS[network];
  if (!format) return `Withdrawals to ${network} addresses are not supported`;
  if (!format.pattern.test(address))
    return `Not a ${network} address: expected ${format.description}`;
  if (!format.checksum(address))
    return `Not a valid ${network} address: its checksum does not match (a typo?)`;
  return undefined;
}
