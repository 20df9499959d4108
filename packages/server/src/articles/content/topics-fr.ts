import type { TopicLanguagePack } from './types.ts';

// The help topics' questions and answers in French, translated from topics-en.ts: same slugs,
// same numbers (written as the app shows amounts), coin names as they are.
export default {
  'finance-flexible-vs-locked': {
    title: 'Quelle est la différence entre les produits flexibles et verrouillés ?',
    summary:
      'L’épargne flexible peut être rachetée à tout moment ; l’épargne verrouillée dure 7, 30 ou 90 jours à un taux plus élevé.',
    body: [
      'Un produit flexible verse des intérêts sur votre compte spot chaque jour, et vous pouvez racheter n’importe quelle partie de votre capital quand vous le souhaitez : il revient aussitôt sur votre compte spot.',
      'Un produit verrouillé court sur une durée fixe de 7, 30 ou 90 jours et offre généralement un taux annuel plus élevé. Ses intérêts quotidiens sont crédités sur votre portefeuille finance et versés avec le capital à l’échéance.',
      'Dans les deux cas, le montant souscrit passe de votre compte spot à votre portefeuille finance en une seule opération. Choisissez le flexible si vous risquez d’avoir besoin de vos cryptos bientôt, et le verrouillé si vous pouvez les laisser de côté pendant toute la durée.',
    ],
  },
  'finance-interest': {
    title: 'Comment mes intérêts sont-ils calculés ?',
    summary:
      'Des intérêts simples chaque jour : le capital du jour × le taux annuel ÷ 365, tronqué à la précision de la crypto.',
    body: [
      'Les intérêts sont simples, non composés. Pour chaque journée entière, le capital que vous détenez est multiplié par le taux annuel du produit puis divisé par 365. Par exemple, 1,000 USDT à 5 % rapportent environ 0.1369 USDT par jour.',
      'Certains produits ont des paliers de taux, par exemple 10 % sur les 1,000 premiers et 4 % sur le reste. Votre détention totale dans le produit remplit les paliers à partir du plus bas, et chaque part rapporte le taux de son palier.',
      'Les intérêts d’une journée sont tronqués (jamais arrondis au supérieur) à la précision de la crypto et comptabilisés une fois cette journée terminée. Vous pouvez suivre les intérêts d’hier, le total de vos intérêts et leur graphique dans Mes gains.',
    ],
  },
  'finance-value-date': {
    title: 'Quand mes intérêts commencent-ils à courir ?',
    summary:
      'À partir de la date de valeur : 00:00 UTC le lendemain de la souscription. Les premiers intérêts sont comptabilisés à la fin de cette journée.',
    body: [
      'La date de valeur est le début (00:00 UTC) du jour qui suit votre souscription. Le jour de la souscription ne rapporte pas d’intérêts.',
      'Par exemple, si vous souscrivez le lundi à 15:00 UTC, la date de valeur est le mardi à 00:00 UTC, et les intérêts du mardi sont comptabilisés une fois le mardi terminé, le mercredi à 00:00 UTC.',
      'Pour un produit verrouillé, la date d’échéance est la date de valeur plus la durée : un produit de 30 jours dont la date de valeur est le 1er mars arrive à échéance le 31 mars. La fenêtre de souscription affiche les deux dates avant que vous confirmiez.',
    ],
  },
  'finance-redeem': {
    title:
      'Comment racheter, et que se passe-t-il si je rachète un produit verrouillé avant l’échéance ?',
    summary:
      'Le capital flexible revient aussitôt ; racheter un produit verrouillé avant l’échéance rend le capital mais fait perdre ses intérêts.',
    body: [
      'Flexible : rachetez n’importe quelle partie de votre détention à tout moment, et le capital revient aussitôt sur votre compte spot. La part rachetée ne rapporte pas d’intérêts le jour où elle sort.',
      'Verrouillé : à l’échéance, le capital et tous les intérêts reviennent automatiquement sur votre compte spot. Vous pouvez aussi racheter avant l’échéance, mais seulement la totalité du capital, et tous les intérêts crédités jusque-là sont perdus. La fenêtre de rachat indique combien vous perdriez avant que vous confirmiez.',
      'Chaque souscription, rachat et versement d’intérêts figure dans Ordres Earn, au centre des ordres, où vous pouvez filtrer les enregistrements et les exporter en CSV.',
    ],
  },
  'finance-limits': {
    title: 'Pourquoi ne puis-je pas souscrire davantage ?',
    summary:
      'Chaque produit a un montant minimum, un plafond par utilisateur et un quota total ; vous pouvez souscrire jusqu’à la plus petite limite restante.',
    body: [
      'Chaque souscription doit atteindre au moins le montant minimum, sans plus de décimales que la crypto n’en permet. L’ensemble de vos souscriptions à un même produit ne peut pas dépasser son plafond par utilisateur.',
      'Un produit a aussi un quota total partagé entre tous les utilisateurs ; la barre de progression indique la part déjà prise. Lorsqu’il est plein, le produit est épuisé, et il rouvre à mesure que les détenteurs rachètent.',
      'Le maximum que vous pouvez souscrire maintenant est le plus petit de ces montants : ce qui reste de votre plafond, ce qui reste du quota et votre solde spot. Le bouton Max de la fenêtre de souscription saisit exactement ce montant.',
    ],
  },
  'launchpad-phases': {
    title: 'Quelles sont les phases d’une souscription de token ?',
    summary:
      'À venir, souscription en cours, calcul en cours, distribution en cours et terminé, chacune avec un compte à rebours jusqu’à la suivante.',
    body: [
      'À venir : le projet est annoncé et la page affiche un compte à rebours jusqu’à l’ouverture. Souscription en cours : vous pouvez engager la crypto de cotation jusqu’à la clôture de la souscription.',
      'Calcul en cours : les engagements sont clos et les allocations sont calculées. Distribution en cours : les nouveaux tokens sont crédités sur les comptes spot et le reste non alloué de chaque engagement est remboursé.',
      'Terminé : dès l’heure de cotation, la paire spot du token s’ouvre au trading sur le marché. La page du projet affiche toujours la phase en cours et un compte à rebours jusqu’à la suivante.',
    ],
  },
  'launchpad-commit': {
    title: 'Comment participer ?',
    summary:
      'Pendant la souscription, engagez la crypto de cotation depuis votre compte spot ; elle reste gelée jusqu’à l’allocation.',
    body: [
      'Ouvrez le projet pendant la phase de souscription et saisissez le montant de crypto de cotation (par exemple USDT) que vous souhaitez engager. Ce montant est gelé sur votre compte spot.',
      'Chaque engagement doit atteindre au moins le minimum du projet, et l’ensemble de vos engagements ne peut pas dépasser le plafond par utilisateur. Vous pouvez vous engager plusieurs fois ; les montants s’additionnent.',
      'Un engagement ne peut pas être retiré. La crypto gelée est réglée à la distribution : la part qui achète des tokens est dépensée et le reste est dégelé.',
    ],
  },
  'launchpad-allocation': {
    title: 'Combien de tokens vais-je recevoir ?',
    summary:
      'En cas de sursouscription, les tokens sont répartis au prorata : min(engagement, engagement × valeur offerte ÷ total engagé).',
    body: [
      'La valeur offerte correspond au nombre de tokens offerts multiplié par le prix. Si l’ensemble des engagements ne la dépasse pas, chaque utilisateur reçoit des tokens pour la totalité de son engagement.',
      'Si le total engagé dépasse l’offre, chaque utilisateur reçoit des tokens d’une valeur de min(engagement, engagement × valeur offerte ÷ total engagé). Par exemple, avec 100,000 USDT offerts et 400,000 USDT engagés, un engagement de 1,000 USDT achète des tokens d’une valeur de 250 USDT.',
      'Le nombre de tokens est tronqué à la précision du token, si bien que les tokens alloués ne dépassent jamais l’offre. Votre allocation apparaît sur la page du projet et dans Ordres de souscription, au centre des ordres.',
    ],
  },
  'launchpad-refund': {
    title: 'Qu’advient-il de la part de mon engagement qui n’a pas été utilisée ?',
    summary:
      'Elle est remboursée sur votre compte spot à la distribution, à la dernière décimale près.',
    body: [
      'À la distribution, le coût de vos tokens est prélevé sur votre engagement gelé et le reste exact est dégelé sur votre compte spot, dans la même opération.',
      'Vos engagements sont toujours égaux au coût de votre allocation plus votre remboursement. Ordres de souscription, au centre des ordres, liste chaque engagement, allocation et remboursement.',
    ],
  },
  'launchpad-listing': {
    title: 'Quand puis-je trader le nouveau token ?',
    summary:
      'Les tokens sont sur votre compte spot dès la distribution ; le trading de la paire du token ouvre à l’heure de cotation.',
    body: [
      'Vos tokens sont crédités sur votre compte spot à la distribution, et vous les voyez aussitôt dans votre portefeuille.',
      'La paire spot du token, par exemple le token contre USDT, ouvre sur le marché à l’heure de cotation indiquée sur la page du projet. Dès lors, le projet est terminé et vous pouvez acheter et vendre le token comme n’importe quelle autre crypto.',
    ],
  },
  'c2c-how-to-buy': {
    title: 'Comment acheter des cryptos en C2C ?',
    summary:
      'Choisissez une annonce de vente, saisissez un montant, payez le vendeur dans le délai de paiement, marquez l’ordre comme payé et attendez la libération.',
    body: [
      'Dans l’onglet Acheter, choisissez la crypto, votre devise fiat et un moyen de paiement, puis une annonce. Vérifiez le prix, les limites par ordre et les conditions, et saisissez le montant en fiat ou en crypto.',
      'Lorsque vous passez l’ordre, les cryptos du vendeur sont bloquées sous séquestre. L’ordre affiche les coordonnées de paiement du vendeur et un compte à rebours : payez le montant exact depuis votre propre compte avant la fin.',
      'Appuyez ensuite sur « J’ai payé » et indiquez le moyen utilisé. Le vendeur vérifie que l’argent est arrivé et libère les cryptos, qui arrivent directement sur votre compte spot.',
    ],
  },
  'c2c-how-to-sell': {
    title: 'Comment vendre des cryptos en C2C ?',
    summary:
      'Vendez à une annonce d’achat ou publiez votre propre annonce de vente ; ne libérez les cryptos qu’une fois l’argent de l’acheteur sur votre compte.',
    body: [
      'Dans l’onglet Vendre, choisissez une annonce d’achat, saisissez le montant et choisissez sur lequel de vos moyens de paiement l’acheteur doit payer. Vos cryptos passent de votre compte spot au séquestre au moment où l’ordre est passé.',
      'Vous pouvez aussi publier votre propre annonce de vente avec un prix fixe ou flottant (de 80 à 120 % du prix de l’indice), des limites par ordre en fiat, vos moyens de paiement et un délai de paiement. Les cryptos d’une annonce de vente ouverte restent gelées ; fermer l’annonce rend ce qui reste.',
      'Quand l’acheteur marque l’ordre comme payé, vérifiez votre banque ou votre portefeuille. Ne libérez les cryptos qu’une fois le montant total réellement arrivé sur votre compte. Si vous avez associé un authentificateur, la libération demande son code.',
    ],
  },
  'c2c-escrow': {
    title: 'Comment le séquestre me protège-t-il ?',
    summary:
      'La plateforme détient les cryptos du vendeur dès que l’ordre est passé, et seul le vendeur peut les libérer.',
    body: [
      'Lorsqu’un ordre est passé, les cryptos du vendeur passent sous séquestre : l’acheteur sait ainsi qu’elles existent et qu’elles ne peuvent pas être dépensées ailleurs pendant qu’il paie.',
      'Seul le vendeur peut les libérer au profit de l’acheteur, une fois que celui-ci a marqué l’ordre comme payé. Un ordre ne peut jamais libérer plus que ce qu’il détient sous séquestre.',
      'Si l’ordre est annulé ou expire, les cryptos reviennent : au montant disponible de l’annonce pour une annonce de vente, ou au compte spot du vendeur lorsqu’il a vendu à une annonce d’achat. En cas de litige, la décision les libère au profit de l’acheteur ou les rend au vendeur.',
    ],
  },
  'c2c-payment-window': {
    title: 'Qu’est-ce que le délai de paiement, et que se passe-t-il si j’annule ?',
    summary:
      'L’acheteur doit payer dans le délai fixé par l’annonce (15 minutes par défaut) ; trois annulations dans la journée suspendent les achats jusqu’au lendemain.',
    body: [
      'Chaque annonce fixe le temps dont dispose l’acheteur pour payer : 15, 30, 45 ou 60 minutes, 15 par défaut. L’ordre affiche un compte à rebours. S’il n’est pas marqué comme payé à temps, il est annulé automatiquement et les cryptos du vendeur reviennent.',
      'En tant qu’acheteur, vous pouvez annuler vous-même un ordre tant que vous ne l’avez pas marqué comme payé. N’annulez jamais un ordre que vous avez déjà payé : ouvrez un litige.',
      'Si vous annulez trois ordres en tant qu’acheteur au cours d’une même journée UTC, vous ne pouvez plus passer d’ordres d’achat jusqu’à la fin de cette journée ; les achats rouvrent à 00:00 UTC.',
    ],
  },
  'c2c-appeal': {
    title: 'Quand et comment ouvrir un litige ?',
    summary:
      'Une fois l’ordre marqué comme payé et le délai d’attente écoulé, chaque partie peut ouvrir un litige ; l’ordre est gelé jusqu’à la décision.',
    body: [
      'Si le vendeur ne libère pas après votre paiement, ou si l’argent reçu manque ou n’est pas le bon montant, écrivez d’abord à l’autre partie dans le chat de l’ordre. Les litiges s’ouvrent 10 minutes après que l’ordre a été marqué comme payé ; l’ordre indique à partir de quand.',
      'Pour ouvrir un litige, choisissez un motif (payé mais non libéré, paiement non reçu, montant incorrect ou autre) et décrivez ce qui s’est passé en 10 à 1,000 caractères. Chaque partie peut ouvrir un litige.',
      'Tant que le litige est ouvert, l’ordre est gelé : les cryptos restent sous séquestre. La décision les libère au profit de l’acheteur, ou annule l’ordre et les rend au vendeur. Conservez vos preuves de paiement jusque-là.',
    ],
  },
  'c2c-safety': {
    title: 'Comment trader en toute sécurité ?',
    summary:
      'Ne libérez jamais avant l’arrivée de l’argent, gardez tous les échanges dans le chat de l’ordre et n’acceptez jamais de paiement d’un tiers.',
    body: [
      'Vendeurs : ne libérez que lorsque le montant total est sur votre propre compte. Une capture d’écran, un e-mail ou un message n’est pas un paiement ; vérifiez vous-même votre banque ou votre portefeuille.',
      'Gardez tous les échanges dans le chat de l’ordre. Il est conservé avec l’ordre et peut être examiné en cas de litige. La plateforme ne vous demandera jamais de libérer des cryptos ni de payer en dehors d’un ordre.',
      'Payez uniquement depuis un compte à votre nom, et n’acceptez de l’argent que depuis le compte de l’acheteur lui-même. Si un paiement vient de quelqu’un d’autre, ne libérez pas : ouvrez un litige.',
      'Acheteurs : ne marquez un ordre comme payé qu’après avoir réellement payé, et n’annulez jamais un ordre que vous avez payé.',
    ],
  },
} satisfies TopicLanguagePack;
