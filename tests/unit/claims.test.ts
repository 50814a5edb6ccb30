import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REGION_CODES } from '../../src/config/regions.ts';
import { SITE_HOSTS, SOURCED_BRAND_ADDRESSES } from '../../src/config/sourced-addresses.ts';
import { loadProductPage } from '../../src/lib/product-pages.ts';
import { regionGuides } from '../../src/lib/product-guides.ts';
import { translatorFor } from '../../src/i18n/translator.ts';
import { unsourcedBrandAddresses } from '../../src/lib/brand-addresses.ts';
import { formatWrittenDay } from '../../src/lib/dates.ts';
import { guideText } from '../../src/lib/manual-guide.ts';
import { formatPrice } from '../../src/lib/price.ts';
import type { ProductCopy } from '../../src/schemas/product-page.ts';
import { shipped } from '../support/shipped-data.ts';
import { testContexts } from '../support/test-data.ts';

// Each region's shipped data as its build holds it (schemas, link checks, cross-file rules).
const contexts = await testContexts();
// The "Verified" part of docs/links.md: the outside addresses the sourced facts name.
const verifiedLinks = readFileSync('docs/links.md', 'utf8').split('## Not verified')[0] ?? '';

// The publications the old praise block put invented sentences in the mouth of.
const PUBLICATIONS = [
  'The Verge',
  'CNET',
  'Engadget',
  'Gizmodo',
  'IGN',
  'TechRadar',
  'Digital Trends',
  'Mashable',
  "Tom's Guide",
];

describe.each(REGION_CODES)('claims in %s', (region) => {
  const { settings } = shipped(region);

  it('attribute no line of the praise block to a publication', () => {
    const home = JSON.stringify(shipped(region).home);
    for (const publication of PUBLICATIONS) expect(home).not.toContain(publication);
  });

  it('list only social accounts whose address docs/links.md gives as verified, with its source', () => {
    for (const { link, source } of settings.social) {
      expect(source).not.toBe('');
      expect(verifiedLinks).toContain(link);
    }
  });

  it('say "Community building, stay tuned!" in the region’s language', () => {
    expect(translatorFor(region)('home.communityComingSoon')).not.toBe('');
  });
});

/**
 * Every data file under regions/ and content/ as the loaders read it (every region's: the load
 * holds them all), as text laid out as in the files.
 */
const dataFiles = [...contexts.us.loaded].map(([file, data]) => ({
  file,
  text: JSON.stringify(data, null, 2),
}));

/** Words and addresses that no source backs, each with why: none may come back into the data. */
const UNBACKED: [string, string][] = [
  ['best prices of the year', 'a price claim no source makes'],
  ['lowest prices', 'a price claim no source makes'],
  ['/pages/download', 'no source gives the app download page'],
  ['apply-wholesale-account', 'no source gives the wholesale application'],
  ['/blogs/', 'no source gives the gift guide article'],
  ['wings-out flight pose', 'no source names Buzz Lightyear’s poses'],
  ['wings', 'no source says Buzz Lightyear opens wings or strikes a flight pose'],
  ['flügel', 'no source says Buzz Lightyear opens wings or strikes a flight pose'],
  ['ailes', 'no source says Buzz Lightyear opens wings or strikes a flight pose'],
  ['双翼', 'no source says Buzz Lightyear opens wings or strikes a flight pose'],
  ['% apr', 'the spec names 0% APR for Grimlock’s US monthly price only, which its product facts carry'],
  ['wireless charging', 'no source says the AI Base charges wirelessly'],
];

describe.each(UNBACKED)('no data file says "%s"', (phrase, why) => {
  it(`(${why})`, () => {
    const saying = dataFiles.filter(({ text }) => text.toLowerCase().includes(phrase)).map(({ file }) => file);
    expect(saying).toEqual([]);
  });
});

/**
 * Claims taken out of the data because no source gives them, in every language they were (or
 * could be) written in: none may come back. A phrase is lower case, as the data's text is
 * searched; `files` limits it to the files it was taken from where the words are fine elsewhere.
 */
interface Removed {
  phrases: string[];
  why: string;
  files?: RegExp;
}

/** Every data file in a language other than English: the copy of cn, jp, kr, de and fr. */
const NON_ENGLISH = /^(content\/.+\/(cn|jp|kr|de|fr|zh|ja|ko)\.json|regions\/(cn|jp|kr|de|fr)\/.+)$/;

