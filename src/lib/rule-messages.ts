import type { EditorLanguage } from '../schemas/field-texts.ts';

/**
 * The cross-file rules' messages in the editor's languages (src/schemas/field-texts.ts), one key a
 * message. A rule writes `{ field, ...ruleMessage('linkNoPage', { link, region }) }`: the English
 * text is the problem's `message` (what check:data and the build print), and `text` keeps the key
 * and its values so that the form editor can say it in the marketer's language (ruleTextIn).
 * File paths, ids and values stay as written in every language.
 */

type Say<Params> = (params: Params) => string;
type InEveryLanguage<Params> = Readonly<Record<EditorLanguage, Say<Params>>>;

const list = (values: readonly string[], none: string) => values.join(', ') || none;

/** A message in every editor language: a missing language is a type error. */
const say = <Params = void>(words: InEveryLanguage<Params>) => words;

export const RULE_MESSAGES = {
  fileMissing: say({
    en: () => 'is missing',
    de: () => 'fehlt',
    fr: () => 'est manquant',
    ja: () => 'がありません',
    ko: () => '이(가) 없습니다',
    zh: () => '缺失',
  }),
  linkNoPage: say<{ link: string; region: string }>({
    en: ({ link, region }) => `links to "${link}", but region ${region} builds no page at that path`,
    de: ({ link, region }) => `verweist auf „${link}“, aber Region ${region} baut unter diesem Pfad keine Seite`,
    fr: ({ link, region }) => `renvoie à « ${link} », mais la région ${region} ne construit aucune page à ce chemin`,
    ja: ({ link, region }) => `「${link}」へのリンクですが、地域 ${region} にはそのパスのページがありません`,
    ko: ({ link, region }) => `"${link}"(으)로 연결되지만 지역 ${region}에는 해당 경로의 페이지가 없습니다`,
    zh: ({ link, region }) => `链接到“${link}”，但地区 ${region} 在该路径下没有页面`,
  }),
  linkNoCampaign: say<{ link: string; region: string; id: string; schedule: string; copy: string }>({
    en: ({ link, region, id, schedule, copy }) =>
      `links to "${link}", but region ${region} has no campaign "${id}": add it to ${schedule} and its copy to ${copy}`,
    de: ({ link, region, id, schedule, copy }) =>
      `verweist auf „${link}“, aber Region ${region} hat keine Kampagne „${id}“: in ${schedule} eintragen und ihren Text in ${copy} anlegen`,
    fr: ({ link, region, id, schedule, copy }) =>
      `renvoie à « ${link} », mais la région ${region} n’a pas de campagne « ${id} » : ajoutez-la à ${schedule} et son texte à ${copy}`,
    ja: ({ link, region, id, schedule, copy }) =>
      `「${link}」へのリンクですが、地域 ${region} にキャンペーン「${id}」がありません。${schedule} に追加し、その文面を ${copy} に追加してください`,
    ko: ({ link, region, id, schedule, copy }) =>
      `"${link}"(으)로 연결되지만 지역 ${region}에는 캠페인 "${id}"이(가) 없습니다. ${schedule}에 추가하고 문구를 ${copy}에 추가하세요`,
    zh: ({ link, region, id, schedule, copy }) =>
      `链接到“${link}”，但地区 ${region} 没有活动“${id}”：请将其添加到 ${schedule}，并将其文案添加到 ${copy}`,
  }),
  linkWithheldOutsideList: say<{ link: string; region: string }>({
    en: ({ link, region }) =>
      `links to "${link}", a page region ${region} builds only once its data has entries; such a link must stand in a list, so that it can be left out`,
    de: ({ link, region }) =>
      `verweist auf „${link}“, eine Seite, die Region ${region} erst baut, wenn ihre Daten Einträge haben; ein solcher Link muss in einer Liste stehen, damit er weggelassen werden kann`,
    fr: ({ link, region }) =>
      `renvoie à « ${link} », une page que la région ${region} ne construit que lorsque ses données ont des entrées ; un tel lien doit figurer dans une liste, pour pouvoir être omis`,
    ja: ({ link, region }) =>
      `「${link}」へのリンクですが、地域 ${region} はデータに項目があるときだけこのページを作ります。このようなリンクは省けるようにリストの中に置いてください`,
    ko: ({ link, region }) =>
      `"${link}"(으)로 연결되지만, 지역 ${region}은(는) 데이터에 항목이 있을 때만 이 페이지를 만듭니다. 이런 링크는 생략될 수 있도록 목록 안에 있어야 합니다`,
    zh: ({ link, region }) =>
      `链接到“${link}”，地区 ${region} 只有在其数据有条目时才生成该页面；此类链接必须放在列表中，以便可以省略`,
  }),
  photoMissing: say<{ file: string }>({
    en: ({ file }) => `${file} is missing`,
    de: ({ file }) => `${file} fehlt`,
    fr: ({ file }) => `${file} est introuvable`,
    ja: ({ file }) => `${file} がありません`,
    ko: ({ file }) => `${file} 파일이 없습니다`,
    zh: ({ file }) => `${file} 不存在`,
  }),
  photoUnreadable: say<{ file: string; reason: string }>({
    en: ({ file, reason }) => `${file} ${reason}`,
    de: ({ file, reason }) => `${file} ist als Foto nicht lesbar (${reason})`,
    fr: ({ file, reason }) => `${file} n’est pas lisible comme photo (${reason})`,
    ja: ({ file, reason }) => `${file} を写真として読み込めません（${reason}）`,
    ko: ({ file, reason }) => `${file}을(를) 사진으로 읽을 수 없습니다 (${reason})`,
    zh: ({ file, reason }) => `${file} 无法作为照片读取（${reason}）`,
  }),
  photoFormat: say<{ file: string; format: string }>({
    en: ({ file, format }) => `${file} is ${format}: a photo must be a JPEG, PNG or WebP file`,
    de: ({ file, format }) => `${file} ist ${format}: ein Foto muss eine JPEG-, PNG- oder WebP-Datei sein`,
    fr: ({ file, format }) => `${file} est au format ${format} : une photo doit être un fichier JPEG, PNG ou WebP`,
    ja: ({ file, format }) => `${file} は ${format} です。写真は JPEG、PNG、WebP のいずれかにしてください`,
    ko: ({ file, format }) => `${file}은(는) ${format}입니다. 사진은 JPEG, PNG, WebP 파일이어야 합니다`,
    zh: ({ file, format }) => `${file} 是 ${format}：照片必须是 JPEG、PNG 或 WebP 文件`,
  }),
  // An upload's width, before its slot is known: the least width any slot takes, and the widest slot's.
  uploadTooNarrow: say<{ file: string; width: number; least: number; widths: string }>({
    en: ({ file, width, least, widths }) =>
      `${file} is ${width} px wide: a photo must be at least ${least} px wide (${widths})`,
    de: ({ file, width, least }) =>
      `${file} ist ${width} px breit: ein Foto muss mindestens ${least} px breit sein, für Titel- und Textbilder breiter`,
    fr: ({ file, width, least }) =>
      `${file} fait ${width} px de large : une photo doit faire au moins ${least} px de large, davantage pour une image de titre ou de texte`,
    ja: ({ file, width, least }) =>
      `${file} の幅は ${width} px です。写真の幅は ${least} px 以上が必要です（ヒーローやテキストの画像はさらに広く）`,
    ko: ({ file, width, least }) =>
      `${file}의 너비는 ${width}px입니다. 사진은 너비가 ${least}px 이상이어야 합니다(히어로·텍스트 이미지는 더 넓게)`,
    zh: ({ file, width, least }) => `${file} 宽 ${width} px：照片宽度至少为 ${least} px（主视觉和文字图片需要更宽）`,
  }),
  photoTooNarrow: say<{ file: string; width: number; slot: string; least: number }>({
    en: ({ file, width, slot, least }) =>
      `${file} is ${width} px wide: a ${slot} photo must be at least ${least} px wide`,
    de: ({ file, width, slot, least }) =>
      `${file} ist ${width} px breit: ein Foto im Format „${slot}“ muss mindestens ${least} px breit sein`,
    fr: ({ file, width, slot, least }) =>
      `${file} fait ${width} px de large : une photo « ${slot} » doit faire au moins ${least} px de large`,
    ja: ({ file, width, slot, least }) =>
      `${file} の幅は ${width} px です。「${slot}」の写真は幅 ${least} px 以上にしてください`,
    ko: ({ file, width, slot, least }) =>
      `${file}의 너비는 ${width}px입니다. "${slot}" 사진은 너비가 ${least}px 이상이어야 합니다`,
    zh: ({ file, width, slot, least }) => `${file} 宽 ${width} px：“${slot}”照片宽度至少须为 ${least} px`,
  }),
  sectionMissing: say<{ id: string }>({
    en: ({ id }) => `has no section with id "${id}", which the page must have`,
    de: ({ id }) => `hat keinen Abschnitt mit der ID „${id}“, den die Seite haben muss`,
    fr: ({ id }) => `n’a pas de section d’identifiant « ${id} », que la page doit avoir`,
    ja: ({ id }) => `ID「${id}」のセクションがありません。このページに必要です`,
    ko: ({ id }) => `ID가 "${id}"인 섹션이 없습니다. 이 페이지에 필요한 섹션입니다`,
    zh: ({ id }) => `没有 ID 为“${id}”的版块，而该页面必须有`,
  }),
  menuTargetNoSection: say<{ target: string }>({
    en: ({ target }) => `"${target}" is no section of the page`,
    de: ({ target }) => `„${target}“ ist kein Abschnitt der Seite`,
    fr: ({ target }) => `« ${target} » n’est pas une section de la page`,
    ja: ({ target }) => `「${target}」はこのページのセクションではありません`,
    ko: ({ target }) => `"${target}"은(는) 이 페이지의 섹션이 아닙니다`,
    zh: ({ target }) => `“${target}”不是该页面的版块`,
  }),
  videoUnknown: say({
    en: () => 'names no video of product.json',
    de: () => 'nennt kein Video aus product.json',
    fr: () => 'ne nomme aucune vidéo de product.json',
    ja: () => 'product.json にない動画を指定しています',
    ko: () => 'product.json에 없는 동영상을 지정했습니다',
    zh: () => '指定的视频不在 product.json 中',
  }),
  manualLinkNotPhrase: say({
    en: () => 'must be a phrase of the paragraphs',
    de: () => 'muss eine Wendung aus den Absätzen sein',
    fr: () => 'doit être une expression des paragraphes',
    ja: () => '段落の中の語句にしてください',
    ko: () => '단락에 있는 문구여야 합니다',
    zh: () => '必须是段落中的一个短语',
  }),
  sectionIdTwice: say<{ id: string }>({
    en: ({ id }) => `has two sections with id "${id}"`,
    de: ({ id }) => `hat zwei Abschnitte mit der ID „${id}“`,
    fr: ({ id }) => `a deux sections d’identifiant « ${id} »`,
    ja: ({ id }) => `ID「${id}」のセクションが 2 つあります`,
    ko: ({ id }) => `ID가 "${id}"인 섹션이 두 개 있습니다`,
    zh: ({ id }) => `有两个 ID 为“${id}”的版块`,
  }),
  catalogueSellsNone: say<{ keys: string; region: string; slug: string }>({
    en: ({ keys, region, slug }) => `sells none of ${keys}, but region ${region} builds the page /${slug}`,
    de: ({ keys, region, slug }) => `verkauft keins von ${keys}, aber Region ${region} baut die Seite /${slug}`,
    fr: ({ keys, region, slug }) => `ne vend aucun de ${keys}, mais la région ${region} construit la page /${slug}`,
    ja: ({ keys, region, slug }) => `${keys} のどれも販売していませんが、地域 ${region} はページ /${slug} を作ります`,
    ko: ({ keys, region, slug }) =>
      `${keys} 중 어느 것도 판매하지 않지만 지역 ${region}은(는) /${slug} 페이지를 만듭니다`,
    zh: ({ keys, region, slug }) => `未销售 ${keys} 中的任何一个，但地区 ${region} 会生成页面 /${slug}`,
  }),
  guideSectionMissing: say<{ id: string }>({
    en: ({ id }) => `has no section "${id}", which the product guides quote`,
    de: ({ id }) => `hat keinen Abschnitt „${id}“, den die Produktanleitungen zitieren`,
    fr: ({ id }) => `n’a pas de section « ${id} », que citent les guides produit`,
    ja: ({ id }) => `製品ガイドが引用するセクション「${id}」がありません`,
    ko: ({ id }) => `제품 가이드가 인용하는 섹션 "${id}"이(가) 없습니다`,
    zh: ({ id }) => `没有产品指南引用的版块“${id}”`,
  }),
  manualLinkNoGuide: say<{ region: string }>({
    en: ({ region }) => `links to the product's guide, but region ${region} has none (see docs/support.md, "Manuals")`,
    de: ({ region }) =>
      `verweist auf die Produktanleitung, aber Region ${region} hat keine (siehe docs/support.md, „Manuals“)`,
    fr: ({ region }) =>
      `renvoie au guide du produit, mais la région ${region} n’en a pas (voir docs/support.md, « Manuals »)`,
    ja: ({ region }) =>
      `製品ガイドへのリンクですが、地域 ${region} にはガイドがありません（docs/support.md の「Manuals」を参照）`,
    ko: ({ region }) =>
      `제품 가이드로 연결되지만 지역 ${region}에는 가이드가 없습니다 (docs/support.md의 "Manuals" 참조)`,
    zh: ({ region }) => `链接到产品指南，但地区 ${region} 没有指南（见 docs/support.md 的“Manuals”）`,
  }),
  seriesIdTwice: say<{ id: string }>({
    en: ({ id }) => `"${id}" is used twice`,
    de: ({ id }) => `„${id}“ wird zweimal verwendet`,
    fr: ({ id }) => `« ${id} » est utilisé deux fois`,
    ja: ({ id }) => `「${id}」が 2 回使われています`,
    ko: ({ id }) => `"${id}"이(가) 두 번 사용되었습니다`,
    zh: ({ id }) => `“${id}”被使用了两次`,
  }),
  productInTwoSeries: say<{ product: string; series: string }>({
    en: ({ product, series }) => `"${product}" already belongs to series "${series}"`,
    de: ({ product, series }) => `„${product}“ gehört schon zur Serie „${series}“`,
    fr: ({ product, series }) => `« ${product} » appartient déjà à la série « ${series} »`,
    ja: ({ product, series }) => `「${product}」はすでにシリーズ「${series}」に属しています`,
    ko: ({ product, series }) => `"${product}"은(는) 이미 시리즈 "${series}"에 속해 있습니다`,
    zh: ({ product, series }) => `“${product}”已属于系列“${series}”`,
  }),
  pdfMissing: say<{ pdf: string }>({
    en: ({ pdf }) => `names ${pdf}, which does not exist`,
    de: ({ pdf }) => `nennt ${pdf}, das es nicht gibt`,
    fr: ({ pdf }) => `nomme ${pdf}, qui n’existe pas`,
    ja: ({ pdf }) => `${pdf} を指定していますが、このファイルはありません`,
    ko: ({ pdf }) => `${pdf}을(를) 지정했지만 이 파일이 없습니다`,
    zh: ({ pdf }) => `指定了 ${pdf}，但该文件不存在`,
  }),
  notPdf: say<{ pdf: string }>({
    en: ({ pdf }) => `${pdf} is not a PDF file`,
    de: ({ pdf }) => `${pdf} ist keine PDF-Datei`,
    fr: ({ pdf }) => `${pdf} n’est pas un fichier PDF`,
    ja: ({ pdf }) => `${pdf} は PDF ファイルではありません`,
    ko: ({ pdf }) => `${pdf}은(는) PDF 파일이 아닙니다`,
    zh: ({ pdf }) => `${pdf} 不是 PDF 文件`,
  }),
  seriesUnknown: say<{ series: string; file: string; known: string }>({
    en: ({ series, file, known }) => `"${series}" is no series of ${file} (${known})`,
    de: ({ series, file, known }) => `„${series}“ ist keine Serie aus ${file} (${known})`,
    fr: ({ series, file, known }) => `« ${series} » n’est pas une série de ${file} (${known})`,
    ja: ({ series, file, known }) => `「${series}」は ${file} のシリーズではありません（${known}）`,
    ko: ({ series, file, known }) => `"${series}"은(는) ${file}의 시리즈가 아닙니다 (${known})`,
    zh: ({ series, file, known }) => `“${series}”不是 ${file} 中的系列（${known}）`,
  }),
  manualListedTwice: say<{ file: string }>({
    en: ({ file }) => `"${file}" is listed twice`,
    de: ({ file }) => `„${file}“ steht zweimal in der Liste`,
    fr: ({ file }) => `« ${file} » figure deux fois dans la liste`,
    ja: ({ file }) => `「${file}」が 2 回記載されています`,
    ko: ({ file }) => `"${file}"이(가) 두 번 나열되어 있습니다`,
    zh: ({ file }) => `“${file}”被列出了两次`,
  }),
  noSeriesListsProduct: say<{ product: string }>({
    en: ({ product }) => `no series lists "${product}": add it to the "products" of the series its guide belongs to`,
    de: ({ product }) =>
      `keine Serie führt „${product}“: tragen Sie es in „products“ der Serie ein, zu der seine Anleitung gehört`,
    fr: ({ product }) =>
      `aucune série ne contient « ${product} » : ajoutez-le aux « products » de la série à laquelle appartient son guide`,
    ja: ({ product }) =>
      `「${product}」を含むシリーズがありません。ガイドが属するシリーズの「products」に追加してください`,
    ko: ({ product }) =>
      `"${product}"을(를) 포함하는 시리즈가 없습니다. 가이드가 속한 시리즈의 "products"에 추가하세요`,
    zh: ({ product }) => `没有系列包含“${product}”：请将其添加到其指南所属系列的“products”中`,
  }),
  generatedGuideName: say<{ file: string }>({
    en: ({ file }) => `"${file}" is the name of a generated guide; choose another name`,
    de: ({ file }) => `„${file}“ ist der Name einer erzeugten Anleitung; wählen Sie einen anderen Namen`,
    fr: ({ file }) => `« ${file} » est le nom d’un guide généré ; choisissez un autre nom`,
    ja: ({ file }) => `「${file}」は自動生成されるガイドの名前です。別の名前にしてください`,
    ko: ({ file }) => `"${file}"은(는) 자동 생성되는 가이드의 이름입니다. 다른 이름을 고르세요`,
    zh: ({ file }) => `“${file}”是自动生成的指南的名称；请换一个名称`,
  }),
  productNotInCatalogue: say<{ key: string; region: string }>({
    en: ({ key, region }) => `"${key}" is not in regions/${region}/catalogue.json`,
    de: ({ key, region }) => `„${key}“ steht nicht in regions/${region}/catalogue.json`,
    fr: ({ key, region }) => `« ${key} » ne figure pas dans regions/${region}/catalogue.json`,
    ja: ({ key, region }) => `「${key}」は regions/${region}/catalogue.json にありません`,
    ko: ({ key, region }) => `"${key}"은(는) regions/${region}/catalogue.json에 없습니다`,
    zh: ({ key, region }) => `“${key}”不在 regions/${region}/catalogue.json 中`,
  }),
  officeUnnamed: say<{ office: string }>({
    en: ({ office }) => `is missing: content/contact.json lists the office "${office}", which needs a name here`,
    de: ({ office }) => `fehlt: content/contact.json führt das Büro „${office}“, das hier einen Namen braucht`,
    fr: ({ office }) => `est manquant : content/contact.json liste le bureau « ${office} », qui a besoin d’un nom ici`,
    ja: ({ office }) => `がありません。content/contact.json にオフィス「${office}」があり、ここに名前が必要です`,
    ko: ({ office }) =>
      `이(가) 없습니다. content/contact.json에 사무소 "${office}"이(가) 있으므로 여기에 이름이 필요합니다`,
    zh: ({ office }) => `缺失：content/contact.json 列出了办事处“${office}”，此处需要为其命名`,
  }),
  bannerNoCampaign: say<{ campaign: string; region: string; known: readonly string[] }>({
    en: ({ campaign, region, known }) =>
      `"${campaign}" is not a campaign of regions/${region}/campaigns.json (${list(known, 'none')})`,
    de: ({ campaign, region, known }) =>
      `„${campaign}“ ist keine Kampagne aus regions/${region}/campaigns.json (${list(known, 'keine')})`,
    fr: ({ campaign, region, known }) =>
      `« ${campaign} » n’est pas une campagne de regions/${region}/campaigns.json (${list(known, 'aucune')})`,
    ja: ({ campaign, region, known }) =>
      `「${campaign}」は regions/${region}/campaigns.json のキャンペーンではありません（${list(known, 'なし')}）`,
    ko: ({ campaign, region, known }) =>
      `"${campaign}"은(는) regions/${region}/campaigns.json의 캠페인이 아닙니다 (${list(known, '없음')})`,
    zh: ({ campaign, region, known }) =>
      `“${campaign}”不是 regions/${region}/campaigns.json 中的活动（${list(known, '无')}）`,
  }),
  campaignNoCopy: say<{ copy: string }>({
    en: ({ copy }) => `has no copy: add ${copy}`,
    de: ({ copy }) => `hat keinen Text: ${copy} anlegen`,
    fr: ({ copy }) => `n’a pas de texte : ajoutez ${copy}`,
    ja: ({ copy }) => `文面がありません。${copy} を追加してください`,
    ko: ({ copy }) => `문구가 없습니다. ${copy}을(를) 추가하세요`,
    zh: ({ copy }) => `没有文案：请添加 ${copy}`,
  }),
  campaignNoSchedule: say<{ id: string; schedule: string }>({
    en: ({ id, schedule }) => `has no schedule: add "${id}" to ${schedule}`,
    de: ({ id, schedule }) => `hat keinen Zeitplan: „${id}“ in ${schedule} eintragen`,
    fr: ({ id, schedule }) => `n’a pas de calendrier : ajoutez « ${id} » à ${schedule}`,
    ja: ({ id, schedule }) => `スケジュールがありません。「${id}」を ${schedule} に追加してください`,
    ko: ({ id, schedule }) => `일정이 없습니다. "${id}"을(를) ${schedule}에 추가하세요`,
    zh: ({ id, schedule }) => `没有排期：请将“${id}”添加到 ${schedule}`,
  }),
  campaignStageNotScheduled: say<{ stage: number; id: string; schedule: string; stages: string }>({
    en: ({ stage, id, schedule, stages }) =>
      `names stage ${stage}, which "${id}" in ${schedule} does not have (it has ${stages}): add the stage there, or name one of those`,
    de: ({ stage, id, schedule, stages }) =>
      `nennt Phase ${stage}, die „${id}“ in ${schedule} nicht hat (sie hat ${stages}): die Phase dort ergänzen oder eine davon nennen`,
    fr: ({ stage, id, schedule, stages }) =>
      `cite l’étape ${stage}, que « ${id} » n’a pas dans ${schedule} (elle a ${stages}) : ajoutez l’étape là-bas, ou citez l’une de celles-ci`,
    ja: ({ stage, id, schedule, stages }) =>
      `段階 ${stage} を指定していますが、${schedule} の「${id}」にはありません（あるのは ${stages}）。そちらに段階を追加するか、そのいずれかを指定してください`,
    ko: ({ stage, id, schedule, stages }) =>
      `단계 ${stage}을(를) 지정했지만 ${schedule}의 "${id}"에는 없습니다(있는 단계: ${stages}). 그곳에 단계를 추가하거나 그중 하나를 지정하세요`,
    zh: ({ stage, id, schedule, stages }) =>
      `指定了阶段 ${stage}，但 ${schedule} 中的“${id}”没有该阶段（现有 ${stages}）：请在那里添加该阶段，或改为其中之一`,
  }),
  campaignCopyNoRegion: say<{ regions: string }>({
    en: ({ regions }) => `names no region: name a campaign's copy after its region (${regions})`,
    de: ({ regions }) => `nennt keine Region: Benennen Sie den Text einer Kampagne nach ihrer Region (${regions})`,
    fr: ({ regions }) => `ne nomme aucune région : nommez le texte d’une campagne d’après sa région (${regions})`,
    ja: ({ regions }) => `地域を示していません。キャンペーンの文面は地域名で名付けてください（${regions}）`,
    ko: ({ regions }) => `지역을 나타내지 않습니다. 캠페인 문구 파일은 지역 이름으로 지으세요 (${regions})`,
    zh: ({ regions }) => `未指明地区：请以地区命名活动文案（${regions}）`,
  }),
  campaignOutsideSpec: say<{ id: string; regions: string; region: string }>({
    en: ({ id, regions, region }) =>
      `the content spec runs "${id}" in ${regions} only (src/config/availability.ts): remove it here, or give ${region}'s campaign another id`,
    de: ({ id, regions, region }) =>
      `laut Inhaltsvorgabe läuft „${id}“ nur in ${regions} (src/config/availability.ts): hier entfernen oder der Kampagne von ${region} eine andere ID geben`,
    fr: ({ id, regions, region }) =>
      `la spécification de contenu ne diffuse « ${id} » qu’en ${regions} (src/config/availability.ts) : retirez-la ici, ou donnez un autre identifiant à la campagne de ${region}`,
    ja: ({ id, regions, region }) =>
      `コンテンツ仕様では「${id}」は ${regions} のみで実施します（src/config/availability.ts）。ここから削除するか、${region} のキャンペーンに別の ID を付けてください`,
    ko: ({ id, regions, region }) =>
      `콘텐츠 사양상 "${id}"은(는) ${regions}에서만 진행됩니다 (src/config/availability.ts). 여기서 삭제하거나 ${region} 캠페인에 다른 ID를 지정하세요`,
    zh: ({ id, regions, region }) =>
      `内容规范规定“${id}”仅在 ${regions} 开展（src/config/availability.ts）：请在此删除，或为 ${region} 的活动换一个 ID`,
  }),
  campaignReplacesPage: say<{ id: string }>({
    en: ({ id }) => `campaign "${id}" would replace the page /${id}: choose another id`,
    de: ({ id }) => `Kampagne „${id}“ würde die Seite /${id} ersetzen: wählen Sie eine andere ID`,
    fr: ({ id }) => `la campagne « ${id} » remplacerait la page /${id} : choisissez un autre identifiant`,
    ja: ({ id }) => `キャンペーン「${id}」はページ /${id} を置き換えてしまいます。別の ID にしてください`,
    ko: ({ id }) => `캠페인 "${id}"이(가) /${id} 페이지를 대체하게 됩니다. 다른 ID를 고르세요`,
    zh: ({ id }) => `活动“${id}”会替换页面 /${id}：请换一个 ID`,
  }),
  campaignTakesStore: say<{ id: string }>({
    en: ({ id }) => `campaign "${id}" would take /${id}, where the ${id} store's pages are: choose another id`,
    de: ({ id }) =>
      `Kampagne „${id}“ würde /${id} belegen, wo die Seiten des Shops ${id} liegen: wählen Sie eine andere ID`,
    fr: ({ id }) =>
      `la campagne « ${id} » prendrait /${id}, où se trouvent les pages de la boutique ${id} : choisissez un autre identifiant`,
    ja: ({ id }) =>
      `キャンペーン「${id}」は ${id} ストアのページがある /${id} を使ってしまいます。別の ID にしてください`,
    ko: ({ id }) => `캠페인 "${id}"이(가) ${id} 스토어 페이지가 있는 /${id}을(를) 차지하게 됩니다. 다른 ID를 고르세요`,
    zh: ({ id }) => `活动“${id}”会占用 ${id} 商店页面所在的 /${id}：请换一个 ID`,
  }),
  campaignTakesServerPath: say<{ id: string }>({
    en: ({ id }) => `campaign "${id}" would take /${id}, which the site's server answers: choose another id`,
    de: ({ id }) =>
      `Kampagne „${id}“ würde /${id} belegen, das der Server der Website beantwortet: wählen Sie eine andere ID`,
    fr: ({ id }) =>
      `la campagne « ${id} » prendrait /${id}, auquel répond le serveur du site : choisissez un autre identifiant`,
    ja: ({ id }) =>
      `キャンペーン「${id}」はサイトのサーバーが応答する /${id} を使ってしまいます。別の ID にしてください`,
    ko: ({ id }) => `캠페인 "${id}"이(가) 사이트 서버가 응답하는 /${id}을(를) 차지하게 됩니다. 다른 ID를 고르세요`,
    zh: ({ id }) => `活动“${id}”会占用由网站服务器响应的 /${id}：请换一个 ID`,
  }),
  heroNeedsPhoto: say<{ slug: string }>({
    en: ({ slug }) =>
      `is missing: content/products/${slug}/product.json names no drawing ("illustration"), so the hero needs a photo`,
    de: ({ slug }) =>
      `fehlt: content/products/${slug}/product.json nennt keine Zeichnung („illustration“), also braucht der Hero-Abschnitt ein Foto`,
    fr: ({ slug }) =>
      `est manquant : content/products/${slug}/product.json ne nomme aucun dessin (« illustration »), le héros a donc besoin d’une photo`,
    ja: ({ slug }) =>
      `がありません。content/products/${slug}/product.json に図（「illustration」）がないため、ヒーローには写真が必要です`,
    ko: ({ slug }) =>
      `이(가) 없습니다. content/products/${slug}/product.json에 그림("illustration")이 없으므로 히어로에 사진이 필요합니다`,
    zh: ({ slug }) =>
      `缺失：content/products/${slug}/product.json 未指定绘图（“illustration”），因此主视觉需要一张照片`,
  }),
  viewWithoutIllustration: say<{ slug: string }>({
    en: ({ slug }) =>
      `content/products/${slug}/product.json names no drawing ("illustration"): give "photo" instead, or name an illustration there`,
    de: ({ slug }) =>
      `content/products/${slug}/product.json nennt keine Zeichnung („illustration“): geben Sie stattdessen „photo“ an oder nennen Sie dort eine Zeichnung`,
    fr: ({ slug }) =>
      `content/products/${slug}/product.json ne nomme aucun dessin (« illustration ») : indiquez plutôt « photo », ou nommez-y un dessin`,
    ja: ({ slug }) =>
      `content/products/${slug}/product.json に図（「illustration」）がありません。代わりに「photo」を指定するか、そこに図を指定してください`,
    ko: ({ slug }) =>
      `content/products/${slug}/product.json에 그림("illustration")이 없습니다. 대신 "photo"를 지정하거나 그곳에 그림을 지정하세요`,
    zh: ({ slug }) =>
      `content/products/${slug}/product.json 未指定绘图（“illustration”）：请改为填写“photo”，或在该文件中指定绘图`,
  }),
  productWithoutFacts: say<{ facts: string }>({
    en: ({ facts }) => `makes no page without a valid ${facts}: add it with its "regions" and "catalogueKeys"`,
    de: ({ facts }) => `ergibt ohne gültige ${facts} keine Seite: legen Sie sie mit „regions“ und „catalogueKeys“ an`,
    fr: ({ facts }) =>
      `ne donne aucune page sans ${facts} valide : ajoutez-le avec ses « regions » et « catalogueKeys »`,
    ja: ({ facts }) =>
      `有効な ${facts} がないとページになりません。「regions」と「catalogueKeys」を付けて追加してください`,
    ko: ({ facts }) =>
      `유효한 ${facts} 없이는 페이지가 만들어지지 않습니다. "regions"와 "catalogueKeys"를 넣어 추가하세요`,
    zh: ({ facts }) => `没有有效的 ${facts} 就不会生成页面：请添加该文件及其“regions”和“catalogueKeys”`,
  }),
  productRegionsOfSpec: say<{ spec: string; slug: string }>({
    en: ({ spec, slug }) =>
      `must be ${spec}: platform spec point 2 gives /${slug} in those regions (src/config/availability.ts)`,
    de: ({ spec, slug }) =>
      `muss ${spec} sein: Punkt 2 der Plattformvorgabe gibt /${slug} in diesen Regionen vor (src/config/availability.ts)`,
    fr: ({ spec, slug }) =>
      `doit être ${spec} : le point 2 de la spécification de la plateforme prévoit /${slug} dans ces régions (src/config/availability.ts)`,
    ja: ({ spec, slug }) =>
      `${spec} にしてください。プラットフォーム仕様の 2 項で /${slug} はこれらの地域に設けられています（src/config/availability.ts）`,
    ko: ({ spec, slug }) =>
      `${spec}이어야 합니다. 플랫폼 사양 2항은 이 지역들에 /${slug}을(를) 둡니다 (src/config/availability.ts)`,
    zh: ({ spec, slug }) => `必须为 ${spec}：平台规范第 2 条规定 /${slug} 在这些地区提供（src/config/availability.ts）`,
  }),
  productRegionWithoutCopy: say<{ region: string; copy: string }>({
    en: ({ region, copy }) => `names ${region}, whose copy is missing: add ${copy}`,
    de: ({ region, copy }) => `nennt ${region}, dessen Text fehlt: ${copy} anlegen`,
    fr: ({ region, copy }) => `nomme ${region}, dont le texte manque : ajoutez ${copy}`,
    ja: ({ region, copy }) => `${region} を指定していますが、その文面がありません。${copy} を追加してください`,
    ko: ({ region, copy }) => `${region}을(를) 지정했지만 문구가 없습니다. ${copy}을(를) 추가하세요`,
    zh: ({ region, copy }) => `指定了 ${region}，但缺少其文案：请添加 ${copy}`,
  }),
  catalogueKeySoldTwice: say<{ key: string; seller: string }>({
    en: ({ key, seller }) => `"${key}" is sold by ${seller} already: a catalogue entry has one page`,
    de: ({ key, seller }) => `„${key}“ wird schon von ${seller} verkauft: ein Katalogeintrag hat eine Seite`,
    fr: ({ key, seller }) => `« ${key} » est déjà vendu par ${seller} : une entrée du catalogue a une seule page`,
    ja: ({ key, seller }) => `「${key}」はすでに ${seller} が販売しています。カタログ項目のページは 1 つです`,
    ko: ({ key, seller }) => `"${key}"은(는) 이미 ${seller}에서 판매합니다. 카탈로그 항목의 페이지는 하나입니다`,
    zh: ({ key, seller }) => `“${key}”已由 ${seller} 销售：一个目录条目只有一个页面`,
  }),
  catalogueEntryWithoutPage: say<{ key: string }>({
    en: ({ key }) =>
      `no product page sells "${key}": add it to "catalogueKeys" in its content/products/<slug>/product.json`,
    de: ({ key }) =>
      `keine Produktseite verkauft „${key}“: tragen Sie es in „catalogueKeys“ seiner content/products/<slug>/product.json ein`,
    fr: ({ key }) =>
      `aucune page produit ne vend « ${key} » : ajoutez-le aux « catalogueKeys » de son content/products/<slug>/product.json`,
    ja: ({ key }) =>
      `「${key}」を販売する商品ページがありません。その content/products/<slug>/product.json の「catalogueKeys」に追加してください`,
    ko: ({ key }) =>
      `"${key}"을(를) 판매하는 제품 페이지가 없습니다. 해당 content/products/<slug>/product.json의 "catalogueKeys"에 추가하세요`,
    zh: ({ key }) =>
      `没有商品页面销售“${key}”：请将其添加到对应 content/products/<slug>/product.json 的“catalogueKeys”中`,
  }),
  unknownProduct: say<{ slug: string }>({
    en: ({ slug }) => `"${slug}" is no product page: name a folder of content/products/ that has a product.json`,
    de: ({ slug }) =>
      `„${slug}“ ist keine Produktseite: nennen Sie einen Ordner in content/products/, der eine product.json hat`,
    fr: ({ slug }) =>
      `« ${slug} » n’est pas une page produit : nommez un dossier de content/products/ qui contient un product.json`,
    ja: ({ slug }) =>
      `「${slug}」は商品ページではありません。product.json がある content/products/ のフォルダーを指定してください`,
    ko: ({ slug }) => `"${slug}"은(는) 제품 페이지가 아닙니다. product.json이 있는 content/products/ 폴더를 지정하세요`,
    zh: ({ slug }) => `“${slug}”不是商品页面：请指定 content/products/ 中含有 product.json 的文件夹`,
  }),
};

export type RuleMessageKey = keyof typeof RULE_MESSAGES;

/** The values a message's text is made of. */
export type RuleMessageParams<Key extends RuleMessageKey> = Parameters<(typeof RULE_MESSAGES)[Key]['en']>[0];

/** A rule's message by its key and values, to be said in any editor language (ruleTextIn). */
export type RuleText = { [Key in RuleMessageKey]: { key: Key; params: RuleMessageParams<Key> } }[RuleMessageKey];

/** A rule's message: its English text (what check:data and the build print), and its key and values. */
export interface RuleMessage {
  message: string;
  text: RuleText;
}

/** A rule's message by its key and the values its text is made of. */
export function ruleMessage<Key extends RuleMessageKey>(
  key: Key,
  ...[params]: RuleMessageParams<Key> extends void ? [] : [RuleMessageParams<Key>]
): RuleMessage {
  const text = { key, params } as RuleText;
  return { message: ruleTextIn(text, 'en'), text };
}

/** A rule's message in `language`. */
export const ruleTextIn = (text: RuleText, language: EditorLanguage): string =>
  (RULE_MESSAGES[text.key][language] as Say<unknown>)(text.params);
