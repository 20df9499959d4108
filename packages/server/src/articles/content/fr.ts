import type { ArticleLanguagePack } from './types.ts';

// French: the help centre's own articles and the category names (English: en.ts).

export default {
  categories: {
    help: 'Centre d’aide',
    legal: 'Mentions légales',
    announcements: 'Annonces',
    'finance-help': 'Aide Earn',
    'subscribe-help': 'Aide à la souscription',
    'c2c-help': 'Aide C2C',
  },
  articles: {
    'about-us': {
      title: 'À propos',
      summary: 'Qui exploite cette plateforme d’échange et ce qu’elle propose.',
      body: [
        'Nous exploitons une plateforme d’échange d’actifs numériques au comptant, de contrats et d’options.',
        'Ce déploiement de référence ne négocie que des fonds de démonstration.',
      ],
    },
    'legal-notice': {
      title: 'Mentions légales',
      summary: 'L’exploitant, son immatriculation et comment le contacter.',
      body: [
        'La plateforme est exploitée par Exchange Ltd.',
        'Rien sur ce site ne constitue un conseil en investissement.',
      ],
    },
    'risk-notice': {
      title: 'Avertissement sur les risques',
      summary:
        'Les actifs numériques sont volatils ; vous pouvez perdre tout ce que vous négociez.',
      body: [
        'Les prix des actifs numériques varient brutalement et sans prévenir.',
        'Les contrats à effet de levier peuvent perdre plus que la marge déposée.',
      ],
    },
    'fee-rates': {
      title: 'Frais',
      summary: 'Frais maker et taker, frais de retrait par réseau.',
      body: [
        'Comptant : maker 0.1 %, taker 0.2 %, prélevés dans la devise reçue.',
        'Retraits : des frais fixes par réseau, affichés avant confirmation.',
      ],
    },
    'user-agreement': {
      title: 'Conditions d’utilisation',
      summary: 'Les conditions que vous acceptez en ouvrant un compte.',
      body: [
        'Vous devez avoir atteint l’âge de la majorité dans votre pays.',
        'Une personne, un compte ; gardez votre mot de passe secret.',
      ],
    },
    'privacy-policy': {
      title: 'Politique de confidentialité',
      summary: 'Ce que nous conservons sur vous et pourquoi.',
      body: [
        'Nous conservons votre e-mail, un hachage salé de votre mot de passe et les identifiants de vos appareils.',
        'Nous ne vendons jamais de données personnelles.',
      ],
    },
    'msb-licence': {
      title: 'Enregistrement MSB',
      summary: 'Notre enregistrement en tant que Money Services Business.',
      body: [
        'Exchange Ltd est enregistrée en tant que Money Services Business.',
        'Numéro d’enregistrement : 31000000000000 (démo).',
      ],
    },
    'how-to-deposit': {
      title: 'Comment déposer',
      summary:
        'Choisissez une crypto et un réseau, envoyez à votre adresse, attendez les confirmations.',
      body: [
        'Ouvrez Actifs → Dépôt, puis choisissez la crypto et le réseau.',
        'N’envoyez à l’adresse affichée que cette crypto, sur ce réseau.',
      ],
    },
    'how-to-withdraw': {
      title: 'Comment retirer',
      summary: 'Minimums, frais, code par e-mail et annulation tant que le retrait est en attente.',
      body: [
        'Chaque réseau a un minimum et des frais fixes.',
        'Un retrait en attente peut être annulé ; les fonds reviennent dans votre portefeuille comptant.',
      ],
    },
    welcome: {
      title: 'Bienvenue sur la plateforme',
      summary: 'Le trading au comptant est ouvert sur BTC, ETH, SOL et DOGE.',
      body: ['Le trading au comptant, de contrats et d’options est ouvert.'],
    },
  },
} satisfies ArticleLanguagePack;
