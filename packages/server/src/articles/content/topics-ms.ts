import type { TopicLanguagePack } from './types.ts';

// The help topics' questions and answers in Malay, translated from topics-en.ts.
export default {
  'finance-flexible-vs-locked': {
    title: 'Apakah beza antara produk fleksibel dan berkunci?',
    summary:
      'Simpanan fleksibel boleh ditebus pada bila-bila masa; simpanan berkunci berjalan selama 7, 30 atau 90 hari pada kadar yang lebih tinggi.',
    body: [
      'Produk fleksibel membayar faedah ke akaun spot anda setiap hari, dan anda boleh menebus mana-mana bahagian pokok anda bila-bila masa: ia kembali ke akaun spot anda serta-merta.',
      'Produk berkunci berjalan untuk tempoh tetap 7, 30 atau 90 hari dan biasanya membayar kadar tahunan yang lebih tinggi. Faedah hariannya dikreditkan ke dompet kewangan anda dan dibayar bersama pokok pada tarikh matang.',
      'Kedua-duanya memindahkan jumlah langganan anda dari akaun spot ke dompet kewangan dalam satu langkah. Pilih fleksibel jika anda mungkin memerlukan koin itu tidak lama lagi, dan berkunci jika anda boleh membiarkannya sepanjang tempoh.',
    ],
  },
  'finance-interest': {
    title: 'Bagaimanakah faedah saya dikira?',
    summary:
      'Faedah mudah setiap hari: pokok hari itu × kadar tahunan ÷ 365, dipangkas mengikut kepersisan koin.',
    body: [
      'Faedah adalah faedah mudah, bukan kompaun. Bagi setiap hari penuh, pokok yang anda pegang didarab dengan kadar tahunan produk dan dibahagi dengan 365. Contohnya, 1,000 USDT pada 5 % memperoleh kira-kira 0.1369 USDT sehari.',
      'Sesetengah produk mempunyai kadar berperingkat, contohnya 10 % bagi 1,000 yang pertama dan 4 % bagi bakinya. Seluruh pegangan anda dalam produk itu mengisi peringkat dari yang terendah, dan setiap bahagian memperoleh kadar peringkatnya sendiri.',
      'Faedah sehari dipangkas (tidak pernah dibundarkan ke atas) mengikut kepersisan koin dan direkodkan sebaik hari itu berakhir. Anda boleh melihat faedah semalam, jumlah faedah dan cartanya di bawah Pendapatan saya.',
    ],
  },
  'finance-value-date': {
    title: 'Bilakah faedah saya bermula?',
    summary:
      'Dari tarikh nilai: 00:00 UTC pada hari selepas anda melanggan. Faedah pertama direkodkan apabila hari itu berakhir.',
    body: [
      'Tarikh nilai ialah permulaan (00:00 UTC) hari selepas langganan anda. Hari anda melanggan tidak memperoleh faedah.',
      'Contohnya, jika anda melanggan pada hari Isnin jam 15:00 UTC, tarikh nilai ialah Selasa 00:00 UTC dan faedah bagi hari Selasa direkodkan selepas hari Selasa berakhir, iaitu pada Rabu 00:00 UTC.',
      'Bagi produk berkunci, tarikh matang ialah tarikh nilai ditambah tempoh: produk 30 hari dengan tarikh nilai 1 Mac akan matang pada 31 Mac. Dialog langganan menunjukkan kedua-dua tarikh sebelum anda mengesahkan.',
    ],
  },
  'finance-redeem': {
    title:
      'Bagaimanakah cara menebus, dan apa berlaku jika saya menebus produk berkunci lebih awal?',
    summary:
      'Pokok fleksibel kembali serta-merta; menebus produk berkunci lebih awal memulangkan pokok tetapi faedahnya dilucutkan.',
    body: [
      'Fleksibel: tebus mana-mana bahagian pegangan anda bila-bila masa dan pokok kembali ke akaun spot anda serta-merta. Bahagian yang ditebus tidak memperoleh faedah bagi hari ia dikeluarkan.',
      'Berkunci: pada tarikh matang, pokok dan semua faedah kembali ke akaun spot anda secara automatik. Anda juga boleh menebus sebelum matang, tetapi hanya keseluruhan pokok, dan semua faedah yang dikreditkan setakat itu dilucutkan. Dialog penebusan menunjukkan jumlah yang akan hilang sebelum anda mengesahkan.',
      'Setiap langganan, penebusan dan bayaran faedah disenaraikan di bawah Pesanan Earn dalam pusat pesanan, tempat anda boleh menapis rekod dan mengeksportnya sebagai CSV.',
    ],
  },
  'finance-limits': {
    title: 'Mengapa saya tidak boleh melanggan lagi?',
    summary:
      'Setiap produk ada jumlah minimum, had bagi setiap pengguna dan kuota keseluruhan; anda boleh melanggan sehingga had terkecil yang tinggal.',
    body: [
      'Setiap langganan mesti sekurang-kurangnya jumlah minimum, dengan tempat perpuluhan tidak melebihi yang dibenarkan oleh koin. Semua langganan anda pada satu produk tidak boleh melebihi had bagi setiap pengguna.',
      'Produk juga mempunyai kuota keseluruhan yang dikongsi oleh semua pengguna; bar kemajuan menunjukkan berapa banyak yang telah diambil. Apabila penuh, produk itu habis dijual, dan ia dibuka semula apabila pemegang menebus.',
      'Jumlah paling banyak yang boleh anda langgan sekarang ialah yang terkecil antara baki had anda, baki kuota dan baki spot anda. Butang Maks dalam dialog langganan mengisi tepat jumlah itu.',
    ],
  },
  'launchpad-phases': {
    title: 'Apakah fasa-fasa langganan token?',
    summary:
      'Akan datang, langganan dibuka, sedang dikira, sedang diagihkan dan tamat, setiap satu dengan kiraan detik ke fasa seterusnya.',
    body: [
      'Akan datang: projek diumumkan dan halaman mengira detik ke pembukaan. Langganan dibuka: anda boleh memberi komitmen koin sebut harga sehingga langganan ditutup.',
      'Sedang dikira: komitmen ditutup dan peruntukan dikira. Sedang diagihkan: token baharu dikreditkan ke akaun spot dan baki setiap komitmen yang tidak diperuntukkan dipulangkan.',
      'Tamat: mulai waktu penyenaraian, pasangan spot token itu dibuka untuk dagangan di pasaran. Halaman projek sentiasa menunjukkan fasa semasa dan kiraan detik ke fasa seterusnya.',
    ],
  },
  'launchpad-commit': {
    title: 'Bagaimanakah cara menyertai?',
    summary:
      'Semasa langganan dibuka, beri komitmen koin sebut harga dari akaun spot anda; ia kekal dibekukan sehingga peruntukan.',
    body: [
      'Buka projek semasa fasa langganan dibuka dan masukkan jumlah koin sebut harga (contohnya USDT) yang ingin anda komitkan. Jumlah itu dibekukan dalam akaun spot anda.',
      'Setiap komitmen mesti sekurang-kurangnya jumlah minimum projek, dan semua komitmen anda tidak boleh melebihi had bagi setiap pengguna. Anda boleh memberi komitmen beberapa kali; jumlahnya dicampurkan.',
      'Komitmen tidak boleh ditarik balik. Koin yang dibekukan diselesaikan semasa pengagihan: bahagian yang membeli token dibelanjakan dan bakinya dinyahbekukan.',
    ],
  },
  'launchpad-allocation': {
    title: 'Berapa banyak token yang akan saya terima?',
    summary:
      'Jika projek terlebih langgan, token dibahagikan secara pro rata: min(komitmen, komitmen × nilai tawaran ÷ jumlah komitmen).',
    body: [
      'Nilai tawaran ialah bilangan token yang ditawarkan didarab dengan harga. Jika jumlah komitmen semua orang tidak melebihinya, setiap pengguna menerima token bagi keseluruhan komitmen mereka.',
      'Jika komitmen melebihi tawaran, setiap pengguna menerima token bernilai min(komitmen, komitmen × nilai tawaran ÷ jumlah komitmen). Contohnya, dengan tawaran 100,000 USDT dan komitmen 400,000 USDT, komitmen sebanyak 1,000 USDT membeli token bernilai 250 USDT.',
      'Bilangan token dipangkas mengikut kepersisan token, jadi token yang diperuntukkan tidak pernah melebihi bekalan. Peruntukan anda ditunjukkan di halaman projek dan di bawah Pesanan langganan dalam pusat pesanan.',
    ],
  },
  'launchpad-refund': {
    title: 'Apa berlaku kepada bahagian komitmen saya yang tidak digunakan?',
    summary:
      'Ia dipulangkan ke akaun spot anda semasa pengagihan, tepat hingga perpuluhan terakhir.',
    body: [
      'Semasa pengagihan, kos token anda diambil daripada komitmen yang dibekukan dan baki tepatnya dinyahbekukan dalam akaun spot anda, dalam langkah yang sama.',
      'Jumlah komitmen anda sentiasa sama dengan kos peruntukan ditambah bayaran balik anda. Pesanan langganan dalam pusat pesanan menyenaraikan setiap komitmen, peruntukan dan bayaran balik.',
    ],
  },
  'launchpad-listing': {
    title: 'Bilakah saya boleh berdagang token baharu itu?',
    summary:
      'Token berada dalam akaun spot anda sejak pengagihan; dagangan pasangan token itu dibuka pada waktu penyenaraian.',
    body: [
      'Token anda dikreditkan ke akaun spot anda semasa pengagihan, dan anda boleh melihatnya dalam dompet anda dengan segera.',
      'Pasangan spot token itu, contohnya token berbanding USDT, dibuka di pasaran pada waktu penyenaraian yang ditunjukkan di halaman projek. Mulai itu projek tamat dan anda boleh membeli dan menjual token itu seperti koin lain.',
    ],
  },
  'c2c-how-to-buy': {
    title: 'Bagaimanakah cara membeli koin melalui C2C?',
    summary:
      'Pilih iklan jual, masukkan jumlah, bayar penjual dalam tempoh pembayaran, tandakan pesanan sebagai dibayar dan tunggu koin dilepaskan.',
    body: [
      'Pada tab Beli, pilih koin, mata wang fiat anda dan kaedah pembayaran, kemudian pilih iklan. Semak harga, had setiap pesanan dan terma, lalu masukkan jumlah dalam fiat atau koin.',
      'Apabila anda membuat pesanan, koin penjual dipegang dalam eskrow. Pesanan menunjukkan butiran pembayaran penjual dan kiraan detik: bayar jumlah yang tepat dari akaun anda sendiri sebelum masa tamat.',
      'Kemudian tekan "Saya sudah membayar" dan nyatakan kaedah yang anda gunakan. Penjual menyemak bahawa wang telah diterima dan melepaskan koin, yang terus masuk ke akaun spot anda.',
    ],
  },
  'c2c-how-to-sell': {
    title: 'Bagaimanakah cara menjual koin melalui C2C?',
    summary:
      'Jual kepada iklan beli atau terbitkan iklan jual anda sendiri; lepaskan koin hanya selepas wang pembeli masuk ke akaun anda.',
    body: [
      'Pada tab Jual, pilih iklan beli, masukkan jumlah dan pilih kaedah pembayaran anda yang harus dibayar oleh pembeli. Koin anda berpindah dari akaun spot ke eskrow sebaik pesanan dibuat.',
      'Anda juga boleh menerbitkan iklan jual sendiri dengan harga tetap atau terapung (80 hingga 120 % daripada harga indeks), had setiap pesanan dalam fiat, kaedah pembayaran anda dan tempoh pembayaran. Koin bagi iklan jual yang terbuka kekal dibekukan; menutup iklan memulangkan bakinya.',
      'Apabila pembeli menandakan pesanan sebagai dibayar, semak bank atau dompet anda. Lepaskan koin hanya apabila jumlah penuh benar-benar berada dalam akaun anda. Jika anda telah mengikat pengesah, pelepasan akan meminta kodnya.',
    ],
  },
  'c2c-escrow': {
    title: 'Bagaimanakah eskrow melindungi saya?',
    summary:
      'Koin penjual dipegang oleh bursa sejak pesanan dibuat, dan hanya penjual boleh melepaskannya.',
    body: [
      'Apabila pesanan dibuat, koin penjual berpindah ke eskrow, jadi pembeli tahu koin itu wujud dan tidak boleh dibelanjakan di tempat lain semasa pembeli membuat bayaran.',
      'Hanya penjual boleh melepaskannya kepada pembeli, selepas pembeli menandakan pesanan sebagai dibayar. Sesuatu pesanan tidak pernah melepaskan lebih daripada yang dipegang dalam eskrow.',
      'Jika pesanan dibatalkan atau tamat masa, koin dipulangkan: ke jumlah tersedia iklan bagi iklan jual, atau ke akaun spot penjual apabila penjual menjual kepada iklan beli. Dalam rayuan, keputusan sama ada melepaskannya kepada pembeli atau memulangkannya kepada penjual.',
    ],
  },
  'c2c-payment-window': {
    title: 'Apakah tempoh pembayaran, dan apa berlaku jika saya membatalkan pesanan?',
    summary:
      'Pembeli mesti membayar dalam tempoh iklan (15 minit secara lalai); tiga pembatalan dalam sehari menggantung pembelian sehingga hari berikutnya.',
    body: [
      'Setiap iklan menetapkan berapa lama pembeli boleh membayar: 15, 30, 45 atau 60 minit, 15 secara lalai. Pesanan menunjukkan kiraan detik. Jika ia tidak ditandakan sebagai dibayar dalam masa, ia dibatalkan secara automatik dan koin penjual dipulangkan.',
      'Sebagai pembeli, anda boleh membatalkan pesanan sendiri selagi anda belum menandakannya sebagai dibayar. Jangan sekali-kali membatalkan pesanan yang sudah anda bayar: buat rayuan.',
      'Jika anda membatalkan tiga pesanan sebagai pembeli dalam satu hari UTC, anda tidak boleh membuat pesanan beli untuk baki hari itu; pembelian dibuka semula pada 00:00 UTC.',
    ],
  },
  'c2c-appeal': {
    title: 'Bila dan bagaimana saya boleh membuat rayuan?',
    summary:
      'Setelah pesanan ditandakan sebagai dibayar dan masa menunggu berlalu, mana-mana pihak boleh membuat rayuan; pesanan dibekukan sehingga keputusan dibuat.',
    body: [
      'Jika penjual tidak melepaskan koin selepas anda membayar, atau wang yang anda terima tiada atau salah, mula-mula hubungi pihak satu lagi dalam sembang pesanan. Rayuan dibuka 10 minit selepas pesanan ditandakan sebagai dibayar; pesanan menunjukkan waktunya.',
      'Untuk membuat rayuan, pilih sebab (sudah bayar tetapi tidak dilepaskan, bayaran tidak diterima, jumlah salah atau lain-lain) dan terangkan apa yang berlaku dalam 10 hingga 1,000 aksara. Mana-mana pihak boleh membuat rayuan.',
      'Semasa rayuan dibuka, pesanan dibekukan: koin kekal dalam eskrow. Keputusan sama ada melepaskannya kepada pembeli atau membatalkan pesanan dan memulangkannya kepada penjual. Simpan resit pembayaran anda sehingga itu.',
    ],
  },
  'c2c-safety': {
    title: 'Bagaimanakah cara berdagang dengan selamat?',
    summary:
      'Jangan sekali-kali melepaskan koin sebelum wang tiba, simpan semua perbualan dalam sembang pesanan dan jangan terima bayaran daripada pihak ketiga.',
    body: [
      'Penjual: lepaskan hanya apabila jumlah penuh berada dalam akaun anda sendiri. Tangkapan skrin, e-mel atau mesej bukan bayaran; semak bank atau dompet anda sendiri.',
      'Simpan semua komunikasi dalam sembang pesanan. Ia disimpan bersama pesanan dan boleh disemak dalam rayuan. Bursa tidak pernah meminta anda melepaskan koin atau membayar di luar pesanan.',
      'Bayar hanya dari akaun atas nama anda sendiri, dan terima wang hanya dari akaun pembeli sendiri. Jika bayaran datang daripada orang lain, jangan lepaskan: buat rayuan.',
      'Pembeli: tandakan pesanan sebagai dibayar hanya selepas anda benar-benar membayar, dan jangan sekali-kali membatalkan pesanan yang sudah anda bayar.',
    ],
  },
} satisfies TopicLanguagePack;
