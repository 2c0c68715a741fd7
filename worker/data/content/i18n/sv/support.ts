/** Swedish: support pages. */
import { contactRows } from '../../support/service';
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const supportPages: ContentTranslations['supportPages'] = {
  'size-guide': {
    title: 'Storleksguide',
    summary: 'Mät fot och hand och hitta rätt storlek på pjäxor, handskar och strumpor.',
    seo: {
      title: 'Storleksguide: pjäxor, handskar och strumpor',
      description: 'Storlekstabell för pjäxor med fotlängd i cm, EU-, UK- och US-storlekar samt storlekar för handskar och strumpor.',
    },
    body: [
      text('Mät foten'),
      items(
        'Ställ dig på ett papper mot en vägg, med strumporna du åker skidor i.',
        'Markera spetsen på din längsta tå och mät från väggen till markeringen.',
        'Mät båda fötterna på kvällen, när de är som störst, och utgå från den längsta.',
      ),
      text(
        'Längdpjäxor ska sitta tätt runt hälen och ge ungefär 1 cm utrymme framför tårna. Är du mellan två storlekar, välj den större för klassiskt och tur och den mindre för skate och tävling.',
      ),
      { caption: 'Pjäxor för vuxna', head: ['EU', 'Fotlängd (cm)', 'Mondopoint', 'UK', 'US herr', 'US dam'] },
      { caption: 'Juniorpjäxor', head: ['EU', 'Fotlängd (cm)', 'US barn'] },
      text('Handskar'),
      text('Mät runt handen strax nedanför knogarna, utan tummen.'),
      { caption: 'Handskar och vantar', head: ['Storlek', 'Handomkrets (cm)'] },
      {
        caption: 'Strumpor',
        head: ['Storlek', 'Skostorlek EU'],
        rows: [
          ['36-38', '36 till 38'],
          ['39-41', '39 till 41'],
          ['42-44', '42 till 44'],
          ['45-47', '45 till 47'],
        ],
      },
      { link: { title: 'Se pjäxor' } },
    ],
  },
  'ski-length-guide': {
    title: 'Guide till skid- och stavlängd',
    summary: 'Vilken skidlängd och styvhet som passar din vikt, och hur långa stavarna ska vara.',
    seo: {
      title: 'Guide till skid- och stavlängd',
      description: 'Längd på klassiska skidor och skateskidor efter kroppsvikt, turskidor efter längd och formler för stavlängd.',
    },
    body: [
      text(
        'En längdskida väljs först efter vikt. Spannet ska bära din vikt i glidfasen och tryckas ned när du skjuter ifrån. Längden avgör bara inom det intervall som vikten ger.',
      ),
      text('Klassiska skidor och skateskidor efter vikt'),
      {
        caption: 'Rekommenderad längd',
        head: ['Kroppsvikt (kg)', 'Klassiskt (cm)', 'Skate (cm)', 'Styvhet'],
        rows: [
          ['40–50', '180–185', '165–172', 'Mjuk'],
          ['50–60', '185–192', '172–177', 'Mjuk till medel'],
          ['60–70', '192–197', '177–182', 'Medel'],
          ['70–80', '197–202', '182–187', 'Medel till styv'],
          ['80–90', '202–207', '187–192', 'Styv'],
          ['över 90', '207–210', '192', 'Extra styv'],
        ],
      },
      text('Snabba formler'),
      items(
        'Klassiskt: din längd plus 20 till 30 cm, högst 210 cm.',
        'Skate: din längd plus 10 till 15 cm, högst 192 cm.',
        'Turskidor med stålkanter: din längd plus 10 till 20 cm.',
        'Fjällskidor: från din längd till din längd plus 10 cm; kortare svänger lättare mellan träden.',
        'Barn under 8 år: ungefär sin egen längd. Äldre juniorer: längd plus 10 till 15 cm (klassiskt), plus 5 till 10 cm (skate).',
      ),
      text(
        'Tävlingsåkare väljer den styvaste skidan i sitt viktintervall för kalla, hårda spår och den mjukaste för lös snö eller nysnö. I våra butiker mäter vi spannet medan du står på skidan.',
      ),
      text('Stavar'),
      {
        caption: 'Stavlängd',
        head: ['Stil', 'Formel', 'Exempel för 180 cm'],
        rows: [
          ['Klassiskt', 'längd × 0,83', '150 cm'],
          ['Skate', 'längd × 0,89', '160 cm'],
          ['Tur och fjäll', 'längd × 0,80 till 0,85', '145–155 cm'],
        ],
      },
      text('Är du mellan två längder, välj den kortare för klassiskt och den längre för skate.'),
      { link: { title: 'Se skidor' } },
      { link: { title: 'Se stavar' } },
    ],
  },
  waxing: {
    title: 'Vallaguide',
    summary: 'Glidvalla, fästvalla, klister och skötsel av stighudar, steg för steg.',
    seo: {
      title: 'Så vallar du längdskidor',
      description: 'Glidvallning, fästvalla och klister steg för steg, och skötsel av skinskidor och fiskfjällsskidor.',
    },
    body: [
      text('Glidvalla (spets och bakdel, och hela skateskidor)'),
      items(
        'Rengör sulan med en mässingsborste från spets till bakdel, tio drag.',
        'Ställ vallajärnet på temperaturen som står på vallan; för varmt bränner sulan.',
        'Droppa valla längs skidan och stryk in den med lugna, jämna drag tills vallan håller sig flytande 5 cm bakom järnet.',
        'Låt skidan svalna i minst 15 minuter, eller över natten för en hårdare yta.',
        'Skrapa med en vass plastsickling och rensa spåret med sicklingens hörn.',
        'Borsta med nylonborste tills sulan glänser och avsluta med en tagelborste.',
      ),
      text('Fästvalla (fästzonen på klassiska skidor)'),
      items(
        'Markera fästzonen: från pjäxans häl till ungefär 50 cm framför, eller som den anpassades i butiken.',
        'Rugga lätt upp zonen med sandpapper korn 120 och stryk in ett tunt lager grundvalla.',
        'Lägg på ett tunt lager fästvalla och korka det slätt.',
        'Lägg på tre till fem tunna lager, korka vart och ett, och låt skidorna svalna utomhus innan du åker.',
      ),
      text('Klister'),
      text(
        'Värm tuben, lägg ett tunt fiskbensmönster på var sida om spåret och fördela det med spateln eller handflatan. Låt det sätta sig utomhus i tio minuter. Ta bort klistret med vallaborttagning efter varje tur.',
      ),
      text('Skinskidor och fiskfjällsskidor'),
      text(
        'Stighudar behöver ingen fästvalla. Rengör dem med skinrengöring med några turers mellanrum och behandla dem med skinspray så att de inte isar. På fiskfjällsskidor vallas bara glidzonerna; en fästspray hjälper i blöt snö.',
      ),
      { link: { title: 'Se valla och verktyg' } },
      { link: { title: 'Kontakta vårt serviceteam' } },
    ],
  },
  warranty: {
    title: 'Garanti',
    summary: 'Två års garanti på material och tillverkning, och så gör du en anmälan.',
    seo: {
      title: 'Loipes garanti',
      description: 'Vad Loipes tvååriga garanti täcker, vad den inte täcker och hur du gör en garantianmälan.',
    },
    body: [
      text(
        'Alla skidor, pjäxor, bindningar och stavar från Loipe har två års garanti mot fel i material och tillverkning från inköpsdagen. Ger konsumentlagstiftningen där du bor dig längre rättigheter gäller de.',
      ),
      text('Det här täcks'),
      items(
        'Delaminering av ovansida, sidovägg eller sula.',
        'Förlorat spann under första säsongen vid normal användning.',
        'Sulor som släpper och sömmar som går upp på pjäxor.',
        'Bindningsdelar som går sönder vid normal användning.',
        'Stavrör som går av utan fall eller slag.',
      ),
      text('Det här täcks inte'),
      items(
        'Repor, kärnskador och kantskador från sten, grus eller väg.',
        'Skidor som går av vid fall eller kollision, och stavar som blir trampade på eller fastnar.',
        'Normalt slitage: slitna pjäxsulor, blekta färger och utslitna stighudar.',
        'Värmeskador, som en sula bränd av vallajärnet eller en pjäxa torkad på kaminen.',
      ),
      text('Brottgaranti'),
      text(
        'Bröt du en skida vid ett fall under första säsongen? Skicka bitarna till oss med kvittot så får du 30 % rabatt på ett nytt par av samma modell.',
      ),
      text('Så gör du en anmälan'),
      items(
        'Ta tydliga bilder av skadan och av serienumret på skidan eller pjäxan.',
        'Köpte du hos en återförsäljare lämnar du produkten och kvittot där. Köpte du på nätet kontaktar du vår kundservice.',
        'Vi bedömer ärendet inom fem arbetsdagar och reparerar, byter ut eller återbetalar produkten.',
      ),
      { link: { title: 'Kontakta kundservice' } },
    ],
  },
  returns: {
    title: 'Frakt och returer',
    summary: '30 dagar att returnera oanvända varor, gratis i USA, Kanada och Norge.',
    seo: {
      title: 'Frakt och returer',
      description: 'Leveranstider, gränser för fri frakt och hur du returnerar en beställning till Loipe.',
    },
    body: [
      text('Frakt'),
      {
        caption: 'Leverans',
        head: ['Butik', 'Leveranstid', 'Fri frakt från'],
        rows: [
          ['USA', '2–5 arbetsdagar', '150 USD'],
          ['Kanada', '3–6 arbetsdagar', '200 CAD'],
          ['Norge', '1–3 arbetsdagar', '1 500 NOK'],
        ],
      },
      text('Beställningar skickas inom två arbetsdagar. Du får en spårningslänk via mejl så snart paketet lämnar vårt lager.'),
      text('Returer'),
      text(
        'Du har 30 dagar från leverans på dig att returnera varor som är oanvända, i originalförpackningen och med alla etiketter kvar. Returer är gratis i USA, Kanada och Norge.',
      ),
      items(
        'Logga in och öppna beställningen på ditt konto, eller kontakta kundservice om du handlade som gäst.',
        'Välj varorna du vill returnera och skriv ut den förbetalda etiketten.',
        'Packa varorna väl och lämna paketet hos ett postombud.',
      ),
      text(
        'Vi återbetalar till ditt ursprungliga betalsätt inom fem arbetsdagar efter att vi har tagit emot paketet. Behöver du en annan storlek eller längd? Returnera varan och gör en ny beställning: det går snabbast.',
      ),
      text('Det här kan vi inte ta tillbaka'),
      items(
        'Skidor som har vallats, monterats med bindningar eller slipats på beställning.',
        'Öppnad valla och öppnat klister.',
        'Strumpor och andra hygienartiklar när förseglingen är bruten.',
      ),
      text('Köpte du hos en återförsäljare? Lämna tillbaka varan i butiken där du köpte den; deras egna returvillkor gäller.'),
      { link: { title: 'Hitta din återförsäljare' } },
    ],
  },
  contact: {
    title: 'Kontakta oss',
    summary: 'Telefon, e-post och öppettider för vår kundservice i alla regioner.',
    seo: { title: 'Kontakta Loipe', description: 'Så når du Loipes kundservice via telefon eller e-post i din region.' },
    body: [
      text(
        'Vår kundservice åker också skidor: fråga oss om storlekar, vallning, beställningar, returer eller garanti. Vi svarar på mejl inom en arbetsdag.',
      ),
      {
        caption: 'Kundservice per region (lokal tid)',
        head: ['Kontor', 'Telefon', 'E-post', 'Öppettider'],
        rows: contactRows({ mon: 'mån', tue: 'tis', wed: 'ons', thu: 'tor', fri: 'fre', sat: 'lör', sun: 'sön' }),
      },
      text('Huvudkontor'),
      text('Loipe AS, Storgata 84, 2615 Lillehammer, Norge. Vår huvudbutik ligger på bottenvåningen och har öppet varje dag på vintern.'),
      text('Innan du skriver'),
      items(
        'Gäller det en beställning, ha ordernumret till hands; det står i orderbekräftelsen.',
        'Gäller det en garantianmälan, bifoga bilder av skadan och av serienumret.',
        'Har du frågor om pro-kontot, skriv till pro@loipe.com.',
      ),
      { link: { title: 'Garanti' } },
      { link: { title: 'Frakt och returer' } },
    ],
  },
};
