import type { TopicLanguagePack } from './types.ts';

// The help topics' questions and answers in Indonesian, translated from topics-en.ts.
export default {
  'finance-flexible-vs-locked': {
    title: 'Apa perbedaan produk fleksibel dan terkunci?',
    summary:
      'Simpanan fleksibel bisa ditebus kapan saja; simpanan terkunci berjalan 7, 30, atau 90 hari dengan bunga lebih tinggi.',
    body: [
      'Produk fleksibel membayar bunga ke akun spot Anda setiap hari, dan Anda bisa menebus bagian mana pun dari pokok kapan saja: pokok langsung kembali ke akun spot Anda.',
      'Produk terkunci berjalan dengan jangka waktu tetap 7, 30, atau 90 hari dan biasanya memberi bunga tahunan lebih tinggi. Bunga hariannya dikreditkan ke dompet keuangan Anda dan dibayarkan bersama pokok saat jatuh tempo.',
      'Keduanya memindahkan jumlah langganan dari akun spot ke dompet keuangan Anda dalam satu langkah. Pilih fleksibel jika Anda mungkin segera membutuhkan koin tersebut, dan terkunci jika Anda bisa membiarkannya selama seluruh jangka waktu.',
    ],
  },
  'finance-interest': {
    title: 'Bagaimana bunga saya dihitung?',
    summary:
      'Bunga sederhana setiap hari: pokok hari itu × bunga tahunan ÷ 365, dipotong sesuai presisi koin.',
    body: [
      'Bunga dihitung sederhana, bukan majemuk. Untuk setiap hari penuh, pokok yang Anda miliki dikalikan dengan bunga tahunan produk lalu dibagi 365. Misalnya, 1,000 USDT dengan bunga 5 % menghasilkan sekitar 0.1369 USDT per hari.',
      'Beberapa produk memiliki bunga berjenjang, misalnya 10 % untuk 1,000 pertama dan 4 % untuk sisanya. Seluruh kepemilikan Anda di produk itu mengisi jenjang dari yang terendah, dan setiap bagian mendapat bunga jenjangnya sendiri.',
      'Bunga harian dipotong (tidak pernah dibulatkan ke atas) sesuai presisi koin dan dicatat setelah hari itu berakhir. Anda bisa melihat bunga kemarin, total bunga, dan grafiknya di Penghasilan saya.',
    ],
  },
  'finance-value-date': {
    title: 'Kapan bunga saya mulai dihitung?',
    summary:
      'Sejak tanggal valuta: pukul 00:00 UTC sehari setelah Anda berlangganan. Bunga pertama dicatat saat hari itu berakhir.',
    body: [
      'Tanggal valuta adalah awal hari (00:00 UTC) setelah hari Anda berlangganan. Hari Anda berlangganan tidak menghasilkan bunga.',
      'Misalnya, jika Anda berlangganan pada hari Senin pukul 15:00 UTC, tanggal valutanya adalah Selasa 00:00 UTC dan bunga untuk hari Selasa dicatat setelah hari Selasa berakhir, yaitu Rabu 00:00 UTC.',
      'Untuk produk terkunci, tanggal jatuh tempo adalah tanggal valuta ditambah jangka waktu: produk 30 hari dengan tanggal valuta 1 Maret jatuh tempo pada 31 Maret. Dialog langganan menampilkan kedua tanggal itu sebelum Anda mengonfirmasi.',
    ],
  },
  'finance-redeem': {
    title:
      'Bagaimana cara menebus, dan apa yang terjadi jika saya menebus produk terkunci lebih awal?',
    summary:
      'Pokok fleksibel langsung kembali; menebus produk terkunci lebih awal mengembalikan pokok tetapi bunganya hangus.',
    body: [
      'Fleksibel: tebus bagian mana pun dari kepemilikan Anda kapan saja dan pokok langsung kembali ke akun spot Anda. Bagian yang ditebus tidak mendapat bunga untuk hari saat ditarik.',
      'Terkunci: saat jatuh tempo, pokok dan seluruh bunga otomatis kembali ke akun spot Anda. Anda juga bisa menebus sebelum jatuh tempo, tetapi hanya seluruh pokok, dan semua bunga yang sudah dikreditkan akan hangus. Dialog penebusan menampilkan jumlah yang akan hilang sebelum Anda mengonfirmasi.',
      'Setiap langganan, penebusan, dan pembayaran bunga tercantum di Order Earn pada pusat order, tempat Anda bisa memfilter catatan dan mengekspornya sebagai CSV.',
    ],
  },
  'finance-limits': {
    title: 'Mengapa saya tidak bisa berlangganan lebih banyak?',
    summary:
      'Setiap produk punya jumlah minimum, batas per pengguna, dan kuota total; Anda bisa berlangganan hingga batas terkecil yang tersisa.',
    body: [
      'Setiap langganan minimal sebesar jumlah minimum, dengan jumlah desimal tidak melebihi yang diizinkan koin. Semua langganan Anda pada satu produk tidak boleh melebihi batas per pengguna.',
      'Produk juga memiliki kuota total yang dipakai bersama semua pengguna; bilah progres menunjukkan berapa banyak yang sudah terisi. Jika penuh, produk habis, dan akan dibuka kembali saat pemegang menebus.',
      'Jumlah terbesar yang bisa Anda langgan saat ini adalah yang terkecil dari sisa batas Anda, sisa kuota, dan saldo spot Anda. Tombol Maks pada dialog langganan mengisi tepat jumlah itu.',
    ],
  },
  'launchpad-phases': {
    title: 'Apa saja tahapan langganan token?',
    summary:
      'Mendatang, berlangganan, menghitung, mendistribusikan, dan berakhir, masing-masing dengan hitung mundur ke tahap berikutnya.',
    body: [
      'Mendatang: proyek diumumkan dan halaman menghitung mundur ke pembukaan. Berlangganan: Anda bisa menyetor koin kuotasi hingga langganan ditutup.',
      'Menghitung: setoran ditutup dan alokasi dihitung. Mendistribusikan: token baru dikreditkan ke akun spot dan sisa setiap setoran yang tidak teralokasi dikembalikan.',
      'Berakhir: sejak waktu listing, pasangan spot token tersebut dibuka untuk diperdagangkan di pasar. Halaman proyek selalu menampilkan tahap saat ini dan hitung mundur ke tahap berikutnya.',
    ],
  },
  'launchpad-commit': {
    title: 'Bagaimana cara ikut serta?',
    summary:
      'Selama proyek dalam tahap berlangganan, setor koin kuotasi dari akun spot Anda; koin dibekukan hingga alokasi.',
    body: [
      'Buka proyek saat berada dalam tahap berlangganan dan masukkan jumlah koin kuotasi (misalnya USDT) yang ingin Anda setor. Jumlah itu dibekukan di akun spot Anda.',
      'Setiap setoran minimal sebesar jumlah minimum proyek, dan total seluruh setoran Anda tidak boleh melebihi batas per pengguna. Anda bisa menyetor beberapa kali; jumlahnya dijumlahkan.',
      'Setoran tidak bisa ditarik kembali. Koin yang dibekukan diselesaikan saat distribusi: bagian yang membeli token dipakai dan sisanya dicairkan.',
    ],
  },
  'launchpad-allocation': {
    title: 'Berapa banyak token yang akan saya dapatkan?',
    summary:
      'Jika proyek kelebihan peminat, token dibagi secara pro rata: min(setoran, setoran × nilai penawaran ÷ total setoran).',
    body: [
      'Nilai penawaran adalah jumlah token yang ditawarkan dikali harga. Jika total setoran semua orang tidak melebihinya, setiap pengguna mendapat token senilai seluruh setorannya.',
      'Jika setoran melebihi penawaran, setiap pengguna mendapat token senilai min(setoran, setoran × nilai penawaran ÷ total setoran). Misalnya, dengan penawaran 100,000 USDT dan total setoran 400,000 USDT, setoran 1,000 USDT membeli token senilai 250 USDT.',
      'Jumlah token dipotong sesuai presisi token, sehingga token yang dialokasikan tidak pernah melebihi pasokan. Alokasi Anda ditampilkan di halaman proyek dan di Order langganan pada pusat order.',
    ],
  },
  'launchpad-refund': {
    title: 'Apa yang terjadi pada bagian setoran saya yang tidak terpakai?',
    summary: 'Dikembalikan ke akun spot Anda saat distribusi, tepat hingga desimal terakhir.',
    body: [
      'Saat distribusi, biaya token Anda diambil dari setoran yang dibekukan dan sisa tepatnya dicairkan di akun spot Anda, dalam langkah yang sama.',
      'Total setoran Anda selalu sama dengan biaya alokasi ditambah pengembalian dana. Order langganan di pusat order mencantumkan setiap setoran, alokasi, dan pengembalian dana.',
    ],
  },
  'launchpad-listing': {
    title: 'Kapan saya bisa memperdagangkan token baru?',
    summary:
      'Token sudah ada di akun spot Anda sejak distribusi; perdagangan pasangan token dibuka pada waktu listing.',
    body: [
      'Token Anda dikreditkan ke akun spot saat distribusi, dan Anda bisa langsung melihatnya di dompet.',
      'Pasangan spot token tersebut, misalnya token terhadap USDT, dibuka di pasar pada waktu listing yang tertera di halaman proyek. Sejak itu proyek berakhir dan Anda bisa membeli dan menjual token seperti koin lainnya.',
    ],
  },
  'c2c-how-to-buy': {
    title: 'Bagaimana cara membeli koin lewat C2C?',
    summary:
      'Pilih iklan jual, masukkan jumlah, bayar penjual dalam batas waktu pembayaran, tandai order sudah dibayar, lalu tunggu koin dilepaskan.',
    body: [
      'Di tab Beli, pilih koin, mata uang fiat, dan metode pembayaran, lalu pilih iklan. Periksa harga, batas per order, dan ketentuannya, kemudian masukkan jumlah dalam fiat atau koin.',
      'Saat Anda membuat order, koin penjual ditahan di escrow. Order menampilkan detail pembayaran penjual dan hitung mundur: bayar jumlah yang tepat dari rekening Anda sendiri sebelum waktunya habis.',
      'Lalu tekan "Saya sudah membayar" dan pilih metode yang Anda gunakan. Penjual memeriksa bahwa uang sudah masuk dan melepaskan koin, yang langsung masuk ke akun spot Anda.',
    ],
  },
  'c2c-how-to-sell': {
    title: 'Bagaimana cara menjual koin lewat C2C?',
    summary:
      'Jual ke iklan beli atau pasang iklan jual sendiri; lepaskan koin hanya setelah uang pembeli masuk ke rekening Anda.',
    body: [
      'Di tab Jual, pilih iklan beli, masukkan jumlah, dan pilih metode pembayaran Anda yang harus dibayar pembeli. Koin Anda berpindah dari akun spot ke escrow saat order dibuat.',
      'Anda juga bisa memasang iklan jual sendiri dengan harga tetap atau mengambang (80 hingga 120 % dari harga indeks), batas per order dalam fiat, metode pembayaran Anda, dan batas waktu pembayaran. Koin dari iklan jual yang aktif tetap dibekukan; menutup iklan mengembalikan sisanya.',
      'Saat pembeli menandai order sudah dibayar, periksa rekening bank atau dompet Anda. Lepaskan koin hanya jika jumlah penuh benar-benar sudah masuk ke rekening Anda. Jika Anda telah menautkan autentikator, pelepasan meminta kodenya.',
    ],
  },
  'c2c-escrow': {
    title: 'Bagaimana escrow melindungi saya?',
    summary:
      'Koin penjual ditahan oleh bursa sejak order dibuat, dan hanya penjual yang bisa melepaskannya.',
    body: [
      'Saat order dibuat, koin penjual berpindah ke escrow, sehingga pembeli tahu koin itu ada dan tidak bisa dipakai di tempat lain selama pembeli membayar.',
      'Hanya penjual yang bisa melepaskannya ke pembeli, setelah pembeli menandai order sudah dibayar. Sebuah order tidak pernah melepaskan lebih dari yang ditahan di escrow.',
      'Jika order dibatalkan atau waktunya habis, koin dikembalikan: ke jumlah tersedia iklan untuk iklan jual, atau ke akun spot penjual jika penjual menjual ke iklan beli. Dalam banding, keputusan akan melepaskan koin ke pembeli atau mengembalikannya ke penjual.',
    ],
  },
  'c2c-payment-window': {
    title: 'Apa itu batas waktu pembayaran, dan apa yang terjadi jika saya membatalkan?',
    summary:
      'Pembeli harus membayar dalam batas waktu iklan (standarnya 15 menit); tiga pembatalan dalam sehari menangguhkan pembelian hingga hari berikutnya.',
    body: [
      'Setiap iklan menentukan berapa lama pembeli boleh membayar: 15, 30, 45, atau 60 menit, standarnya 15. Order menampilkan hitung mundur. Jika tidak ditandai sudah dibayar tepat waktu, order otomatis dibatalkan dan koin penjual dikembalikan.',
      'Sebagai pembeli, Anda bisa membatalkan order sendiri selama belum menandainya sudah dibayar. Jangan pernah membatalkan order yang sudah Anda bayar: ajukan banding.',
      'Jika Anda membatalkan tiga order sebagai pembeli dalam satu hari UTC, Anda tidak bisa membuat order beli selama sisa hari itu; pembelian dibuka kembali pukul 00:00 UTC.',
    ],
  },
  'c2c-appeal': {
    title: 'Kapan dan bagaimana saya bisa mengajukan banding?',
    summary:
      'Setelah order ditandai sudah dibayar dan waktu tunggu berlalu, kedua pihak bisa mengajukan banding; order dibekukan hingga ada keputusan.',
    body: [
      'Jika penjual tidak melepaskan koin setelah Anda membayar, atau uang yang Anda terima tidak ada atau jumlahnya salah, hubungi pihak lain lebih dulu lewat chat order. Banding bisa diajukan 10 menit setelah order ditandai sudah dibayar; order menampilkan waktunya.',
      'Untuk mengajukan banding, pilih alasan (sudah dibayar tetapi tidak dilepaskan, pembayaran tidak diterima, jumlah salah, atau lainnya) dan jelaskan kejadiannya dalam 10 hingga 1,000 karakter. Kedua pihak bisa mengajukan banding.',
      'Selama banding berlangsung, order dibekukan: koin tetap di escrow. Keputusan akan melepaskan koin ke pembeli atau membatalkan order dan mengembalikannya ke penjual. Simpan bukti pembayaran Anda sampai saat itu.',
    ],
  },
  'c2c-safety': {
    title: 'Bagaimana cara bertransaksi dengan aman?',
    summary:
      'Jangan pernah melepaskan koin sebelum uang masuk, lakukan semua percakapan di chat order, dan jangan terima pembayaran dari pihak ketiga.',
    body: [
      'Penjual: lepaskan koin hanya jika jumlah penuh sudah masuk ke rekening Anda sendiri. Tangkapan layar, email, atau pesan bukanlah pembayaran; periksa sendiri rekening bank atau dompet Anda.',
      'Lakukan semua komunikasi di chat order. Chat disimpan bersama order dan bisa ditinjau saat banding. Bursa tidak pernah meminta Anda melepaskan koin atau membayar di luar order.',
      'Bayar hanya dari rekening atas nama Anda sendiri, dan terima uang hanya dari rekening pembeli sendiri. Jika pembayaran datang dari orang lain, jangan lepaskan koin: ajukan banding.',
      'Pembeli: tandai order sudah dibayar hanya setelah Anda benar-benar membayar, dan jangan pernah membatalkan order yang sudah Anda bayar.',
    ],
  },
} satisfies TopicLanguagePack;
