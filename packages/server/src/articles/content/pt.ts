import type { ArticleLanguagePack } from './types.ts';

// Portuguese (Brazil): the help centre's own articles and the category names (English: en.ts).

export default {
  categories: {
    help: 'Central de ajuda',
    legal: 'Jurídico',
    announcements: 'Anúncios',
    'finance-help': 'Ajuda do Earn',
    'subscribe-help': 'Ajuda da subscrição',
    'c2c-help': 'Ajuda C2C',
  },
  articles: {
    'about-us': {
      title: 'Sobre nós',
      summary: 'Quem opera esta corretora e o que ela oferece.',
      body: [
        'Operamos uma corretora de ativos digitais com mercado spot, contratos e opções.',
        'Esta implantação de referência negocia apenas fundos de demonstração.',
      ],
    },
    'legal-notice': {
      title: 'Aviso legal',
      summary: 'A operadora, seu registro e como entrar em contato.',
      body: [
        'A plataforma é operada pela Exchange Ltd.',
        'Nada neste site constitui recomendação de investimento.',
      ],
    },
    'risk-notice': {
      title: 'Aviso de risco',
      summary: 'Ativos digitais são voláteis; você pode perder tudo o que negociar.',
      body: [
        'Os preços de ativos digitais oscilam bruscamente e sem aviso.',
        'Contratos alavancados podem perder mais do que a margem depositada.',
      ],
    },
    'fee-rates': {
      title: 'Taxas',
      summary: 'Taxas de maker e taker e taxas de saque por rede.',
      body: [
        'Spot: maker 0.1 %, taker 0.2 %, cobradas na moeda recebida.',
        'Saques: uma taxa fixa por rede, exibida antes de você confirmar.',
      ],
    },
    'user-agreement': {
      title: 'Contrato do usuário',
      summary: 'Os termos que você aceita ao abrir uma conta.',
      body: [
        'Você precisa ter a maioridade legal no seu país.',
        'Uma pessoa, uma conta; mantenha sua senha em segredo.',
      ],
    },
    'privacy-policy': {
      title: 'Política de privacidade',
      summary: 'O que armazenamos sobre você e por quê.',
      body: [
        'Armazenamos seu e-mail, um hash com salt da sua senha e os IDs dos seus dispositivos.',
        'Nunca vendemos dados pessoais.',
      ],
    },
    'msb-licence': {
      title: 'Registro MSB',
      summary: 'Nosso registro como Money Services Business.',
      body: [
        'A Exchange Ltd é registrada como Money Services Business.',
        'Número de registro: 31000000000000 (demonstração).',
      ],
    },
    'how-to-deposit': {
      title: 'Como depositar',
      summary: 'Escolha uma moeda e uma rede, envie para o seu endereço e aguarde as confirmações.',
      body: [
        'Abra Ativos → Depositar e escolha a moeda e a rede.',
        'Envie para o endereço exibido somente essa moeda, nessa rede.',
      ],
    },
    'how-to-withdraw': {
      title: 'Como sacar',
      summary: 'Valores mínimos, taxas, o código por e-mail e o cancelamento enquanto pendente.',
      body: [
        'Cada rede tem um valor mínimo e uma taxa fixa.',
        'Um saque pendente pode ser cancelado; os fundos voltam para sua carteira spot.',
      ],
    },
    welcome: {
      title: 'Bem-vindo à corretora',
      summary: 'A negociação spot está disponível para BTC, ETH, SOL e DOGE.',
      body: ['A negociação spot, de contratos e de opções já está aberta.'],
    },
  },
} satisfies ArticleLanguagePack;
