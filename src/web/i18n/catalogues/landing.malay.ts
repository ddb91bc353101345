import { BRAND } from '@shared/constants';
import type { LandingWords } from './landing.english';
import { MALAY_PACKAGE_FEATURES } from './package-features';

/** Bahasa Melayu (docs/glossary.md). */
const landing: LandingWords = {
  hero: {
    badge: 'Majlis perkahwinan, pertunangan, hari jadi dan majlis sambut cahaya mata',
    title: ['Kad jemputan yang tetamu ', 'buka dengan sekali sentuh', ''],
    intro: `Reka kad jemputan digital yang cantik daripada templat, kongsi satu pautan di WhatsApp, dan lihat RSVP serta ucapan tetamu masuk satu demi satu. ${BRAND} menyimpan setiap jawapan dengan selamat.`,
    explore: 'Lihat Reka Bentuk',
    demo: 'Lihat Demo',
    fiveStars: '5 bintang',
    loved: 'Disukai tuan rumah: 50+ ulasan, 300+ tetamu',
  },
  carousel: {
    loading: 'Sedang memuatkan pratonton...',
    empty: 'Tiada pratonton buat masa ini.',
    label: 'Templat kad jemputan pilihan',
    slide: (index, count, name) => `${index} daripada ${count}: ${name}`,
    coverAlt: (name) => `${name}: contoh kad jemputan dengan templat ini`,
    artAlt: (name) => `Templat kad jemputan ${name}`,
    previous: 'Templat sebelumnya',
    next: 'Templat seterusnya',
    choose: 'Pilih templat untuk dipaparkan',
    show: (name) => `Papar ${name}`,
    pause: 'Jeda tayangan slaid',
    play: 'Mainkan tayangan slaid',
  },
  features: {
    eyebrow: 'Ciri-ciri',
    title: 'Semua yang majlis anda perlukan',
    intro: `Dari sentuhan pertama hingga RSVP terakhir, ${BRAND} uruskan segala butirannya supaya anda boleh menikmati hari-hari menjelang majlis.`,
    items: {
      events: {
        title: 'Pelbagai jenis majlis',
        text: 'Majlis perkahwinan, perkahwinan India dan Cina, pertunangan, hari jadi dan majlis sambut cahaya mata: satu akaun untuk setiap majlis yang anda anjurkan.',
      },
      rsvp: {
        title: 'Pantau RSVP secara langsung',
        text: 'Lihat siapa yang hadir, tidak dapat hadir atau belum menjawab sebaik sahaja tetamu membalas, berserta bilangan tetamu dan pilihan hidangan.',
      },
      wishes: {
        title: 'Ucapan tetamu',
        text: 'Tetamu boleh meninggalkan ucapan semasa menjawab RSVP, dan kata-kata paling manis dipaparkan terus pada kad jemputan anda.',
      },
      gifts: {
        title: 'Angpau & hadiah',
        text: 'Tambah butiran hadiah atau kod QR supaya saudara-mara dan sahabat yang jauh boleh mengirim angpau dan doa restu dengan mudah.',
      },
      photos: {
        title: 'Galeri gambar',
        text: 'Tambah gambar utama dan galeri detik-detik kegemaran anda: tetamu boleh meleret gambar di mana-mana telefon, jelas dan cepat dimuatkan.',
      },
      design: {
        title: 'Reka bentuk sendiri',
        text: 'Gunakan hasil seni anda sendiri dan bina kad jemputan yang benar-benar milik anda.',
      },
    },
    comingSoon: 'Akan datang',
    alsoIncluded: 'Turut disediakan',
    extras: {
      maps: 'Google Maps & Waze',
      saveTheDate: 'Simpan tarikh',
      music: 'Muzik latar',
      languages: 'Bahasa Inggeris, Cina, Melayu & Tamil',
    },
  },
  testimonials: {
    eyebrow: 'Testimoni',
    title: 'Disukai tuan rumah dan tetamu mereka',
    reviews: 'Ulasan gembira',
    guests: 'Tetamu dijemput',
    rated: 'Penilaian 5 daripada 5',
    quotes: [
      {
        quote: 'Saudara-mara kami di tiga negara buka kad jemputan di WhatsApp dan terus balas malam itu juga. Tak perlu lagi kejar orang untuk tahu jumlah tetamu.',
        name: 'Nur Aisyah',
        event: 'Majlis perkahwinan di Kuala Lumpur',
      },
      {
        quote: 'Senarai RSVP beritahu kami tepat berapa hidangan tanpa daging yang perlu ditempah. Kata katerer, itulah kiraan tetamu paling senang yang pernah dia buat.',
        name: 'Priya & Arjun',
        event: 'Perkahwinan India di Pulau Pinang',
      },
      {
        quote: 'Saya siapkan kad jemputan hari jadi anak saya masa rehat tengah hari. Ibu bapa suka butang peta, dan tahun ini tak ada siapa yang sesat.',
        name: 'Mei Ling',
        event: 'Parti hari jadi di Johor Bahru',
      },
    ],
  },
  pricing: {
    eyebrow: 'Harga',
    title: 'Satu bayaran mudah untuk setiap jemputan',
    intro: 'Reka secara percuma. Bayar sekali apabila anda sedia untuk menerbitkannya: tiada langganan, tiada caj ikut bilangan tetamu.',
    mostPopular: 'Paling Popular',
    oneTime: 'sekali bayar',
    includes: (plan) => `Pakej ${plan} merangkumi`,
    startWith: (plan) => `Mula dengan ${plan}`,
    review: 'Bayaran disemak oleh pasukan kami, biasanya dalam masa 1-2 hari bekerja.',
    plans: {
      silver: {
        blurb: 'Semua yang anda perlukan untuk menjemput, memantau dan menyambut tetamu.',
        features: MALAY_PACKAGE_FEATURES.silver,
      },
      platinum: {
        blurb: 'Untuk tuan rumah yang mahu menerima hadiah dan pautan sendiri yang mudah diingat.',
        features: MALAY_PACKAGE_FEATURES.platinum,
      },
    },
  },
  cta: {
    title: 'Tetamu anda sedang menanti berita gembira',
    text: 'Pilih reka bentuk, isi butiran majlis dan kongsikan kad jemputan anda hari ini. Hanya beberapa minit.',
    createAccount: 'Buka akaun percuma',
  },
};

export default landing;
