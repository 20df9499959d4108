import type { TopicLanguagePack } from './types.ts';

// The help topics' questions and answers in Portuguese (Brazil), translated from topics-en.ts:
// same slugs, same numbers (written as the app shows amounts), coin names as they are.
export default {
  'finance-flexible-vs-locked': {
    title: 'Qual é a diferença entre produtos flexíveis e bloqueados?',
    summary:
      'A poupança flexível pode ser resgatada a qualquer momento; a bloqueada dura 7, 30 ou 90 dias com uma taxa maior.',
    body: [
      'Um produto flexível paga juros na sua conta spot todos os dias, e você pode resgatar qualquer parte do seu capital quando quiser: ele volta na hora para a sua conta spot.',
      'Um produto bloqueado tem um prazo fixo de 7, 30 ou 90 dias e costuma pagar uma taxa anual maior. Os juros diários são creditados na sua carteira de finanças e pagos junto com o capital no vencimento.',
      'Nos dois casos, o valor que você subscreve sai da sua conta spot e vai para a sua carteira de finanças em uma única etapa. Escolha o flexível se talvez precise das moedas em breve, e o bloqueado se puder deixá-las paradas durante todo o prazo.',
    ],
  },
  'finance-interest': {
    title: 'Como meus juros são calculados?',
    summary:
      'Juros simples todos os dias: o capital do dia × a taxa anual ÷ 365, truncado à precisão da moeda.',
    body: [
      'Os juros são simples, não compostos. Para cada dia inteiro, o capital que você mantém é multiplicado pela taxa anual do produto e dividido por 365. Por exemplo, 1,000 USDT a 5% rendem cerca de 0.1369 USDT por dia.',
      'Alguns produtos têm faixas de taxa, como 10% sobre os primeiros 1,000 e 4% sobre o restante. Todo o seu saldo no produto preenche as faixas a partir da mais baixa, e cada parte rende a taxa da sua faixa.',
      'Os juros de um dia são truncados (nunca arredondados para cima) à precisão da moeda e lançados quando esse dia termina. Você acompanha os juros de ontem, o total de juros e um gráfico deles em Meus ganhos.',
    ],
  },
  'finance-value-date': {
    title: 'Quando meus juros começam?',
    summary:
      'A partir da data-valor: 00:00 UTC do dia seguinte à subscrição. Os primeiros juros são lançados quando esse dia termina.',
    body: [
      'A data-valor é o início (00:00 UTC) do dia seguinte à sua subscrição. O dia em que você subscreve não rende juros.',
      'Por exemplo, se você subscrever na segunda-feira às 15:00 UTC, a data-valor é terça-feira às 00:00 UTC, e os juros de terça-feira são lançados quando a terça-feira termina, na quarta-feira às 00:00 UTC.',
      'Em um produto bloqueado, a data de vencimento é a data-valor mais o prazo: um produto de 30 dias com data-valor em 1 de março vence em 31 de março. A janela de subscrição mostra as duas datas antes de você confirmar.',
    ],
  },
  'finance-redeem': {
    title:
      'Como faço o resgate, e o que acontece se eu resgatar um produto bloqueado antes do prazo?',
    summary:
      'O capital do produto flexível volta na hora; resgatar um produto bloqueado antes do prazo devolve o capital, mas você perde os juros.',
    body: [
      'Flexível: resgate qualquer parte do seu saldo a qualquer momento, e o capital volta na hora para a sua conta spot. A parte resgatada não rende juros no dia em que sai.',
      'Bloqueado: no vencimento, o capital e todos os juros voltam automaticamente para a sua conta spot. Você também pode resgatar antes do vencimento, mas apenas o capital inteiro, e todos os juros creditados até então são perdidos. A janela de resgate mostra quanto você perderia antes de você confirmar.',
      'Cada subscrição, resgate e pagamento de juros aparece em Ordens do Earn, na central de ordens, onde você pode filtrar os registros e exportá-los em CSV.',
    ],
  },
  'finance-limits': {
    title: 'Por que não consigo subscrever mais?',
    summary:
      'Cada produto tem um valor mínimo, um limite por usuário e uma cota total; você pode subscrever até o menor limite que ainda resta.',
    body: [
      'Cada subscrição deve ser de pelo menos o valor mínimo, sem mais casas decimais do que a moeda permite. Todas as suas subscrições em um mesmo produto, somadas, não podem passar do limite por usuário.',
      'Um produto também tem uma cota total compartilhada por todos os usuários; a barra de progresso mostra quanto dela já foi ocupado. Quando ela se esgota, o produto fica esgotado e volta a abrir à medida que os participantes resgatam.',
      'O máximo que você pode subscrever agora é o menor entre o que resta do seu limite, o que resta da cota e o seu saldo spot. O botão Máx. da janela de subscrição preenche exatamente esse valor.',
    ],
  },
  'launchpad-phases': {
    title: 'Quais são as fases de uma subscrição de token?',
    summary:
      'Em breve, em subscrição, calculando, distribuindo e encerrado, cada uma com uma contagem regressiva até a próxima.',
    body: [
      'Em breve: o projeto é anunciado e a página faz a contagem regressiva até a abertura. Em subscrição: você pode comprometer a moeda de cotação até o fim da subscrição.',
      'Calculando: os compromissos estão fechados e as alocações são calculadas. Distribuindo: os novos tokens são creditados nas contas spot e o restante não alocado de cada compromisso é reembolsado.',
      'Encerrado: a partir do horário de listagem, o par spot do token abre para negociação no mercado. A página do projeto sempre mostra a fase atual e uma contagem regressiva até a próxima.',
    ],
  },
  'launchpad-commit': {
    title: 'Como eu participo?',
    summary:
      'Enquanto o projeto estiver em subscrição, comprometa a moeda de cotação da sua conta spot; ela fica congelada até a alocação.',
    body: [
      'Abra o projeto durante a fase de subscrição e informe quanto da moeda de cotação (por exemplo, USDT) você quer comprometer. O valor fica congelado na sua conta spot.',
      'Cada compromisso deve ser de pelo menos o mínimo do projeto, e todos os seus compromissos somados não podem passar do limite por usuário. Você pode se comprometer várias vezes; os valores se somam.',
      'Um compromisso não pode ser retirado. A moeda congelada é liquidada na distribuição: a parte que compra tokens é gasta e o restante é descongelado.',
    ],
  },
  'launchpad-allocation': {
    title: 'Quantos tokens vou receber?',
    summary:
      'Se o projeto tiver excesso de demanda, os tokens são divididos proporcionalmente: min(compromisso, compromisso × valor ofertado ÷ total comprometido).',
    body: [
      'O valor ofertado é a quantidade de tokens ofertados multiplicada pelo preço. Se os compromissos de todos, somados, não passarem desse valor, cada usuário recebe tokens pelo seu compromisso inteiro.',
      'Se o total comprometido for maior que o ofertado, cada usuário recebe tokens no valor de min(compromisso, compromisso × valor ofertado ÷ total comprometido). Por exemplo, com 100,000 USDT ofertados e 400,000 USDT comprometidos, um compromisso de 1,000 USDT compra tokens no valor de 250 USDT.',
      'A quantidade de tokens é truncada à precisão do token, então os tokens alocados nunca passam da oferta. Sua alocação aparece na página do projeto e em Ordens de subscrição, na central de ordens.',
    ],
  },
  'launchpad-refund': {
    title: 'O que acontece com a parte do meu compromisso que não foi usada?',
    summary: 'Ela é reembolsada na sua conta spot na distribuição, até a última casa decimal.',
    body: [
      'Na distribuição, o custo dos seus tokens é descontado do seu compromisso congelado e o restante exato é descongelado na sua conta spot, na mesma etapa.',
      'Seus compromissos são sempre iguais ao custo da sua alocação mais o seu reembolso. Ordens de subscrição, na central de ordens, lista cada compromisso, alocação e reembolso.',
    ],
  },
  'launchpad-listing': {
    title: 'Quando posso negociar o novo token?',
    summary:
      'Os tokens estão na sua conta spot desde a distribuição; a negociação do par do token abre no horário de listagem.',
    body: [
      'Seus tokens são creditados na sua conta spot na distribuição, e você já pode vê-los na sua carteira.',
      'O par spot do token, por exemplo o token contra USDT, abre no mercado no horário de listagem indicado na página do projeto. A partir daí o projeto está encerrado e você pode comprar e vender o token como qualquer outra moeda.',
    ],
  },
  'c2c-how-to-buy': {
    title: 'Como compro moedas pelo C2C?',
    summary:
      'Escolha um anúncio de venda, informe um valor, pague ao vendedor dentro do prazo de pagamento, marque a ordem como paga e aguarde a liberação.',
    body: [
      'Na aba Comprar, escolha a moeda, a sua moeda fiduciária e um método de pagamento e, em seguida, um anúncio. Confira o preço, os limites por ordem e os termos, e informe o valor em moeda fiduciária ou em cripto.',
      'Ao criar a ordem, as moedas do vendedor ficam retidas em custódia (escrow). A ordem mostra os dados de pagamento do vendedor e uma contagem regressiva: pague o valor exato a partir da sua própria conta antes que ela termine.',
      'Depois, toque em "Já paguei" e informe qual método você usou. O vendedor confere se o dinheiro chegou e libera as moedas, que vão direto para a sua conta spot.',
    ],
  },
  'c2c-how-to-sell': {
    title: 'Como vendo moedas pelo C2C?',
    summary:
      'Venda para um anúncio de compra ou publique o seu próprio anúncio de venda; libere as moedas somente depois que o dinheiro do comprador estiver na sua conta.',
    body: [
      'Na aba Vender, escolha um anúncio de compra, informe o valor e escolha para qual dos seus métodos de pagamento o comprador deve pagar. Suas moedas saem da sua conta spot e vão para a custódia quando a ordem é criada.',
      'Você também pode publicar o seu próprio anúncio de venda com preço fixo ou flutuante (de 80 a 120% do preço do índice), limites por ordem em moeda fiduciária, seus métodos de pagamento e um prazo de pagamento. As moedas de um anúncio de venda aberto ficam congeladas; ao fechar o anúncio, o que sobrou é devolvido.',
      'Quando o comprador marcar a ordem como paga, confira o seu banco ou a sua carteira. Libere as moedas somente quando o valor total estiver de fato na sua conta. Se você vinculou um autenticador, a liberação pede o código dele.',
    ],
  },
  'c2c-escrow': {
    title: 'Como a custódia me protege?',
    summary:
      'As moedas do vendedor ficam retidas pela exchange desde o momento em que a ordem é criada, e só o vendedor pode liberá-las.',
    body: [
      'Quando uma ordem é criada, as moedas do vendedor vão para a custódia, assim o comprador sabe que elas existem e não podem ser gastas em outro lugar enquanto ele paga.',
      'Só o vendedor pode liberá-las para o comprador, depois que o comprador marcar a ordem como paga. Uma ordem nunca pode liberar mais do que tem em custódia.',
      'Se a ordem for cancelada ou expirar, as moedas voltam: para o valor disponível do anúncio, no caso de um anúncio de venda, ou para a conta spot do vendedor, quando ele vendeu para um anúncio de compra. Em uma contestação, a decisão as libera para o comprador ou as devolve ao vendedor.',
    ],
  },
  'c2c-payment-window': {
    title: 'O que é o prazo de pagamento, e o que acontece se eu cancelar?',
    summary:
      'O comprador deve pagar dentro do prazo do anúncio (15 minutos por padrão); três cancelamentos em um dia suspendem as compras até o dia seguinte.',
    body: [
      'Cada anúncio define quanto tempo o comprador tem para pagar: 15, 30, 45 ou 60 minutos, 15 por padrão. A ordem mostra uma contagem regressiva. Se não for marcada como paga a tempo, ela é cancelada automaticamente e as moedas do vendedor voltam.',
      'Como comprador, você mesmo pode cancelar uma ordem enquanto não a tiver marcado como paga. Nunca cancele uma ordem que você já pagou: abra uma contestação.',
      'Se você cancelar três ordens como comprador em um mesmo dia UTC, não poderá criar ordens de compra pelo resto desse dia; as compras voltam a ser liberadas às 00:00 UTC.',
    ],
  },
  'c2c-appeal': {
    title: 'Quando e como posso abrir uma contestação?',
    summary:
      'Depois que a ordem for marcada como paga e o tempo de espera passar, qualquer uma das partes pode contestar; a ordem fica congelada até a decisão.',
    body: [
      'Se o vendedor não liberar depois que você pagou, ou se o dinheiro que você recebeu estiver faltando ou errado, escreva primeiro para a outra parte no chat da ordem. As contestações abrem 10 minutos depois que a ordem é marcada como paga; a ordem mostra a partir de quando.',
      'Para contestar, escolha um motivo (pago, mas não liberado; pagamento não recebido; valor errado; ou outro) e descreva o que aconteceu em 10 a 1,000 caracteres. Qualquer uma das partes pode contestar.',
      'Enquanto a contestação estiver aberta, a ordem fica congelada: as moedas continuam em custódia. A decisão as libera para o comprador ou cancela a ordem e as devolve ao vendedor. Guarde seus comprovantes de pagamento até lá.',
    ],
  },
  'c2c-safety': {
    title: 'Como negociar com segurança?',
    summary:
      'Nunca libere antes de o dinheiro chegar, mantenha toda a conversa no chat da ordem e nunca aceite pagamentos de terceiros.',
    body: [
      'Se você vende: libere somente quando o valor total estiver na sua própria conta. Uma captura de tela, um e-mail ou uma mensagem não é um pagamento; confira você mesmo o seu banco ou a sua carteira.',
      'Mantenha toda a comunicação no chat da ordem. Ele fica guardado com a ordem e pode ser analisado em uma contestação. A exchange nunca pede que você libere moedas ou pague fora de uma ordem.',
      'Pague somente a partir de uma conta no seu próprio nome, e aceite dinheiro somente da conta do próprio comprador. Se um pagamento vier de outra pessoa, não libere: abra uma contestação.',
      'Se você compra: marque uma ordem como paga somente depois de ter pago de verdade, e nunca cancele uma ordem que já pagou.',
    ],
  },
} satisfies TopicLanguagePack;
