import type { ArticleLanguagePack } from './types.ts';

// English: the fallback of every other language, so it names every category and article.

export default {
  categories: {
    help: 'Help centre',
    legal: 'Legal',
    announcements: 'Announcements',
    'finance-help': 'Earn help',
    'subscribe-help': 'Subscription help',
    'c2c-help': 'C2C help',
  },
  articles: {
    'about-us': {
      title: 'About us',
      summary: 'Who runs this exchange and what it offers.',
      body: [
        'We run a spot, contract and option exchange for digital assets.',
        'This reference deployment trades demo funds only.',
      ],
    },
    'legal-notice': {
      title: 'Legal notice',
      summary: 'The operator, its registration and how to reach it.',
      body: [
        'The platform is operated by Exchange Ltd.',
        'Nothing on this site is investment advice.',
      ],
    },
    'risk-notice': {
      title: 'Risk notice',
      summary: 'Digital assets are volatile; you can lose everything you trade.',
      body: [
        'Prices of digital assets move sharply and without warning.',
        'Leveraged contracts can lose more than the margin posted.',
      ],
    },
    'fee-rates': {
      title: 'Fee rates',
      summary: 'Maker and taker fees, withdrawal fees per network.',
      body: [
        'Spot: maker 0.1 %, taker 0.2 %, charged in the coin received.',
        'Withdrawals: a flat fee per network, shown before you confirm.',
      ],
    },
    'user-agreement': {
      title: 'User agreement',
      summary: 'The terms you accept when you open an account.',
      body: [
        'You must be of legal age in your country.',
        'One person, one account; keep your password secret.',
      ],
    },
    'privacy-policy': {
      title: 'Privacy policy',
      summary: 'What we store about you and why.',
      body: [
        'We store your e-mail, a salted hash of your password and your device ids.',
        'We never sell personal data.',
      ],
    },
    'msb-licence': {
      title: 'MSB registration',
      summary: 'Our Money Services Business registration.',
      body: [
        'Exchange Ltd is registered as a Money Services Business.',
        'Registration number: 31000000000000 (demo).',
      ],
    },
    'how-to-deposit': {
      title: 'How to deposit',
      summary: 'Pick a coin and a network, send to your address, wait for confirmations.',
      body: [
        'Open Assets → Deposit, choose the coin and the network.',
        'Send only that coin on that network to the address shown.',
      ],
    },
    'how-to-withdraw': {
      title: 'How to withdraw',
      summary: 'Minimums, fees, the e-mail code and cancelling while pending.',
      body: [
        'Each network has a minimum and a flat fee.',
        'A pending withdrawal can be cancelled; its funds return to your spot wallet.',
      ],
    },
    welcome: {
      title: 'Welcome to the exchange',
      summary: 'Spot trading is live on BTC, ETH, SOL and DOGE.',
      body: ['Spot, contract and option trading are all open.'],
    },
  },
} satisfies ArticleLanguagePack;
