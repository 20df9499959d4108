import type { ArticleLanguagePack } from './types.ts';

// Japanese: the help centre's own articles and the category names (English: en.ts).

export default {
  categories: {
    help: 'ヘルプセンター',
    legal: '法的情報',
    announcements: 'お知らせ',
    'finance-help': '資産運用ヘルプ',
    'subscribe-help': '新規購入ヘルプ',
    'c2c-help': 'C2C ヘルプ',
  },
  articles: {
    'about-us': {
      title: '会社概要',
      summary: 'この取引所の運営者と提供サービスについて。',
      body: [
        '当社はデジタル資産の現物・先物・オプション取引所を運営しています。',
        'このリファレンス環境ではデモ資金のみを取引します。',
      ],
    },
    'legal-notice': {
      title: '法的通知',
      summary: '運営会社、登録情報、連絡先について。',
      body: [
        '本プラットフォームは Exchange Ltd が運営しています。',
        '本サイトのいかなる内容も投資助言ではありません。',
      ],
    },
    'risk-notice': {
      title: 'リスクに関する注意',
      summary: 'デジタル資産は価格変動が激しく、取引した資金をすべて失う可能性があります。',
      body: [
        'デジタル資産の価格は予告なく急激に変動します。',
        'レバレッジ取引では、差し入れた証拠金を超える損失が生じる可能性があります。',
      ],
    },
    'fee-rates': {
      title: '手数料',
      summary: 'メイカー・テイカー手数料とネットワークごとの出金手数料。',
      body: [
        '現物：メイカー 0.1 %、テイカー 0.2 %。受け取る通貨で徴収されます。',
        '出金：ネットワークごとの定額手数料で、確定前に表示されます。',
      ],
    },
    'user-agreement': {
      title: '利用規約',
      summary: '口座開設時に同意いただく条件。',
      body: [
        'お住まいの国の成人年齢に達している必要があります。',
        'お一人につき一口座とし、パスワードは秘密にしてください。',
      ],
    },
    'privacy-policy': {
      title: 'プライバシーポリシー',
      summary: '当社が保存するお客様の情報とその理由。',
      body: [
        'メールアドレス、パスワードのソルト付きハッシュ、デバイス ID を保存します。',
        '個人データを販売することは一切ありません。',
      ],
    },
    'msb-licence': {
      title: 'MSB 登録',
      summary: '当社のマネー・サービス・ビジネス（MSB）登録について。',
      body: [
        'Exchange Ltd はマネー・サービス・ビジネスとして登録されています。',
        '登録番号：31000000000000（デモ）。',
      ],
    },
    'how-to-deposit': {
      title: '入金方法',
      summary: '通貨とネットワークを選び、ご自身のアドレスへ送金し、承認を待ちます。',
      body: [
        '資産 → 入金 を開き、通貨とネットワークを選択します。',
        '表示されたアドレスには、そのネットワーク上のその通貨のみを送金してください。',
      ],
    },
    'how-to-withdraw': {
      title: '出金方法',
      summary: '最低額、手数料、メール認証コード、処理中の取り消しについて。',
      body: [
        '各ネットワークには最低出金額と定額手数料があります。',
        '処理中の出金は取り消すことができ、資金は現物ウォレットに戻ります。',
      ],
    },
    welcome: {
      title: '取引所へようこそ',
      summary: 'BTC、ETH、SOL、DOGE の現物取引を開始しました。',
      body: ['現物取引、先物取引、オプション取引をご利用いただけます。'],
    },
  },
} satisfies ArticleLanguagePack;
