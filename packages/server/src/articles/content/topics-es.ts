import type { TopicLanguagePack } from './types.ts';

// The help topics' questions and answers in Spanish, translated from topics-en.ts: same slugs,
// same numbers (written as the app shows amounts), coin names as they are.
export default {
  'finance-flexible-vs-locked': {
    title: '¿Cuál es la diferencia entre los productos flexibles y los bloqueados?',
    summary:
      'El ahorro flexible se puede rescatar en cualquier momento; el bloqueado dura 7, 30 o 90 días con una tasa más alta.',
    body: [
      'Un producto flexible paga intereses en tu cuenta spot todos los días, y puedes rescatar cualquier parte de tu capital cuando quieras: vuelve a tu cuenta spot al instante.',
      'Un producto bloqueado tiene un plazo fijo de 7, 30 o 90 días y suele pagar una tasa anual más alta. Sus intereses diarios se abonan en tu billetera de finanzas y se pagan junto con el capital al vencimiento.',
      'En ambos casos, el importe que suscribes pasa de tu cuenta spot a tu billetera de finanzas en un solo paso. Elige el flexible si quizá necesites las monedas pronto, y el bloqueado si puedes dejarlas intactas durante todo el plazo.',
    ],
  },
  'finance-interest': {
    title: '¿Cómo se calculan mis intereses?',
    summary:
      'Interés simple cada día: el capital del día × la tasa anual ÷ 365, truncado a la precisión de la moneda.',
    body: [
      'El interés es simple, no compuesto. Por cada día completo, el capital que mantienes se multiplica por la tasa anual del producto y se divide entre 365. Por ejemplo, 1,000 USDT al 5 % generan unos 0.1369 USDT al día.',
      'Algunos productos tienen tramos de tasa, como un 10 % sobre los primeros 1,000 y un 4 % sobre el resto. Todo tu saldo en el producto llena los tramos desde el más bajo, y cada parte rinde la tasa de su tramo.',
      'Los intereses de un día se truncan (nunca se redondean al alza) a la precisión de la moneda y se registran cuando ese día termina. Puedes seguir los intereses de ayer, el total de intereses y un gráfico de ellos en Mis ganancias.',
    ],
  },
  'finance-value-date': {
    title: '¿Cuándo empiezan a generarse mis intereses?',
    summary:
      'Desde la fecha valor: las 00:00 UTC del día siguiente a tu suscripción. Los primeros intereses se registran cuando ese día termina.',
    body: [
      'La fecha valor es el inicio (00:00 UTC) del día siguiente a tu suscripción. El día en que suscribes no genera intereses.',
      'Por ejemplo, si suscribes el lunes a las 15:00 UTC, la fecha valor es el martes a las 00:00 UTC, y los intereses del martes se registran cuando termina el martes, el miércoles a las 00:00 UTC.',
      'En un producto bloqueado, la fecha de vencimiento es la fecha valor más el plazo: un producto a 30 días con fecha valor el 1 de marzo vence el 31 de marzo. La ventana de suscripción muestra ambas fechas antes de que confirmes.',
    ],
  },
  'finance-redeem': {
    title: '¿Cómo rescato, y qué pasa si rescato un producto bloqueado antes de tiempo?',
    summary:
      'El capital flexible vuelve al instante; rescatar un producto bloqueado antes de tiempo devuelve el capital, pero se pierden sus intereses.',
    body: [
      'Flexible: rescata cualquier parte de tu saldo en cualquier momento y el capital vuelve al instante a tu cuenta spot. La parte que rescatas no genera intereses el día en que sale.',
      'Bloqueado: al vencimiento, el capital y todos los intereses vuelven automáticamente a tu cuenta spot. También puedes rescatar antes del vencimiento, pero solo el capital completo, y se pierden todos los intereses abonados hasta ese momento. La ventana de rescate muestra cuánto perderías antes de que confirmes.',
      'Cada suscripción, rescate y pago de intereses aparece en Órdenes de Earn, en el centro de órdenes, donde puedes filtrar los registros y exportarlos en CSV.',
    ],
  },
  'finance-limits': {
    title: '¿Por qué no puedo suscribir más?',
    summary:
      'Cada producto tiene un importe mínimo, un límite por usuario y un cupo total; puedes suscribir hasta el menor de los límites que queden.',
    body: [
      'Cada suscripción debe ser de al menos el importe mínimo, sin más decimales de los que permite la moneda. Todas tus suscripciones a un mismo producto, sumadas, no pueden superar su límite por usuario.',
      'Un producto también tiene un cupo total compartido por todos los usuarios; la barra de progreso muestra cuánto se ha ocupado. Cuando se llena, el producto se agota, y vuelve a abrirse a medida que los titulares rescatan.',
      'Lo máximo que puedes suscribir ahora es el menor valor entre lo que queda de tu límite, lo que queda del cupo y tu saldo spot. El botón Máx. de la ventana de suscripción rellena exactamente ese importe.',
    ],
  },
  'launchpad-phases': {
    title: '¿Cuáles son las fases de una suscripción de tokens?',
    summary:
      'Próximamente, en suscripción, calculando, distribuyendo y finalizado, cada una con una cuenta regresiva hasta la siguiente.',
    body: [
      'Próximamente: el proyecto está anunciado y la página muestra una cuenta regresiva hasta la apertura. En suscripción: puedes comprometer la moneda de cotización hasta que se cierre la suscripción.',
      'Calculando: los compromisos están cerrados y se calculan las asignaciones. Distribuyendo: los nuevos tokens se abonan en las cuentas spot y se reembolsa el resto no asignado de cada compromiso.',
      'Finalizado: desde la hora de listado, el par spot del token se abre a la negociación en el mercado. La página del proyecto siempre muestra la fase actual y una cuenta regresiva hasta la siguiente.',
    ],
  },
  'launchpad-commit': {
    title: '¿Cómo participo?',
    summary:
      'Mientras el proyecto está en suscripción, compromete la moneda de cotización desde tu cuenta spot; queda congelada hasta la asignación.',
    body: [
      'Abre el proyecto mientras está en la fase de suscripción e indica cuánta moneda de cotización (por ejemplo, USDT) quieres comprometer. El importe queda congelado en tu cuenta spot.',
      'Cada compromiso debe ser de al menos el mínimo del proyecto, y todos tus compromisos juntos no pueden superar el límite por usuario. Puedes comprometer varias veces; los importes se suman.',
      'Un compromiso no se puede retirar. La moneda congelada se liquida en la distribución: la parte que compra tokens se gasta y el resto se descongela.',
    ],
  },
  'launchpad-allocation': {
    title: '¿Cuántos tokens recibiré?',
    summary:
      'Si el proyecto tiene sobresuscripción, los tokens se reparten a prorrata: min(compromiso, compromiso × valor ofrecido ÷ total comprometido).',
    body: [
      'El valor ofrecido es la cantidad de tokens ofrecidos multiplicada por el precio. Si los compromisos de todos, sumados, no lo superan, cada usuario recibe tokens por todo su compromiso.',
      'Si se compromete más de lo ofrecido, cada usuario recibe tokens por valor de min(compromiso, compromiso × valor ofrecido ÷ total comprometido). Por ejemplo, con 100,000 USDT ofrecidos y 400,000 USDT comprometidos, un compromiso de 1,000 USDT compra tokens por valor de 250 USDT.',
      'La cantidad de tokens se trunca a la precisión del token, por lo que los tokens asignados nunca superan la oferta. Tu asignación aparece en la página del proyecto y en Órdenes de suscripción, en el centro de órdenes.',
    ],
  },
  'launchpad-refund': {
    title: '¿Qué pasa con la parte de mi compromiso que no se usó?',
    summary: 'Se reembolsa en tu cuenta spot en la distribución, hasta el último decimal.',
    body: [
      'En la distribución, el costo de tus tokens se descuenta de tu compromiso congelado y el resto exacto se descongela en tu cuenta spot, en el mismo paso.',
      'Tus compromisos siempre son iguales al costo de tu asignación más tu reembolso. Órdenes de suscripción, en el centro de órdenes, muestra cada compromiso, asignación y reembolso.',
    ],
  },
  'launchpad-listing': {
    title: '¿Cuándo puedo negociar el nuevo token?',
    summary:
      'Los tokens están en tu cuenta spot desde la distribución; la negociación del par del token se abre a la hora de listado.',
    body: [
      'Tus tokens se abonan en tu cuenta spot en la distribución, y puedes verlos en tu billetera de inmediato.',
      'El par spot del token, por ejemplo el token contra USDT, se abre en el mercado a la hora de listado indicada en la página del proyecto. A partir de entonces el proyecto está finalizado y puedes comprar y vender el token como cualquier otra moneda.',
    ],
  },
  'c2c-how-to-buy': {
    title: '¿Cómo compro monedas con C2C?',
    summary:
      'Elige un anuncio de venta, indica un importe, paga al vendedor dentro del plazo de pago, marca la orden como pagada y espera la liberación.',
    body: [
      'En la pestaña Comprar, elige la moneda, tu moneda fiat y un método de pago, y después un anuncio. Revisa el precio, los límites por orden y las condiciones, e indica el importe en fiat o en cripto.',
      'Al crear la orden, las monedas del vendedor quedan retenidas en custodia (escrow). La orden muestra los datos de pago del vendedor y una cuenta regresiva: paga el importe exacto desde tu propia cuenta antes de que termine.',
      'Después pulsa «He pagado» e indica qué método usaste. El vendedor comprueba que el dinero ha llegado y libera las monedas, que van directamente a tu cuenta spot.',
    ],
  },
  'c2c-how-to-sell': {
    title: '¿Cómo vendo monedas con C2C?',
    summary:
      'Vende a un anuncio de compra o publica tu propio anuncio de venta; libera las monedas solo cuando el dinero del comprador esté en tu cuenta.',
    body: [
      'En la pestaña Vender, elige un anuncio de compra, indica el importe y elige a cuál de tus métodos de pago debe pagar el comprador. Tus monedas pasan de tu cuenta spot a la custodia cuando se crea la orden.',
      'También puedes publicar tu propio anuncio de venta con un precio fijo o flotante (del 80 al 120 % del precio índice), límites por orden en fiat, tus métodos de pago y un plazo de pago. Las monedas de un anuncio de venta abierto permanecen congeladas; al cerrar el anuncio se devuelve lo que queda.',
      'Cuando el comprador marque la orden como pagada, revisa tu banco o tu billetera. Libera las monedas solo cuando el importe completo esté realmente en tu cuenta. Si has vinculado un autenticador, la liberación te pedirá su código.',
    ],
  },
  'c2c-escrow': {
    title: '¿Cómo me protege la custodia?',
    summary:
      'La plataforma retiene las monedas del vendedor desde el momento en que se crea la orden, y solo el vendedor puede liberarlas.',
    body: [
      'Cuando se crea una orden, las monedas del vendedor pasan a custodia, así el comprador sabe que existen y que no pueden gastarse en otro sitio mientras paga.',
      'Solo el vendedor puede liberarlas al comprador, después de que el comprador haya marcado la orden como pagada. Una orden nunca puede liberar más de lo que tiene en custodia.',
      'Si la orden se cancela o vence, las monedas vuelven: a la cantidad disponible del anuncio, si es un anuncio de venta, o a la cuenta spot del vendedor, si este vendió a un anuncio de compra. En una apelación, la decisión las libera al comprador o las devuelve al vendedor.',
    ],
  },
  'c2c-payment-window': {
    title: '¿Qué es el plazo de pago y qué pasa si cancelo?',
    summary:
      'El comprador debe pagar dentro del plazo del anuncio (15 minutos por defecto); tres cancelaciones en un día suspenden las compras hasta el día siguiente.',
    body: [
      'Cada anuncio fija cuánto tiempo tiene el comprador para pagar: 15, 30, 45 o 60 minutos, 15 por defecto. La orden muestra una cuenta regresiva. Si no se marca como pagada a tiempo, se cancela automáticamente y las monedas del vendedor vuelven.',
      'Como comprador, puedes cancelar tú mismo una orden mientras no la hayas marcado como pagada. Nunca canceles una orden que ya has pagado: abre una apelación.',
      'Si cancelas tres órdenes como comprador en un mismo día UTC, no podrás crear órdenes de compra durante el resto de ese día; las compras vuelven a habilitarse a las 00:00 UTC.',
    ],
  },
  'c2c-appeal': {
    title: '¿Cuándo y cómo puedo apelar?',
    summary:
      'Una vez que la orden está marcada como pagada y ha pasado el tiempo de espera, cualquiera de las partes puede apelar; la orden queda congelada hasta la decisión.',
    body: [
      'Si el vendedor no libera después de que pagaste, o si el dinero que recibiste falta o no es correcto, escribe primero a la otra parte en el chat de la orden. Las apelaciones se habilitan 10 minutos después de que la orden se marca como pagada; la orden muestra desde cuándo.',
      'Para apelar, elige un motivo (pagado pero no liberado, pago no recibido, importe incorrecto u otro) y describe lo ocurrido en 10 a 1,000 caracteres. Cualquiera de las partes puede apelar.',
      'Mientras la apelación está abierta, la orden queda congelada: las monedas siguen en custodia. La decisión las libera al comprador o cancela la orden y las devuelve al vendedor. Guarda tus comprobantes de pago hasta entonces.',
    ],
  },
  'c2c-safety': {
    title: '¿Cómo opero de forma segura?',
    summary:
      'Nunca liberes antes de que llegue el dinero, mantén toda la conversación en el chat de la orden y nunca aceptes pagos de terceros.',
    body: [
      'Si vendes: libera solo cuando el importe completo esté en tu propia cuenta. Una captura de pantalla, un correo o un mensaje no es un pago; revisa tú mismo tu banco o tu billetera.',
      'Mantén toda la comunicación en el chat de la orden. Se guarda con la orden y puede revisarse en una apelación. La plataforma nunca te pedirá que liberes monedas ni que pagues fuera de una orden.',
      'Paga solo desde una cuenta a tu nombre y acepta dinero solo de la cuenta del propio comprador. Si un pago llega de otra persona, no liberes: abre una apelación.',
      'Si compras: marca una orden como pagada solo después de haber pagado de verdad, y nunca canceles una orden que ya hayas pagado.',
    ],
  },
} satisfies TopicLanguagePack;
