import type { ComboboxItem } from './filter-items.ts';

/** A coin's logo stand-in: a disc in its brand colour with its initial (no network fetch). */
function CoinIcon({ colour, letter }: { colour: string; letter: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24">
      <circle cx="12" cy="12" r="12" fill={colour} />
      <text
        x="12"
        y="16.5"
        textAnchor="middle"
        fontSize="13"
        fontWeight="700"
        fill="#ffffff"
        fontFamily="var(--ex-font-sans)"
      >
        {letter}
      </text>
    </svg>
  );
}

export const COINS: ComboboxItem[] = [
  {
    value: 'BTC',
    label: 'BTC',
    description: 'Bitcoin',
    icon: <CoinIcon colour="#b45309" letter="B" />,
  },
  {
    value: 'ETH',
    label: 'ETH',
    description: 'Ethereum',
    icon: <CoinIcon colour="#4b5bab" letter="E" />,
  },
  {
    value: 'USDT',
    label: 'USDT',
    description: 'Tether USD',
    icon: <CoinIcon colour="#047857" letter="T" />,
  },
  {
    value: 'USDC',
    label: 'USDC',
    description: 'USD Coin',
    icon: <CoinIcon colour="#1d4ed8" letter="U" />,
  },
  {
    value: 'SOL',
    label: 'SOL',
    description: 'Solana',
    icon: <CoinIcon colour="#7e22ce" letter="S" />,
  },
  {
    value: 'XRP',
    label: 'XRP',
    description: 'XRP',
    icon: <CoinIcon colour="#374151" letter="X" />,
  },
  {
    value: 'DOGE',
    label: 'DOGE',
    description: 'Dogecoin',
    icon: <CoinIcon colour="#a16207" letter="D" />,
  },
];

/** Networks of one coin: what the network picker lists (confirmations and minimum as the description). */
export const NETWORKS: ComboboxItem[] = [
  { value: 'TRC20', label: 'TRC20', description: 'Tron · 20 confirmations · min 1 USDT' },
  { value: 'ERC20', label: 'ERC20', description: 'Ethereum · 12 confirmations · min 10 USDT' },
  { value: 'BEP20', label: 'BEP20', description: 'Suspended for maintenance', disabled: true },
  { value: 'SOL', label: 'SOL', description: 'Solana · 1 confirmation · min 1 USDT' },
];
