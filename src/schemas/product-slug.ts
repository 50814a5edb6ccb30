import { z } from 'astro/zod';
import { message } from './field-texts.ts';

/**
 * A product page's slug, as manuals series and shipping figures name it: the folder's name in
 * content/products/. Which slugs exist is a cross-file rule (unknownProducts,
 * src/lib/product-regions.ts).
 */
export const productSlug = z.string().regex(
  /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/,
  message({
    en: 'must be a product page: the name of its folder in content/products/, e.g. "flagship-megatron"',
    de: 'muss eine Produktseite sein: der Name ihres Ordners in content/products/, z. B. „flagship-megatron“',
    fr: 'doit être une page produit : le nom de son dossier dans content/products/, p. ex. « flagship-megatron »',
    ja: '製品ページを入力してください。content/products/ にあるフォルダー名です（例: 「flagship-megatron」）',
    ko: '제품 페이지여야 합니다. content/products/에 있는 폴더 이름입니다(예: "flagship-megatron")',
    zh: '必须是产品页面：content/products/ 中其文件夹的名称，例如“flagship-megatron”',
  }),
);