const REMOVED: Removed[] = [
  {
    // Content spec point 4: stock decides sold out, in the catalogue; copy that says it stays
    // behind when a region restocks (the offer block says it where it holds).
    phrases: ['currently sold out', 'derzeit ausverkauft', 'actuellement épuisé', 'en rupture de stock'],
    why: 'an availability is the catalogue’s, not the copy’s',
    files: /^content\/products\//,
  },
  {
    // Content spec point 2 names mini theater multiplay as page content in general, not as a
    // feature of Megatron, Optimus Prime or Grimlock.
    phrases: [
      'mini theater multiplay',
      'three or more robosen robots perform together',
      'mini-theater-multiplay',
      'drei oder mehr robosen roboter gemeinsam auftreten',
      'multijoueur mini-théâtre',
      'trois robots robosen ou plus se produisent ensemble',
      '迷你剧场',
      'ミニシアター',
      '미니 시어터',
      '미니 극장',
    ],
    why: 'no source gives mini theater multiplay as a feature of a robot',
    files: /^content\/products\//,
  },
  {
    // Sourced: a free Robosen account, proof of purchase, original ownership, support@robosen.com.
    phrases: [
      '?subject=',
      'with the subject',
      'avec l’objet',
      'mit dem betreff',
      'a photo of your receipt',
      'photo de votre ticket de caisse',
      'foto ihres kaufbelegs',
      'the name of the store',
      'the name of the shop',
      'nom du magasin',
      'name des geschäfts',
      'since when',
      'depuis quand',
      'seit wann',
      'photos or a short video',
      'photos ou courte vidéo',
      'photos ou une courte vidéo',
      'fotos oder ein kurzes video',
      '照片或一段简短的视频',
      '写真や短い動画',
      '사진이나 짧은 동영상',
      'photos or videos you attach',
      'photos ou vidéos que vous joignez',
      'fotos oder videos, die sie anhängen',
      '照片或视频',
      '写真・動画',
      '사진 또는 동영상',
    ],
    why: 'no source gives what a registration, return or support e-mail must contain',
  },
  {
    phrases: [
      'you can ask us to stop at any time',
      'stop sending you e',
      'arrêter ces envois',
      'ne plus vous envoyer d’e-mails',
      'den versand einzustellen',
      'keine e-mails mehr zu senden',
      '要求我们停止发送',
      '停止向您发送电子邮件',
      '수신 중단을 원하시면',
      '이메일 발송을 중단',
      '配信の停止をご希望の場合',
      'メール配信の停止',
    ],
    why: 'no source gives a way to unsubscribe',
  },
  {
    // Platform spec point 4: a failed token refresh clears the session, and logins expire.
    phrases: [
      'stays in the browser until you log out',
      'jusqu’à ce que vous vous déconnectiez',
      'bleibt im browser gespeichert, bis sie sich abmelden',
      '登录状态会一直保留在浏览器中',
      '로그아웃하기 전까지 로그인 상태가',
      'ログアウトするまでブラウザに保持',
    ],
    why: 'a sign-in does not stay until logout: it ends when a refresh fails or the login expires',
  },
  {
    // Platform spec point 3 and point 7: the profile's fields and the subscribe payload are not shown.
    phrases: [
      'nickname',
      'the date you joined',
      'where on the page you subscribed',
      'your email address and password',
      'your e-mail address and password',
      'pseudonyme',
      'date d’inscription',
      'emplacement du formulaire',
      'adresse e-mail et votre mot de passe',
      'spitzname',
      'registrierungsdatum',
      'an der sie sich eingetragen haben',
      'e-mail-adresse und ihr passwort',
      '昵称',
      '注册日期',
      '您在页面上订阅的位置',
      '邮箱地址和密码',
      '닉네임',
      '가입일',
      '구독하신 위치',
      '이메일 주소와 비밀번호',
      'ニックネーム',
      '登録日',
      'ページ内でご登録いただいた場所',
      'メールアドレスとパスワード',
      'address, title, region and language',
      'son adresse, son titre',
      'ihre adresse, ihren titel',
      '地址、标题、地区和语言',
      '주소, 제목, 지역 및 언어',
      'アドレス、タイトル、地域、言語',
    ],
    why: 'the specs do not show the fields of the profile, the subscribe payload or the page view',
  },
  {
    // Content spec point 2: a content-sharing hub and a creation tool, named in the region's language.
    phrases: ['"title": "hub"', '"title": "studio"', 'early black friday', 'early-black-friday', 'ai base bundle'],
    why: 'a site in another language shows no English heading, stage or product name',
    files: NON_ENGLISH,
  },
  {
    // Sourced facts: Buzz Lightyear is sold on buzz.robosen.com, not on us.robosen.com.
    phrases: ['save on k1, k1 pro, bumblebee g1 performance, buzz lightyear'],
    why: 'the US sale tile that links us.robosen.com names no Buzz Lightyear',
  },
  {
    phrases: ['to infinity and beyond', 'vers l’infini', 'unendlichkeit', '浩瀚无垠', '無限の彼方', '무한한 공간'],
    why: 'no source gives this quotation',
  },
  {
    phrases: ['robots of the eighties', 'années 80', 'achtziger', '八十年代', '80年代', '80년대'],
    why: 'no source dates the robots the fans grew up with',
  },
  {
    phrases: [
      'screen-accurate',
      'stepped off the screen',
      'sortait tout droit de l’écran',
      'der leinwand entsprungen',
      '大银幕',
      'スクリーンから抜け出して',
      '스크린에서 그대로',
    ],
    why: 'no source says the robots move as on screen',
  },
  {
    phrases: ['autobot', 'dinobot'],
    why: 'no source names these factions',
    files: /^content\/products\/(flagship-optimus-prime|grimlock-g1-flagship)\//,
  },
  {
    phrases: [
      'on-screen steps',
      'instructions à l’écran',
      'anweisungen auf dem bildschirm',
      '按照页面提示',
      '画面の案内に従って',
      '화면 안내에 따라',
      'switched on and charged',
      'allumé et chargé',
      'eingeschaltet und aufgeladen',
      '更新至最新版本',
      '最新の状態に保つ',
      '최신 버전으로 유지',
    ],
    why: 'no source gives how to pair a robot or what to check when it will not connect',
  },
  {
    phrases: ['暂时缺货'],
    why: 'no source says the AI Base is out of stock only for a time',
  },
];

