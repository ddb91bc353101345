import { BRAND, PACKAGES } from '@shared/constants';
import type { PagesWords } from './pages.english';

/** Bahasa Melayu (docs/glossary.md): the pages as a Malaysian company publishes them. */
const pages: PagesWords = {
  backToHome: 'Kembali ke Laman Utama',
  about: {
    eyebrow: 'Tentang kami',
    title: `Kisah di sebalik ${BRAND}`,
    intro: 'Kad jemputan digital untuk majlis perkahwinan, pertunangan, hari jadi dan majlis sambut cahaya mata: siap direka dalam beberapa minit, dibuka dengan sekali sentuh, dan dijawab terus dengan RSVP.',
    make: {
      title: 'Apa yang kami hasilkan',
      text: `${BRAND} menjadikan sebuah templat kad jemputan yang lengkap: nama anda, tarikh dan tempat majlis, peta, nombor untuk dihubungi, muzik dan borang RSVP. Anda terbitkannya sebagai satu pautan yang tetamu buka di telefon mereka, dan setiap jawapan serta ucapan sampai di satu tempat.`,
    },
    mission: {
      title: 'Misi kami',
      text: 'Merancang majlis sepatutnya tentang insan yang meraikannya. Misi kami ialah supaya anda tidak perlu lagi bertanya satu per satu: tiada kad yang hilang, tiada senarai panjang untuk mencatat siapa yang akan datang, cuma kad jemputan yang cantik dan senarai tetamu hadir yang jelas.',
    },
    sustainability: {
      title: 'Kelestarian',
      text: 'Kad jemputan digital tidak memerlukan kertas, dakwat, sampul surat atau kurier. Ia boleh dibetulkan selepas dihantar, jadi jika tempat majlis bertukar, tiada apa yang perlu dicetak semula. Jika anda mahukan kenang-kenangan, cetak sahaja beberapa keping yang ingin anda simpan.',
    },
    diversity: {
      title: 'Kepelbagaian budaya',
      text: 'Setiap keluarga meraikan majlis dengan cara tersendiri. Reka bentuk kami merangkumi majlis perkahwinan Melayu, Cina dan India, di samping pertunangan, hari jadi dan majlis sambut cahaya mata, dan kad jemputan boleh ditulis dalam bahasa Inggeris, Cina, Melayu atau Tamil.',
    },
    team: {
      title: 'Pasukan kami',
      text: 'Kami pasukan kecil pereka dan jurutera di Malaysia yang sudah merancang, menghadiri dan membantu lebih banyak majlis daripada yang mampu kami kira. Kami sendiri yang membalas mesej sokongan, pada hari bekerja dari 9 pagi hingga 5 petang.',
    },
    contact: 'Hubungi kami',
    ready: 'Sedia untuk mula?',
    explore: 'Lihat Reka Bentuk',
  },
  contact: {
    eyebrow: 'Hubungi kami',
    title: 'Kami sedia membantu',
    intro: 'Ada soalan tentang templat, kad jemputan atau bayaran anda? Hubungi kami melalui saluran yang paling mudah bagi anda.',
    email: { title: 'E-mel', description: 'Untuk apa-apa sahaja berkaitan akaun, kad jemputan atau bayaran anda.' },
    whatsapp: { title: 'WhatsApp', description: 'Untuk soalan ringkas, dijawab pada waktu pejabat.' },
    social: { title: 'Media sosial', description: 'Reka bentuk baharu dan kad jemputan sebenar daripada tuan rumah kami.' },
    hours: { title: 'Waktu pejabat', description: 'Kami membalas mesej pada hari bekerja.' },
    opensInNewTab: ' (dibuka dalam tab baharu)',
    note: ['Menulis tentang kad jemputan? Sertakan pautannya supaya kami dapat mencarinya dengan cepat. Cara kami mengendalikan mesej anda diterangkan dalam ', ' kami.'],
    privacyPolicy: 'Dasar Privasi',
  },
  legal: 'Perundangan',
  questions: ['Sebarang pertanyaan: ', '.'],
  privacy: {
    title: 'Dasar Privasi',
    lastUpdated: 'Kemas kini terakhir: 2 Disember 2026',
    introduction: {
      title: 'Pengenalan',
      text: `${BRAND} membantu anda mencipta kad jemputan digital, berkongsi kad tersebut dengan tetamu dan mengumpul jawapan mereka. Dasar ini menerangkan maklumat yang kami kumpul apabila anda menggunakan perkhidmatan ini, sebab kami mengumpulnya, dan cara menghubungi kami mengenainya.`,
    },
    collect: {
      title: 'Maklumat Yang Kami Kumpul',
      items: [
        {
          term: 'Nama dan butiran perhubungan:',
          text: ' alamat e-mel dan nama anda, serta butiran perhubungan yang anda masukkan dalam kad jemputan (seperti nombor telefon penganjur).',
        },
        {
          term: 'Maklumat log masuk:',
          text: ' kata laluan anda, yang kami simpan hanya dalam bentuk cincangan (hash) yang selamat, serta tetapan pengesahan dua faktor jika anda mengaktifkannya.',
        },
        {
          term: 'Maklumat bayaran:',
          text: ' pakej yang anda pilih, jumlah bayaran, dan resit bayaran yang anda muat naik. Resit adalah sulit: hanya anda dan pentadbir kami boleh membukanya.',
        },
        {
          term: 'Maklumat majlis:',
          text: ' apa yang anda masukkan dalam kad jemputan (nama, tarikh, tempat, mesej, gambar, pautan muzik) serta jawapan RSVP dan ucapan yang dihantar oleh tetamu anda.',
        },
      ],
    },
    use: {
      title: 'Cara Kami Menggunakan Maklumat Anda',
      lead: 'Kami menggunakan maklumat ini untuk:',
      items: [
        'mengendalikan akaun anda, memastikan anda kekal log masuk dan melindunginya daripada disalahgunakan;',
        'memaparkan kad jemputan anda kepada orang yang anda kongsikan, dan memaparkan jawapan yang dihantar oleh tetamu anda;',
        'menyemak dan mengesahkan bayaran bagi pakej yang anda beli;',
        'menghantar e-mel yang diperlukan oleh perkhidmatan ini, seperti pengesahan alamat e-mel dan penetapan semula kata laluan.',
      ],
      after:
        'Nama, alamat e-mel dan butiran RSVP lain tetamu hanya boleh dilihat oleh tuan rumah kad jemputan itu dan pentadbir kami. Kami tidak menjual maklumat anda atau menggunakannya untuk pengiklanan.',
    },
    retention: {
      title: 'Berapa Lama Kami Menyimpannya',
      items: [
        'Akaun, kad jemputan, senarai tetamu, jawapan, hadiah dan fail yang anda muat naik: selagi akaun anda wujud. Apabila anda memadam akaun, semuanya dibuang serta-merta.',
        'Invois: tujuh tahun dari tarikh ia dikeluarkan, seperti yang dikehendaki undang-undang cukai Malaysia, termasuk selepas akaun anda dipadam (tanpa akaun itu).',
        'Rekod keputusan pentadbir kami tentang bayaran dan kad jemputan: disimpan supaya bayaran boleh disemak kemudian.',
        'Bila anda mendaftar dan versi terma yang anda terima: selagi akaun anda wujud.',
      ],
    },
    rights: {
      title: 'Hak Anda Di Bawah PDPA',
      lead: 'Di bawah Akta Perlindungan Data Peribadi 2010 Malaysia, anda boleh:',
      items: [
        'melihat semua data yang kami simpan tentang anda: muat turunnya dari Profil anda (Muat turun data saya), sebagai fail ZIP;',
        'membetulkannya: ubah akaun, kad jemputan dan senarai tetamu anda dalam aplikasi pada bila-bila masa, atau tulis kepada kami;',
        'memadam akaun anda dan semua kandungannya, dari Profil anda;',
        'bertanya apa-apa tentang data anda, atau menarik balik persetujuan anda, melalui e-mel. Kami menjawab dalam tempoh 21 hari.',
      ],
      profileLink: 'Profil anda: muat turun atau padam data anda',
      guests: 'Tetamu: jawapan, ucapan dan sebarang hadiah yang anda maklumkan kepada pasangan disimpan bersama kad jemputan tuan rumah. Minta tuan rumah mengubah atau membuangnya, atau tulis kepada kami.',
    },
    contact: {
      title: 'Hubungi Kami',
      text: ['Ada soalan tentang dasar ini atau maklumat anda? E-mel kami di ', ' atau lihat saluran kami yang lain di halaman ', '.'],
      link: 'Hubungi Kami',
    },
  },
  terms: {
    title: 'Terma Perkhidmatan',
    intro: [
      `Terma perkhidmatan kami yang lengkap masih sedang ditulis. Sementara menunggu ia diterbitkan, berikut ialah ringkasan mudah tentang cara ${BRAND} berfungsi. Jika ada apa-apa yang kurang jelas, sila `,
      ' sebelum anda membuat bayaran.',
    ],
    contactUs: 'hubungi kami',
    inShort: 'Secara ringkas',
    account: 'Anda perlu mempunyai akaun untuk mencipta kad jemputan. Jangan kongsikan kata laluan anda; anda bertanggungjawab atas apa yang diterbitkan melalui akaun anda.',
    packages: (silver, platinum) =>
      `Pakej ialah bayaran sekali sahaja bagi setiap kad jemputan: ${PACKAGES.silver.label} ${silver} dan ${PACKAGES.platinum.label} ${platinum}. Kami menyemak setiap bayaran, biasanya dalam tempoh 1-2 hari bekerja.`,
    link: 'Kad jemputan yang sudah diterbitkan boleh dibuka oleh sesiapa sahaja yang mempunyai pautannya. Kongsikan pautan itu dengan mereka yang anda ingin jemput sahaja.',
    upload: 'Muat naik hanya teks, gambar dan muzik yang anda berhak gunakan, dan jangan muat naik apa-apa yang menyalahi undang-undang atau menyakitkan hati orang lain.',
    content: ['Kandungan anda kekal milik anda. Kami menggunakannya hanya untuk menjalankan perkhidmatan ini, seperti yang diterangkan dalam ', ' kami.'],
    privacyPolicy: 'Dasar Privasi',
  },
  cookies: {
    title: 'Dasar Kuki',
    intro: `${BRAND} menggunakan kuki sesedikit yang boleh: hanya kuki yang diperlukan untuk log masuk, bahasa anda dan RSVP anda sendiri.`,
    whatWeSet: 'Kuki yang kami gunakan',
    session: {
      term: 'Kuki sesi',
      text: ' memastikan anda kekal log masuk selepas memasukkan kata laluan (dan mengingati langkah pengesahan dua faktor yang sedang berjalan). Kuki ini tidak boleh dibaca oleh skrip, hanya dihantar ke laman ini, dan tamat apabila anda log keluar.',
    },
    language: {
      term: 'Kuki bahasa',
      text: ' mengingati bahasa yang anda pilih untuk laman ini (English, Bahasa Melayu atau 中文) selama setahun. Ia hanya menyimpan nama bahasa itu.',
    },
    answer: {
      term: 'Kuki RSVP',
      text: ' membolehkan telefon yang menjawab sesuatu jemputan melihat dan mengubah jawapannya sendiri, dan tiada orang lain. Ia menyimpan satu nombor rawak, tidak boleh dibaca oleh skrip dan hanya dihantar bersama jawapan, selama lebih kurang setahun.',
    },
    none: 'Tiada kuki pengiklanan, penjejakan atau analitik, dan tiada sepanduk kuki, kerana tiada apa-apa pilihan yang memerlukan persetujuan anda.',
    outside: 'Perkara di luar kawalan kami',
    music: 'Apabila kad jemputan memainkan muzik latar, muzik itu distrim dari YouTube, dan dasar YouTube sendiri terpakai ke atasnya.',
    questions: ['Sebarang pertanyaan: ', '. Lihat juga ', ' kami.'],
    privacyPolicy: 'Dasar Privasi',
  },
  notFound: {
    title: 'Alamak! Halaman tidak ditemui',
    text: 'Halaman yang anda cari tidak wujud atau telah dipindahkan.',
    home: 'Kembali ke Laman Utama',
  },
};

export default pages;
