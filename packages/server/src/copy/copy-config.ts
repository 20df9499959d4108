import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context.ts';
import type { ContractActions } from '../contract/contract-actions.ts';
import type { ContractEngine } from '../contract/contract-service.ts';
import type { SocketHub } from '../live/socket-hub.ts';
import './copy-tables.ts';

/** Copy trading's settings (issue 24); env names in brackets are read by main.ts. */
export interface CopyConfig {
  /** Requirements to lead: futures equity in USDT [COPY_LEADER_MIN_EQUITY]. */
  leaderMinEquity: string;
  /** … contract fills [COPY_LEADER_MIN_TRADES]. */
  leaderMinTrades: number;
  /** … distinct UTC days with a contract fill [COPY_LEADER_MIN_DAYS]. */
  leaderMinDays: number;
  /** Approve an application at once when its requirements are met (demo mode and tests). */
  autoApprove: boolean;
  /** A leader's default and largest number of followers. */
  maxFollowers: number;
  /** The profit share a leader gets unless they chose another (0 … 0.3). */
  defaultProfitShareRate: string;
  /** A copy budget's bounds in USDT (exchange-facts.md section 5: 10 … 200,000). */
  minBudget: string;
  maxBudget: string;
  /** Ratio mode's bounds. */
  minRatio: string;
  maxRatio: string;
  /** Active copies one user may hold (exchange-facts.md: 20). */
  maxActiveFollows: number;
  /** The mirror tick's period on the server clock [COPY_TICK_MS]; mirroring within a second. */
  tickMs: number;
  /** The coin copy budgets and profit shares are in. */
  coin: string;
  /** Start the demo's lead traders (only with ctx.demo; main.ts turns it on in demo mode). */
  demoLeaders: boolean;
  /** A demo leader trades every this many ms of the server clock [COPY_DEMO_TRADE_MS]. */
  demoTradeMs: number;
}

export const DEFAULT_COPY_CONFIG: CopyConfig = {
  leaderMinEquity: '100',
  leaderMinTrades: 2,
  leaderMinDays: 1,
  autoApprove: false,
  maxFollowers: 100,
  defaultProfitShareRate: '0.1',
  minBudget: '10',
  maxBudget: '200000',
  minRatio: '0.01',
  maxRatio: '10',
  maxActiveFollows: 20,
  tickMs: 250,
  coin: 'USDT',
  demoLeaders: false,
  demoTradeMs: 45_000,
};

export function copyConfig(overrides: Partial<CopyConfig> = {}): CopyConfig {
  return { ...DEFAULT_COPY_CONFIG, ...overrides };
}

/** What every copy-trading module works with: one object, made once by installCopy. */
export interface CopyDeps {
  app: FastifyInstance;
  ctx: ServerContext;
  engine: ContractEngine;
  /** The manual order path: every copied order goes through it (same margin checks). */
  actions: ContractActions;
  hub: SocketHub;
  config: CopyConfig;
}
