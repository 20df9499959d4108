import type { ArticleLanguagePack } from './types.ts';

// Malay: the help centre's own articles and the category names (English: en.ts).

export default {
  categories: {
    help: 'Pusat bantuan',
    legal: 'Undang-undang',
    announcements: 'Pengumuman',
    'finance-help': 'Bantuan Earn',
    'subscribe-help': 'Bantuan langganan',
    'c2c-help': 'Bantuan C2C',
  },
  articles: {
    'about-us': {
      title: 'Tentang kami',
      summary: 'Siapa yang mengendalikan bursa ini dan apa yang ditawarkannya.',
      body: [
        'Kami mengendalikan bursa aset digital untuk dagangan spot, kontrak dan opsyen.',
        'Penggunaan rujukan ini hanya memperdagangkan dana demo.',
      ],
    },
    'legal-notice': {
      title: 'Notis undang-undang',
      summary: 'Pengendali, pendaftarannya dan cara menghubunginya.',
      body: [
        'Platform ini dikendalikan oleh Exchange Ltd.',
        'Tiada apa-apa di laman ini merupakan nasihat pelaburan.',
      ],
    },
    'risk-notice': {
      title: 'Notis risiko',
      summary: 'Aset digital tidak menentu; anda boleh kehilangan semua yang anda dagangkan.',
      body: [
        'Harga aset digital bergerak mendadak tanpa amaran.',
        'Kontrak berleveraj boleh rugi lebih daripada margin yang diletakkan.',
      ],
    },
    'fee-rates': {
      title: 'Kadar yuran',
      summary: 'Yuran pembuat dan pengambil, yuran pengeluaran bagi setiap rangkaian.',
      body: [
        'Spot: pembuat 0.1 %, pengambil 0.2 %, dikenakan dalam syiling yang diterima.',
        'Pengeluaran: yuran tetap bagi setiap rangkaian, ditunjukkan sebelum anda mengesahkan.',
      ],
    },
    'user-agreement': {
      title: 'Perjanjian pengguna',
      summary: 'Terma yang anda terima apabila membuka akaun.',
      body: [
        'Anda mesti mencapai umur dewasa di sisi undang-undang negara anda.',
        'Satu orang, satu akaun; rahsiakan kata laluan anda.',
      ],
    },
    'privacy-policy': {
      title: 'Dasar privasi',
      summary: 'Apa yang kami simpan tentang anda dan mengapa.',
      body: [
        'Kami menyimpan e-mel anda, cincangan bergaram kata laluan anda dan ID peranti anda.',
        'Kami tidak sekali-kali menjual data peribadi.',
      ],
    },
    'msb-licence': {
      title: 'Pendaftaran MSB',
      summary: 'Pendaftaran Perniagaan Perkhidmatan Wang (MSB) kami.',
      body: [
        'Exchange Ltd berdaftar sebagai Perniagaan Perkhidmatan Wang (MSB).',
        'Nombor pendaftaran: 31000000000000 (demo).',
      ],
    },
    'how-to-deposit': {
      title: 'Cara membuat deposit',
      summary: 'Pilih syiling dan rangkaian, hantar ke alamat anda, tunggu pengesahan.',
      body: [
        'Buka Aset → Deposit, pilih syiling dan rangkaian.',
        'Hantar hanya syiling itu pada rangkaian itu ke alamat yang ditunjukkan.',
      ],
    },
    'how-to-withdraw': {
      title: 'Cara membuat pengeluaran',
      summary: 'Amaun minimum, yuran, kod e-mel dan pembatalan semasa belum selesai.',
      body: [
        'Setiap rangkaian mempunyai amaun minimum dan yuran tetap.',
        'Pengeluaran yang belum selesai boleh dibatalkan; dananya dikembalikan ke dompet spot anda.',
      ],
    },
    welcome: {
      title: 'Selamat datang ke bursa',
      summary: 'Dagangan spot kini dibuka untuk BTC, ETH, SOL dan DOGE.',
      body: ['Dagangan spot, kontrak dan opsyen kini telah dibuka.'],
    },
  },
} satisfies ArticleLanguagePack;
