import type { TopicLanguagePack } from './types.ts';

// The help topics' questions and answers in English, the source of every other language
// (issues 21 and 22). The rules they describe are the products' own: packages/api/src/earn.ts,
// subscription.ts, c2c.ts and c2c-orders.ts; change the text when those rules change.
export default {
  'finance-flexible-vs-locked': {
    title: 'What is the difference between flexible and locked products?',
    summary:
      'Flexible savings can be redeemed at any time; locked savings run for 7, 30 or 90 days at a higher rate.',
    body: [
      'A flexible product pays interest into your spot account every day, and you can redeem any part of your principal whenever you like: it goes back to your spot account at once.',
      'A locked product runs for a fixed term of 7, 30 or 90 days and usually pays a higher annual rate. Its daily interest is credited to your finance wallet and paid out together with the principal at maturity.',
      'Both kinds move the amount you subscribe from your spot account into your finance wallet in one step. Choose flexible if you may need the coins soon, and locked if you can leave them untouched for the whole term.',
    ],
  },
  'finance-interest': {
    title: 'How is my interest calculated?',
    summary:
      "Simple interest every day: the day's principal × the annual rate ÷ 365, truncated to the coin's precision.",
    body: [
      "Interest is simple, not compounded. For each whole day, the principal you hold is multiplied by the product's annual rate and divided by 365. For example, 1,000 USDT at 5 % earns about 0.1369 USDT a day.",
      "Some products have rate tiers, such as 10 % on the first 1,000 and 4 % on the rest. Your whole holding in the product fills the tiers from the lowest, and each part earns its own tier's rate.",
      "A day's interest is truncated (never rounded up) to the coin's precision and is booked once that day has ended. You can follow yesterday's interest, your total interest and a chart of it under My earnings.",
    ],
  },
  'finance-value-date': {
    title: 'When does my interest start?',
    summary:
      'From the value date: 00:00 UTC of the day after you subscribe. The first interest is booked when that day ends.',
    body: [
      'The value date is the start (00:00 UTC) of the day after your subscription. The day you subscribe earns no interest.',
      'For example, if you subscribe on Monday at 15:00 UTC, the value date is Tuesday 00:00 UTC and the interest for Tuesday is booked once Tuesday has ended, at Wednesday 00:00 UTC.',
      'For a locked product, the maturity date is the value date plus the term: a 30-day product with a value date of 1 March matures on 31 March. The subscribe dialog shows both dates before you confirm.',
    ],
  },
  'finance-redeem': {
    title: 'How do I redeem, and what happens if I redeem a locked product early?',
    summary:
      'Flexible principal comes back at once; redeeming a locked product early returns the principal but forfeits its interest.',
    body: [
      'Flexible: redeem any part of your holding at any time and the principal is back in your spot account at once. The part you redeem earns no interest for the day it leaves.',
      'Locked: at maturity, the principal and all the interest return to your spot account automatically. You can also redeem before maturity, but only the whole principal, and all the interest credited so far is forfeited. The redeem dialog shows how much you would lose before you confirm.',
      'Every subscription, redemption and interest payment is listed under Earn orders in the order centre, where you can filter the records and export them as CSV.',
    ],
  },
  'finance-limits': {
    title: 'Why can I not subscribe more?',
    summary:
      'Each product has a minimum amount, a cap per user and a total quota; you can subscribe up to the smallest limit left.',
    body: [
      'Each subscription must be at least the minimum amount, with no more decimals than the coin allows. All your subscriptions to one product together may not exceed its cap per user.',
      'A product also has a total quota shared by all users; the progress bar shows how much of it is taken. When it is full, the product is sold out, and it reopens as holders redeem.',
      'The most you can subscribe now is the smallest of what your cap leaves, what the quota leaves and your spot balance. The Max button of the subscribe dialog fills in exactly that amount.',
    ],
  },
  'launchpad-phases': {
    title: 'What are the phases of a token subscription?',
    summary:
      'Upcoming, subscribing, calculating, distributing and ended, each with a countdown to the next.',
    body: [
      'Upcoming: the project is announced and the page counts down to the opening. Subscribing: you can commit the quote coin until the subscription closes.',
      'Calculating: commitments are closed and the allocations are worked out. Distributing: the new tokens are credited to spot accounts and the unallocated rest of each commitment is refunded.',
      "Ended: from the listing time, the token's spot pair opens for trading on the market. The project page always shows the current phase and a countdown to the next one.",
    ],
  },
  'launchpad-commit': {
    title: 'How do I take part?',
    summary:
      'While the project is subscribing, commit the quote coin from your spot account; it stays frozen until the allocation.',
    body: [
      'Open the project while it is in the subscribing phase and enter how much of the quote coin (for example USDT) you want to commit. The amount is frozen in your spot account.',
      "Each commitment must be at least the project's minimum, and all your commitments together may not exceed the per-user cap. You can commit several times; the amounts add up.",
      'A commitment cannot be withdrawn. The frozen coin is settled at distribution: the part that buys tokens is spent and the rest is unfrozen.',
    ],
  },
  'launchpad-allocation': {
    title: 'How many tokens will I get?',
    summary:
      'If the project is oversubscribed, tokens are shared pro rata: min(commit, commit × offered value ÷ total committed).',
    body: [
      "The offered value is the tokens offered multiplied by the price. If everyone's commitments together do not exceed it, every user receives tokens for their whole commitment.",
      'If more is committed than offered, each user receives tokens worth min(commit, commit × offered value ÷ total committed). For example, with 100,000 USDT offered and 400,000 USDT committed, a commitment of 1,000 USDT buys tokens worth 250 USDT.',
      "The token amount is truncated to the token's precision, so the tokens allocated never exceed the supply. Your allocation is shown on the project page and under Subscription orders in the order centre.",
    ],
  },
  'launchpad-refund': {
    title: 'What happens to the part of my commitment that was not used?',
    summary: 'It is refunded to your spot account at distribution, to the last decimal.',
    body: [
      'At distribution, the cost of your tokens is taken from your frozen commitment and the exact rest is unfrozen in your spot account, in the same step.',
      'Your commitments always equal the cost of your allocation plus your refund. Subscription orders in the order centre list each commitment, allocation and refund.',
    ],
  },
  'launchpad-listing': {
    title: 'When can I trade the new token?',
    summary:
      "The tokens are in your spot account from distribution; trading of the token's pair opens at the listing time.",
    body: [
      'Your tokens are credited to your spot account at distribution, and you can see them in your wallet straight away.',
      "The token's spot pair, for example the token against USDT, opens on the market at the listing time shown on the project page. From then the project is ended and you can buy and sell the token like any other coin.",
    ],
  },
  'c2c-how-to-buy': {
    title: 'How do I buy coins with C2C?',
    summary:
      'Choose a sell ad, enter an amount, pay the seller within the payment window, mark the order paid and wait for the release.',
    body: [
      'On the Buy tab, pick the coin, your fiat currency and a payment method, then choose an ad. Check the price, the per-order limits and the terms, and enter the amount in fiat or in coin.',
      "When you place the order, the seller's coins are held in escrow. The order shows the seller's payment details and a countdown: pay the exact amount from your own account before it ends.",
      'Then press "I have paid" and say which method you used. The seller checks that the money has arrived and releases the coins, which go straight to your spot account.',
    ],
  },
  'c2c-how-to-sell': {
    title: 'How do I sell coins with C2C?',
    summary:
      "Sell into a buy ad or publish your own sell ad; release the coins only after the buyer's money is in your account.",
    body: [
      'On the Sell tab, choose a buy ad, enter the amount and choose which of your payment methods the buyer should pay to. Your coins move from your spot account into escrow when the order is placed.',
      'You can also publish your own sell ad with a fixed price or a floating one (80 to 120 % of the index price), per-order limits in fiat, your payment methods and a payment window. The coins of an open sell ad stay frozen; closing the ad returns what is left.',
      'When the buyer marks the order paid, check your bank or wallet. Release the coins only once the full amount is really in your account. If you have bound an authenticator, releasing asks for its code.',
    ],
  },
  'c2c-escrow': {
    title: 'How does escrow protect me?',
    summary:
      "The seller's coins are held by the exchange from the moment the order is placed, and only the seller can release them.",
    body: [
      "When an order is placed, the seller's coins move into escrow, so the buyer knows they exist and cannot be spent elsewhere while the buyer pays.",
      'Only the seller can release them to the buyer, after the buyer has marked the order paid. An order can never release more than it holds in escrow.',
      "If the order is cancelled or times out, the coins return: to the ad's available amount for a sell ad, or to the seller's spot account when the seller sold into a buy ad. In an appeal, the decision either releases them to the buyer or returns them to the seller.",
    ],
  },
  'c2c-payment-window': {
    title: 'What is the payment window, and what happens if I cancel?',
    summary:
      "The buyer must pay within the ad's window (15 minutes by default); three cancellations in a day suspend buying until the next day.",
    body: [
      "Each ad sets how long the buyer has to pay: 15, 30, 45 or 60 minutes, 15 by default. The order shows a countdown. If it is not marked paid in time, it is cancelled automatically and the seller's coins return.",
      'As the buyer, you can cancel an order yourself as long as you have not marked it paid. Never cancel an order you have already paid for: appeal instead.',
      'If you cancel three orders as a buyer in one UTC day, you cannot place buy orders for the rest of that day; buying opens again at 00:00 UTC.',
    ],
  },
  'c2c-appeal': {
    title: 'When and how can I appeal?',
    summary:
      'Once an order is marked paid and the waiting time has passed, either side can appeal; the order is frozen until a decision.',
    body: [
      'If the seller does not release after you paid, or the money you received is missing or wrong, first write to the other side in the order chat. Appeals open 10 minutes after the order is marked paid; the order shows when.',
      'To appeal, choose a reason (paid but not released, payment not received, wrong amount or other) and describe what happened in 10 to 1,000 characters. Either side can appeal.',
      'While the appeal is open, the order is frozen: the coins stay in escrow. The decision either releases them to the buyer or cancels the order and returns them to the seller. Keep your payment receipts until then.',
    ],
  },
  'c2c-safety': {
    title: 'How do I trade safely?',
    summary:
      'Never release before the money arrives, keep all talk in the order chat and never accept payments from third parties.',
    body: [
      'Sellers: release only when the full amount is in your own account. A screenshot, an e-mail or a message is not a payment; check your bank or wallet yourself.',
      'Keep all communication in the order chat. It is stored with the order and can be reviewed in an appeal. The exchange never asks you to release coins or to pay outside an order.',
      "Pay only from an account in your own name, and accept money only from the buyer's own account. If a payment comes from someone else, do not release: appeal.",
      'Buyers: mark an order paid only after you have really paid, and never cancel an order you have paid for.',
    ],
  },
} satisfies TopicLanguagePack;
