/** Japanese: brand, header, footer and settings. */
import type { ContentTranslations } from '../types';
import { text, titles } from '../helpers';

const nav = [
  {
    link: { title: 'スキー' },
    children: titles('クラシカル', 'スケーティング', 'レース', 'ツーリング', 'バックカントリー', 'ジュニア'),
    banner: {
      title: 'Aurora Classic',
      text: '最軽量のクラシカルスキーに、低温雪用の新しいソールを採用。',
      image: { alt: '白樺林の中をダイアゴナルで進むスキーヤー' },
      link: { title: 'クラシカルスキーを見る' },
    },
  },
  {
    link: { title: 'ブーツ' },
    children: titles('クラシカル', 'スケーティング', 'コンビ', 'バックカントリー', 'ジュニア'),
    banner: {
      title: 'ぴったりのサイズを',
      text: 'サイズガイドで、2分で足を測れます。',
      image: { alt: '山小屋のストーブの横で乾かしているスキーブーツ' },
      link: { title: 'サイズガイドを開く' },
    },
  },
  { link: { title: 'ビンディング' }, children: titles('トラック', 'バックカントリー') },
  { link: { title: 'ポール' }, children: titles('レース', 'ツーリング', 'ジュニア') },
  {
    link: { title: 'アクセサリー' },
    children: titles('ワックスとツール', 'グローブ', '帽子とヘッドバンド', 'バッグとパック'),
    banner: {
      title: 'サービスマンのようにワックスを',
      text: 'グライドとグリップのワクシングを、雪質ごとに手順どおりに。',
      image: { alt: 'アイロンとスクレーパーが並ぶワックス台' },
      link: { title: 'ワックスガイドを読む' },
    },
  },
  { link: { title: 'ジャーナル' } },
  { link: { title: 'チーム' } },
  { link: { title: '店舗' } },
];

const secondary = titles('サポート', '店舗を探す', 'プロ', 'アカウント');

export const frame: ContentTranslations = {
  brand: {
    seo: {
      title: 'Loipe | リレハンメル発のノルディックスキー、ブーツ、ポール',
      description:
        '1987年からリレハンメルで開発・テストを続ける、クラシカル、スケーティング、バックカントリーのスキー、ブーツ、ビンディング、ポール。',
    },
    contact: { no: { title: 'Loipe AS（本社）' }, jp: { title: 'Loipe Japan 株式会社' } },
  },
  headers: {
    'header-retail': {
      main_nav: nav,
      top_alert: [
        { text: '150ドル以上のご注文で送料無料', link: { title: '配送と返品' } },
        { text: '200カナダドル以上のご注文で送料無料', link: { title: '配送と返品' } },
        { text: '1,500ノルウェークローネ以上のご注文で送料無料', link: { title: '配送と返品' } },
        { text: 'お住まいの国では、Loipe製品は各地の販売店でお求めいただけます。お近くの販売店を探す。', link: { title: '販売店を探す' } },
      ],
      secondary_nav: secondary,
    },
    'header-pro': {
      title: 'ヘッダー（プロ）',
      main_nav: nav,
      top_alert: [
        { text: 'Loipe Pro：サイト全体でプロ価格を表示しています。', link: { title: '購入額トラッカーを見る' } },
        {
          text: 'プロ年度は6月30日までです。大きなご注文の前に、購入額トラッカーで残高をご確認ください。',
          link: { title: '購入額トラッカー' },
        },
        {
          text: 'ヨーロッパでは、プロのご注文はお近くのLoipe販売店で承ります。店頭でプロコードをご提示ください。',
          link: { title: '販売店を探す' },
        },
      ],
      secondary_nav: secondary,
    },
  },
  footer: {
    tagline: '1987年からリレハンメルで開発・テストを続けるノルディックスキー用品。',
    columns: [
      { title: 'ショップ', links: titles('スキー', 'ブーツ', 'ビンディング', 'ポール', 'アクセサリー', '購入前に試乗する') },
      { title: 'サポート', links: titles('サイズガイド', 'スキーの長さガイド', 'ワックスガイド', '保証', '返品', 'お問い合わせ') },
      { title: '会社情報', links: titles('Loipeについて', 'チームLoipe', 'ジャーナル', 'Loipe Pro', 'PSIA会員の方へ', '店舗を探す') },
      { title: '法的情報', links: titles('プライバシーポリシー', '販売条件', '会社概要') },
    ],
    newsletter: {
      heading: '新しいトラックをメールで',
      text: 'コース情報、ワックスのコツ、新製品の先行情報。ひと冬に4通だけお届けします。',
    },
  },
  errorPage: {
    title: 'エラーページ',
    header: 'ページが見つかりません',
    main_content: [
      text('お探しのページは移動したか、リンクが古くなっています。'),
      text('検索をお試しいただくか、ホームページからもう一度お探しください。'),
    ],
    link_text: 'ホームに戻る',
    product_header: 'いま人気の商品',
    product_recommendation_page: {
      header: 'この商品は販売を終了しました',
      main_content: [text('このモデルの製造は終了しましたが、同じ用途の商品をすぐにお届けできます。')],
    },
  },
  emailSignup: {
    lists: [
      { title: 'Loipeニュースレター', description: 'コース情報、テクニックのコツ、新しい用品。ひと冬に4通。' },
      { title: '試乗会', description: 'お近くの試乗会の日程を2週間前にお知らせします。' },
      { title: 'プロ向けニュース', description: 'プロ限定の特典と講習会の日程。' },
    ],
    copy: {
      heading: '新しいトラックをメールで',
      text: 'コース情報、ワックスのコツ、新製品の先行情報。ひと冬に4通だけお届けします。',
      placeholder: 'メールアドレス',
      button_text: '登録する',
      success: 'ありがとうございます。受信トレイで登録を確認してください。',
      privacy: '配信停止はメール内のリンクからいつでもできます。データの取り扱いについてはプライバシーポリシーをご覧ください。',
    },
    back_in_stock_notifications: {
      heading: 'このサイズは品切れです',
      text: 'メールアドレスをご登録いただくと、再入荷時に一度だけお知らせします。',
      button_text: '再入荷を知らせる',
      success: '登録しました。再入荷したらメールでお知らせします。',
    },
  },
  searchSettings: {
    main_menu: {
      title: '人気の検索',
      links: titles('クラシカルスキー', 'スケーティングブーツ', 'バックカントリースキー', 'グリップワックス', 'カーボンポール'),
    },
    sidebar_menu: {
      title: 'すぐに役立つ情報',
      links: titles('サイズガイド', 'スキーの長さガイド', 'ワックスガイド', 'テクニック記事', '店舗を探す'),
    },
  },
  regions: {
    'region-us': { title: 'アメリカ合衆国' },
    'region-ca': { title: 'カナダ' },
    'region-jp': { title: '日本' },
    'region-no': { title: 'ノルウェー' },
    'region-eu': { title: 'ヨーロッパ' },
    'region-other': { title: 'その他の国' },
    'region-pro': { title: 'プロ（アメリカ合衆国）' },
    'region-pro-ca': { title: 'プロ（カナダ）' },
    'region-pro-eu': { title: 'プロ（ヨーロッパ）' },
  },
};
