// The page bench/order-book-bench.mjs measures: the real <OrderBook> over its real store, in a
// production build, fed full 20-level books from a seeded random walk. The floor (mount('floor'))
// is the same page, store and feed with a component that subscribes to the store as the book does
// and renders nothing: what any React view of this feed costs before it shows a single level.
// Plain JS with createElement (no JSX) so it needs no tsconfig of its own; Vite compiles the
// TypeScript it imports.
/* global window, document, requestAnimationFrame */
import { createElement as h, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import '@exchange/design-system/styles.css';
import { messages } from '../src/locales/en/messages.po';
import { OrderBook } from '../src/trading/order-book/order-book.tsx';
import { createOrderBookStore } from '../src/trading/order-book/order-book-store.ts';
import { createRandomWalkBook } from '../src/trading/order-book/random-walk-book.ts';

const LEVELS = 20;
const i18n = setupI18n({ locale: 'en', messages: { en: messages } });
// Messages not yet in the catalog are compiled once and cached, as a compiled catalog would hold
// them (see harnessPlugins in order-book-bench.mjs).
const compiled = new Map();
i18n.setMessagesCompiler((message) => {
  let found = compiled.get(message);
  if (found === undefined) {
    found = compileMessage(message);
    compiled.set(message, found);
  }
  return found;
});
const store = createOrderBookStore();
let notifications = 0;
store.subscribe(() => {
  notifications += 1;
});

// Books are made before measuring, so the figures are the book's cost, not the generator's.
const walk = createRandomWalkBook({
  seed: 2026,
  mid: '65000',
  pricePrecision: 2,
  sizePrecision: 4,
  levels: LEVELS,
});
const books = Array.from({ length: 2000 }, () => walk.next());
store.set(books[0]);

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from order-book-harness.html');

/** The floor: the book's subscription and its commits, and no DOM at all. */
function RendersNothing({ store: source }) {
  useSyncExternalStore(source.subscribe, source.getSnapshot);
  return null;
}

const bookProps = {
  store,
  pricePrecision: 2,
  sizePrecision: 4,
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  lastPrice: '65000.00',
  lastDirection: 'up',
  onPriceClick: () => undefined,
};
const reactRoot = createRoot(root);
/** @type {'book' | 'floor'} */
let mounted = 'book';
/** Shows the order book ('book') or the floor ('floor') over the same store. */
function mount(what) {
  mounted = what;
  reactRoot.render(
    h(I18nProvider, { i18n }, h(what === 'book' ? OrderBook : RendersNothing, bookProps)),
  );
}
mount('book');

/** Counts animation frames while `running()` holds, to report the frame rate reached. */
function countFrames(running, counter) {
  requestAnimationFrame(() => {
    counter.frames += 1;
    if (running()) countFrames(running, counter);
  });
}

window.orderBookBench = {
  /** The chosen view is on screen: the book's rows, or no rows at all for the floor. */
  ready: () => (root.querySelector('ul[aria-label] button') !== null) === (mounted === 'book'),
  mount,
  /**
   * Calls store.set() `rate` times a second for `seconds`, on a clock that catches up when a
   * timer fires late, so exactly rate × seconds books are delivered.
   */
  feed(seconds, rate) {
    return new Promise((resolve) => {
      const commits0 = window.__benchCommits;
      const notifications0 = notifications;
      const counter = { frames: 0 };
      const start = performance.now();
      const total = seconds * rate;
      let sent = 0;
      let done = false;
      countFrames(() => !done, counter);
      const timer = window.setInterval(() => {
        const elapsed = performance.now() - start;
        const due = Math.min(total, Math.floor((elapsed / 1000) * rate));
        while (sent < due) {
          store.set(books[(sent + 1) % books.length]);
          sent += 1;
        }
        if (sent >= total) {
          done = true;
          window.clearInterval(timer);
          resolve({
            sent,
            elapsedMs: performance.now() - start,
            commits: window.__benchCommits - commits0,
            notifications: notifications - notifications0,
            frames: counter.frames,
          });
        }
      }, 1000 / rate);
    });
  },
  commits: () => window.__benchCommits,
};
