/** Japanese: banners and hotspots. */
import type { ContentTranslations } from '../types';
import { text } from '../helpers';

export const banners: ContentTranslations['banners'] = {
  'home-hero': {
    content: [
      text('2026/27 ウィンター'),
      text('遠回りのために作られたギア'),
      text('冷え込む朝、長いループ、帰り道の最後の登り。そのためのスキー、ブーツ、ポールをリレハンメルから。'),
    ],
    cta_button_global: [{ button_text: 'クラシカルを見る' }, { button_text: 'スケーティングを見る' }],
    background: { alt_text: '日の出のフィヨルド沿いに最初のトラックを刻む2人のスキーヤー' },
  },
  'home-aurora': {
    content: [text('Aurora Classicのセット'), text('マーカーをタップして、ビルケバイネルのコースでテストチームが使う用品をご覧ください。')],
    cta_button_global: [{ button_text: 'セットを見る' }],
    background: {
      alt_text: '白樺林を抜ける整備されたコースを滑るスキーヤー',
      content: {
        hotspots: [
          { title: 'Aurora Classic', ctaCopy: '購入する' },
          { title: 'Aurora クラシカルブーツ' },
          { title: 'Rime Carbon ポール' },
          {
            title: 'ビルケバイネルのコース',
            manual: {
              title: 'ビルケバイネルのコース',
              description: 'レーナからリレハンメルまで山を越える54km。私たちのテストループはシュシェーエンから始まります。',
            },
            ctaCopy: '旅の記録を読む',
          },
        ],
      },
    },
  },
  'home-lineup': {
    content: [text('ひと冬に、3つの雪'), text('冷たい新雪、凍ったトラック、湿った春の雪。すべてに応えるラインナップです。')],
    cta_button_global: [{ button_text: 'すべてのスキーを見る' }],
    background: { alt_text: '真冬、凍った湖の上、春の日差しの中のノルディックスキーコース' },
  },
  'home-pro': {
    content: [
      text('Loipe Pro'),
      text('指導員、コーチ、パトロールの方へ。一緒に滑りましょう。'),
      text('スキー指導員、コーチ、パトロール、販売店スタッフのためのプロ価格。'),
    ],
    cta_button_global: [{ button_text: 'プロに申し込む' }],
    background: { alt_text: '練習ループでグループを指導するスキー指導員' },
  },
  'home-test-store': {
    content: [text('購入前に試乗を'), text('Loipeの試乗会では、ラインナップのどのスキーでも一日お試しいただけます。')],
    cta_button_global: [{ button_text: '試乗会の日程を見る' }],
    background: { alt_text: '試乗会の雪の上に並ぶ試乗用スキー' },
  },
  'error-lost-track': {
    content: [
      text('トラックを見失いましたか？'),
      text('どんな名コースでも起こることです。スタートに戻って、別のループを試してみてください。'),
    ],
    cta_button_global: [{ button_text: 'ホームに戻る' }],
    background: { alt_text: '凍った湖の霧の中に消えていく誰もいないスキーのトラック' },
  },
  'about-hero': {
    content: [text('リレハンメルの工房から')],
    background: { alt_text: 'Loipeの工房に並ぶスキープレスと松のコア' },
  },
  'psia-hero': {
    content: [text('PSIA × Loipe'), text('ダイアゴナルを教える人のためのギア')],
    cta_button_global: [{ button_text: 'プロアカウントを作成' }],
    background: { alt_text: 'ダイアゴナルの手本を見せるPSIAの指導員' },
  },
  'pro-hero': {
    content: [text('Loipe Pro'), text('あなたの仕事場は雪の上。私たちもそうです。')],
    cta_button_global: [{ button_text: '今すぐ申し込む' }],
    background: { alt_text: 'トレーニングの夜、照明に照らされたスキースタジアム' },
  },
};