describe.each(REMOVED.flatMap(({ phrases, why, files }) => phrases.map((phrase) => ({ phrase, why, files }))))(
  'no data file says "$phrase"',
  ({ phrase, why, files }) => {
    it(`(${why})`, () => {
      const saying = dataFiles
        .filter(({ file }) => !files || files.test(file))
        .filter(({ text }) => text.toLowerCase().includes(phrase))
        .map(({ file }) => file);
      expect(saying).toEqual([]);
    });
  },
);

/** The fields of a home tile this file reads. */
interface HomeTileData {
  key: string;
  title: string;
  subtitle: string;
  buy?: string;
}

describe('Buzz Lightyear is bought on buzz.robosen.com in North America', () => {
  // Sourced facts: "a separate North American store for Buzz Lightyear at buzz.robosen.com".
  const parsed = <Data>(path: string) => JSON.parse(dataFiles.find(({ file }) => file === path)!.text) as Data;
  const home = parsed<{ section1: HomeTileData[]; section2: HomeTileData[] }>('content/home/us.json');
  const catalogue = parsed<{ products: Record<string, { name: string; buy?: string }> }>('regions/us/catalogue.json');

  it('every US home tile that names Buzz Lightyear or shows him links buzz.robosen.com, if it links a store', () => {
    const wrong = [...home.section1, ...home.section2]
      .filter(({ key, title, subtitle }) => /buzz/i.test(`${key} ${title} ${subtitle}`))
      .filter(({ buy }) => buy !== undefined && buy !== 'https://buzz.robosen.com')
      .map(({ title, buy }) => `${title}: ${buy}`);
    expect(wrong).toEqual([]);
  });

  it('every US catalogue entry of Buzz Lightyear links buzz.robosen.com', () => {
    const wrong = Object.entries(catalogue.products)
      .filter(([key, { name }]) => /buzz/i.test(`${key} ${name}`))
      .filter(([, { buy }]) => buy !== 'https://buzz.robosen.com')
      .map(([key, { buy }]) => `${key}: ${buy}`);
    expect(wrong).toEqual([]);
  });
});

/** Each product page's copy in each language (content/products/<slug>/<language>.json). */
const productCopies = dataFiles
  .filter(({ file }) => /^content\/products\/[^/]+\/[a-z]{2}\.json$/.test(file))
  .map(({ file, text }) => ({ file, copy: JSON.parse(text) as ProductCopy }));

describe.each(productCopies)('$file', ({ copy }) => {
  it('lists no voice commands and names no programming modes (no source gives them)', () => {
    for (const section of copy.sections) {
      if (section.kind === 'voiceCommands') expect(section.list).toBeUndefined();
      if (section.kind === 'programming') expect(section.modes).toBeUndefined();
    }
  });
});

describe.each(productCopies.filter(({ file }) => file.includes('/flagship-optimus-prime/')))('$file', ({ copy }) => {
  it('gives the spec’s 39 voice commands', () => {
    const voice = copy.sections.find((section) => section.kind === 'voiceCommands');
    expect(voice?.intro).toMatch(/\b39\b/);
  });
});

