import type { ArticleLanguagePack } from './types.ts';

// Indonesian: the help centre's own articles and the category names (English: en.ts).

export default {
  categories: {
    help: 'Pusat bantuan',
    legal: 'Hukum',
    announcements: 'Pengumuman',
    'finance-help': 'Bantuan Earn',
    'subscribe-help': 'Bantuan langganan',
    'c2c-help': 'Bantuan C2C',
  },
  articles: {
    'about-us': {
      title: 'Tentang kami',
      summary: 'Siapa yang menjalankan bursa ini dan apa yang ditawarkannya.',
      body: [
        'Kami menjalankan bursa aset digital untuk perdagangan spot, kontrak, dan opsi.',
        'Penerapan referensi ini hanya memperdagangkan dana demo.',
      ],
    },
    'legal-notice': {
      title: 'Pemberitahuan hukum',
      summary: 'Operator, pendaftarannya, dan cara menghubunginya.',
      body: [
        'Platform ini dioperasikan oleh Exchange Ltd.',
        'Tidak ada isi situs ini yang merupakan nasihat investasi.',
      ],
    },
    'risk-notice': {
      title: 'Pemberitahuan risiko',
      summary: 'Aset digital bergejolak; Anda bisa kehilangan semua yang Anda perdagangkan.',
      body: [
        'Harga aset digital bergerak tajam tanpa peringatan.',
        'Kontrak dengan leverage bisa merugi lebih besar dari margin yang disetor.',
      ],
    },
    'fee-rates': {
      title: 'Tarif biaya',
      summary: 'Biaya maker dan taker, biaya penarikan per jaringan.',
      body: [
        'Spot: maker 0.1 %, taker 0.2 %, dikenakan dalam koin yang diterima.',
        'Penarikan: biaya tetap per jaringan, ditampilkan sebelum Anda mengonfirmasi.',
      ],
    },
    'user-agreement': {
      title: 'Perjanjian pengguna',
      summary: 'Ketentuan yang Anda terima saat membuka akun.',
      body: [
        'Anda harus sudah dewasa menurut hukum di negara Anda.',
        'Satu orang, satu akun; jaga kerahasiaan kata sandi Anda.',
      ],
    },
    'privacy-policy': {
      title: 'Kebijakan privasi',
      summary: 'Apa yang kami simpan tentang Anda dan mengapa.',
      body: [
        'Kami menyimpan e-mail Anda, hash kata sandi Anda yang diberi salt, dan ID perangkat Anda.',
        'Kami tidak pernah menjual data pribadi.',
      ],
    },
    'msb-licence': {
      title: 'Pendaftaran MSB',
      summary: 'Pendaftaran kami sebagai Money Services Business.',
      body: [
        'Exchange Ltd terdaftar sebagai Money Services Business.',
        'Nomor pendaftaran: 31000000000000 (demo).',
      ],
    },
    'how-to-deposit': {
      title: 'Cara deposit',
      summary: 'Pilih koin dan jaringan, kirim ke alamat Anda, tunggu konfirmasi.',
      body: [
        'Buka Aset → Deposit, pilih koin dan jaringannya.',
        'Kirim hanya koin tersebut di jaringan tersebut ke alamat yang ditampilkan.',
      ],
    },
    'how-to-withdraw': {
      title: 'Cara penarikan',
      summary: 'Jumlah minimum, biaya, kode e-mail, dan pembatalan saat masih tertunda.',
      body: [
        'Setiap jaringan memiliki jumlah minimum dan biaya tetap.',
        'Penarikan yang masih tertunda dapat dibatalkan; dananya kembali ke dompet spot Anda.',
      ],
    },
    welcome: {
      title: 'Selamat datang di bursa',
      summary: 'Perdagangan spot kini aktif untuk BTC, ETH, SOL, dan DOGE.',
      body: ['Perdagangan spot, kontrak, dan opsi kini sudah dibuka.'],
    },
  },
} satisfies ArticleLanguagePack;
