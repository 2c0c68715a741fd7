/** Japanese: journal sections, post titles and excerpts (post bodies fall back to English). */
import type { ContentTranslations } from '../types';

export const blogCategories: ContentTranslations['blogCategories'] = {
  technique: {
    title: 'テクニック',
    description: 'コーチとアスリートによるドリルと解説で、一歩一歩を確かなものに。',
    seo: { title: 'テクニック | Loipeジャーナル', description: 'コーチと選手が解説するクラシカルとスケーティングの技術。' },
  },
  trips: {
    title: '旅',
    description: 'ビルケバイネルから北海道まで、旅する価値のあるコース、山小屋、レース。',
    seo: { title: '旅 | Loipeジャーナル', description: 'Loipeチームによるノルディックスキーの旅と記録。' },
  },
  'gear-care': {
    title: 'メンテナンス',
    description: 'ワクシング、研磨、保管。スキーを速く、ブーツを乾いた状態に保つために。',
    seo: { title: 'メンテナンス | Loipeジャーナル', description: 'クロスカントリースキーとブーツのワックス、保管、手入れの方法。' },
  },
};

export const blogPosts: ContentTranslations['blogPosts'] = {
  'double-poling-engine': {
    title: 'ダブルポール：エンジンを鍛える',
    hero_image: { alt: 'ナイター照明のコースでダブルポールをするスキーヤー' },
    excerpt: '現代のクラシカルレースは腕と体幹で勝負が決まります。ダブルポールを苦し紛れの手段ではなく武器にする方法。',
  },
  'skate-v2-timing': {
    title: '1段ステップのタイミング：1歩に1回のプッシュ',
    hero_image: { alt: '整備されたコースで1段ステップを滑るスケーター' },
    excerpt: '1段ステップは平地で最も速いギア。多くの人がタイミングで失速します。3つのドリルで解決しましょう。',
  },
  'diagonal-stride-kick': {
    title: 'ダイアゴナルのキックをつかむ',
    hero_image: { alt: '登りをダイアゴナルで進むクラシカルスキーヤー' },
    excerpt: '登りで滑るのは、たいていワックスのせいではありません。キックの瞬間の体重の位置が問題です。その感覚のつかみ方。',
  },
  'birkebeiner-in-a-day': {
    title: 'ビルケバイネルのコースを1日で',
    hero_image: { alt: 'ビルケバイネルのコース、シュシェーエン上の開けた高原' },
    excerpt: 'レーナからリレハンメルまで54km、背中には3.5kg。レース当日以外にビルケンのコースを滑る方法。',
  },
  'hut-to-hut-rondane': {
    title: 'ロンダーネを山小屋から山小屋へ',
    hero_image: { alt: '夕暮れのロンダーネの有人山小屋' },
    excerpt: '4日間、3つの山小屋、そして完璧なクラスト。ノルウェー最古の国立公園を巡るルート。',
  },
  'hokkaido-powder-touring': {
    title: '北海道の深雪をノルディックで',
    hero_image: { alt: 'ニセコ近くの深い雪に埋もれた白樺林' },
    excerpt: '北海道はアルペンのパウダーで有名です。幅広のノルディックスキーなら、その森も同じくらい素晴らしく、ずっと静かです。',
  },
  'summer-storage': {
    title: 'スキーを眠らせる：夏の保管',
    hero_image: { alt: '山小屋の工房のワックス台に置かれたスキー' },
    excerpt: '4月の20分で、11月までソールの滑走性を保てます。サービステクニシャンの保管手順。',
  },
  'choosing-kick-wax': {
    title: 'どのグリップワックス？雪を読む',
    hero_image: { alt: '寒い朝、凍った湖の上のクラシカルのトラック' },
    excerpt: '気温は半分の答えにすぎません。雪が新しいか古いかで、ハードワックスかクリスターかが決まります。',
  },
  'when-to-stone-grind': {
    title: 'ストーングラインドが必要なのはいつ？',
    hero_image: { alt: 'Loipeの工房でストーングラインドされるスキー' },
    excerpt: '新しいグラインドで古いスキーがよみがえることも。時期の見極め方と、頼むべきストラクチャー。',
  },
};