describe('financing', () => {
  // Content spec point 9: "grimlock 1699 (or $141.6/month for 12 months at 0% APR)"; the limited
  // edition's "$58.25/month for 12 months" names no rate.
  const SPEC_APR = { 'grimlock-g1-flagship': { us: 0 } };

  it('a monthly price names a rate only where the spec gives one', () => {
    const aprs = Object.fromEntries(
      dataFiles
        .filter(({ file }) => /^content\/products\/[^/]+\/product\.json$/.test(file))
        .map(({ file, text }) => [file.split('/')[2], (JSON.parse(text) as { monthlyApr?: object }).monthlyApr])
        .filter(([, apr]) => apr !== undefined),
    );
    expect(aprs).toEqual(SPEC_APR);
  });
});

describe('holiday returns', () => {
  // Content spec point 9: "Extended holiday returns until 20 Jan 2025 (EU, US) and 27 Jan 2025 (UK)".
  const SPEC_DEADLINES = ['2025-01-20', '2025-01-27'];
  const MONTHS = /(january|januar|janvier|janv\.?|jan\.?)/;
  const RETURNS = /(return|rückgabe|zurückgeb|retour|retourner)/;

  it('a campaign names no return deadline in January but the spec’s', () => {
    const deadlines = dataFiles
      .filter(({ file }) => file.startsWith('content/campaigns/'))
      .flatMap(({ file, text }) =>
        text
          .toLowerCase()
          .split(/[.!?"]\s/)
          .filter((sentence) => RETURNS.test(sentence) && MONTHS.test(sentence))
          .map((sentence) => {
            const day = /\b(\d{1,2})\b/.exec(sentence.replace(/\b20\d\d\b/g, ''))?.[1]?.padStart(2, '0');
            const year = /\b(20\d\d)\b/.exec(sentence)?.[1];
            return { file, sentence, date: `${year}-01-${day}` };
          })
          .filter(({ date }) => !SPEC_DEADLINES.includes(date)),
      );
    expect(deadlines).toEqual([]);
  });
});

describe('outside addresses', () => {
  const linksDoc = readFileSync('docs/links.md', 'utf8');
  const sourced = SOURCED_BRAND_ADDRESSES.map(({ address }) => address);

  it('every store or policy address of the brand in the data is one a source gives', () => {
    const unsourced = dataFiles.flatMap(({ file, text }) =>
      unsourcedBrandAddresses(text, sourced, SITE_HOSTS).map((address) => `${file}: ${address}`),
    );
    expect(unsourced).toEqual([]);
  });

  it('every product guide names only addresses of the brand a source gives', () => {
    // What each guide prints (tests/unit/manuals.test.ts proves a rendered guide prints these lines).
    const guides = REGION_CODES.flatMap((region) =>
      regionGuides(contexts[region], region).map((guide) => ({ region, guide })),
    );
    expect(guides.length).toBeGreaterThan(0);
    const unsourced = guides.flatMap(({ region, guide }) =>
      unsourcedBrandAddresses(guideText(guide.model).join('\n'), sourced, SITE_HOSTS).map(
        (address) => `${region} ${guide.file}: ${address}`,
      ),
    );
    expect(unsourced).toEqual([]);
  });

  it('docs/links.md lists every sourced address as verified', () => {
    for (const address of sourced) expect(verifiedLinks).toContain(`\`${address}\``);
  });

  it('every host the data links is one docs/links.md accounts for (verified or awaiting confirmation)', () => {
    const unaccounted = dataFiles.flatMap(({ file, text }) =>
      [...text.matchAll(/https:\/\/([a-z0-9.-]+)/g)]
        .map((match) => match[1]!)
        .filter((host) => !host.endsWith('.example') && !linksDoc.includes(host))
        .map((host) => `${file}: ${host}`),
    );
    expect([...new Set(unaccounted)]).toEqual([]);
  });
});

describe('figures of the content spec', () => {
  // The figures themselves (the threshold, the days, the wording) are data a marketer may
  // change; what holds whatever they are is that the page's words follow the data.
  it('free shipping reads "Free shipping over $99" in the US with the spec’s amount', () => {
    expect(translatorFor('us')('product.freeShippingOver', { amount: formatPrice(99, 'us') })).toBe(
      'Free shipping over $99',
    );
  });

  it('"Community building, stay tuned!" is the US text of the error catalogue (content spec point 8)', () => {
    expect(translatorFor('us')('home.communityComingSoon')).toBe('Community building, stay tuned!');
  });

  it('the limited edition’s copy names the early-bird day of its facts', () => {
    const slug = 'optimus-prime-rise-of-the-beasts-signature-limited-edition';
    const { facts, copy } = loadProductPage(contexts.us, slug, 'us');
    // No early-bird day in the facts: the copy has none to name.
    const days = [facts.preOrder?.earlyBirdUntil].flatMap((day) => (day ? [formatWrittenDay(day, 'us')] : []));
    const copyText = JSON.stringify(copy);
    expect(days.filter((day) => !copyText.includes(day))).toEqual([]);
    expect(days.filter((day) => copyText.includes('before ' + day))).toEqual([]);
  });
});
