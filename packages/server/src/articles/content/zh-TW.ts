import type { ArticleLanguagePack } from './types.ts';

// Traditional Chinese: the help centre's own articles and the category names (English: en.ts).

export default {
  categories: {
    help: '幫助中心',
    legal: '法律資訊',
    announcements: '公告',
    'finance-help': '理財說明',
    'subscribe-help': '申購說明',
    'c2c-help': 'C2C 說明',
  },
  articles: {
    'about-us': {
      title: '關於我們',
      summary: '誰在經營本交易所，以及我們提供的服務。',
      body: ['我們經營數位資產的現貨、合約與期權交易所。', '此參考部署僅交易模擬資金。'],
    },
    'legal-notice': {
      title: '法律聲明',
      summary: '營運方、其註冊資訊與聯絡方式。',
      body: ['本平台由 Exchange Ltd 營運。', '本網站上的任何內容均不構成投資建議。'],
    },
    'risk-notice': {
      title: '風險提示',
      summary: '數位資產價格波動劇烈，您可能損失所交易的全部資金。',
      body: [
        '數位資產價格可能在毫無預警的情況下劇烈波動。',
        '槓桿合約的虧損可能超過所投入的保證金。',
      ],
    },
    'fee-rates': {
      title: '費率說明',
      summary: '掛單與吃單手續費，以及各網路的提現手續費。',
      body: [
        '現貨：掛單 0.1 %，吃單 0.2 %，以收到的幣種收取。',
        '提現：每個網路收取固定手續費，確認前會顯示。',
      ],
    },
    'user-agreement': {
      title: '用戶協議',
      summary: '開立帳戶時您所接受的條款。',
      body: ['您必須已達所在國家的法定成年年齡。', '一人一帳戶；請妥善保管您的密碼。'],
    },
    'privacy-policy': {
      title: '隱私政策',
      summary: '我們儲存哪些關於您的資訊及原因。',
      body: ['我們儲存您的電子郵件、加鹽的密碼雜湊值以及您的裝置 ID。', '我們絕不出售個人資料。'],
    },
    'msb-licence': {
      title: 'MSB 註冊',
      summary: '我們的貨幣服務業務（MSB）註冊。',
      body: ['Exchange Ltd 已註冊為貨幣服務業務（MSB）。', '註冊編號：31000000000000（模擬）。'],
    },
    'how-to-deposit': {
      title: '如何充值',
      summary: '選擇幣種與網路，轉入您的地址，等待確認。',
      body: ['開啟 資產 → 充值，選擇幣種與網路。', '只能將該網路上的該幣種轉入所顯示的地址。'],
    },
    'how-to-withdraw': {
      title: '如何提現',
      summary: '最低金額、手續費、郵件驗證碼，以及處理中時取消。',
      body: [
        '每個網路都有最低提現金額與固定手續費。',
        '處理中的提現可以取消，資金會退回您的現貨錢包。',
      ],
    },
    welcome: {
      title: '歡迎來到交易所',
      summary: 'BTC、ETH、SOL 與 DOGE 現貨交易已上線。',
      body: ['現貨、合約與期權交易皆已開放。'],
    },
  },
} satisfies ArticleLanguagePack;
