import type { ArticleLanguagePack } from './types.ts';

// Spanish: the help centre's own articles and the category names (English: en.ts).

export default {
  categories: {
    help: 'Centro de ayuda',
    legal: 'Legal',
    announcements: 'Anuncios',
    'finance-help': 'Ayuda de Earn',
    'subscribe-help': 'Ayuda de suscripción',
    'c2c-help': 'Ayuda de C2C',
  },
  articles: {
    'about-us': {
      title: 'Sobre nosotros',
      summary: 'Quién gestiona este exchange y qué ofrece.',
      body: [
        'Gestionamos un exchange de activos digitales al contado, de contratos y de opciones.',
        'Esta instalación de referencia solo opera con fondos de demostración.',
      ],
    },
    'legal-notice': {
      title: 'Aviso legal',
      summary: 'El operador, su registro y cómo contactarlo.',
      body: [
        'La plataforma está operada por Exchange Ltd.',
        'Nada de lo publicado en este sitio constituye asesoramiento de inversión.',
      ],
    },
    'risk-notice': {
      title: 'Aviso de riesgo',
      summary: 'Los activos digitales son volátiles; puede perder todo lo que opere.',
      body: [
        'Los precios de los activos digitales cambian bruscamente y sin previo aviso.',
        'Los contratos apalancados pueden perder más que el margen aportado.',
      ],
    },
    'fee-rates': {
      title: 'Comisiones',
      summary: 'Comisiones maker y taker, y comisiones de retiro por red.',
      body: [
        'Al contado: maker 0.1 %, taker 0.2 %, cobradas en la moneda recibida.',
        'Retiros: una comisión fija por red, que se muestra antes de confirmar.',
      ],
    },
    'user-agreement': {
      title: 'Acuerdo de usuario',
      summary: 'Las condiciones que acepta al abrir una cuenta.',
      body: [
        'Debe tener la mayoría de edad legal en su país.',
        'Una persona, una cuenta; mantenga su contraseña en secreto.',
      ],
    },
    'privacy-policy': {
      title: 'Política de privacidad',
      summary: 'Qué guardamos sobre usted y por qué.',
      body: [
        'Guardamos su correo electrónico, un hash con sal de su contraseña y los identificadores de sus dispositivos.',
        'Nunca vendemos datos personales.',
      ],
    },
    'msb-licence': {
      title: 'Registro MSB',
      summary: 'Nuestro registro como Money Services Business.',
      body: [
        'Exchange Ltd está registrada como Money Services Business.',
        'Número de registro: 31000000000000 (demostración).',
      ],
    },
    'how-to-deposit': {
      title: 'Cómo depositar',
      summary: 'Elija una moneda y una red, envíe a su dirección y espere las confirmaciones.',
      body: [
        'Abra Activos → Depositar y elija la moneda y la red.',
        'Envíe a la dirección indicada solo esa moneda y en esa red.',
      ],
    },
    'how-to-withdraw': {
      title: 'Cómo retirar',
      summary:
        'Mínimos, comisiones, el código por correo y la cancelación mientras está pendiente.',
      body: [
        'Cada red tiene un mínimo y una comisión fija.',
        'Un retiro pendiente se puede cancelar; sus fondos vuelven a su billetera al contado.',
      ],
    },
    welcome: {
      title: 'Bienvenido al exchange',
      summary: 'El trading al contado ya está activo en BTC, ETH, SOL y DOGE.',
      body: ['El trading al contado, de contratos y de opciones ya está abierto.'],
    },
  },
} satisfies ArticleLanguagePack;
