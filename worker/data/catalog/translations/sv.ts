/** Swedish product copy: uid → [tagline, description]. */
export const sv: Record<string, [string, string]> = {
  'aurora-classic': [
    'Vallningsbar klassisk skida för ett säkert frånskjut i preparerade spår.',
    'Aurora är vår vallningsbara klassiska skida för dig som tränar flera gånger i veckan. Den medelhårda spannet håller fästvallan bra i kyla och låter skidan glida fritt så fort frånskjutet är klart. Den lätta träkärnan håller svingvikten nere på långa pass.',
  ],
  'aurora-skin': [
    'Mohairfäste: frånskjut utan vallning, i all slags snö.',
    'En remsa mohair under foten fäster lika bra i nysnö, is och blöt snö, så du kan åka direkt från bilen. Den omarbetade spannet lyfter nu skinnet tidigare från snön för bättre glid. Rengör skinnet då och då, ingen fästvalla behövs.',
  ],
  'nordlys-waxless': [
    'Fiskfjäll för enkelt fäste på helgens turer.',
    'Ett fräst fiskfjällsmönster ger pålitligt fäste i spåren runt stan och i parken. Den mjuka spannet förlåter ett sent frånskjut och den breda spetsen flyter över ojämna spår. Ett bra första par för dig som vill ut utan vallalåda.',
  ],
  'spor-grip': [
    'Stabil och förlåtande, gjord för dina första säsonger.',
    'Spor Grip är bredare och kortare än en sportskida, så den står stadigt medan du lär dig diagonalen. Fiskfjällen fäster från första steget. Den tåliga sulan klarar grus vid spårstarten.',
  ],
  'vidde-classic': [
    'Vallningsbar långdistansskida med lugn gång.',
    'Vidde är byggd för långa slingor och skidmaraton, med en progressiv spann som håller vallan i timmar. Den något mjukare spetsen går rakt även i slitna, isiga spår. Kombinera med en klassisk bindning och en sats fästvallor.',
  ],
  'rime-skate': [
    'Pigg skateskida för träning och motionslopp.',
    'Rime trycker tillbaka hårt i varje skär och ger energin till nästa glid. Kolfiberförstärkningar gör den vridstyv så att kanten håller på hårt underlag. Sintrad sula med kallslip, redo att vallas.',
  ],
  'isbre-skate': [
    'En livlig skateskida som belönar bra teknik.',
    'Isbre förenar motion och prestation: stabil nog för långa pass, snabb nog för intervaller. Den rundade spetsen plogar mindre snö i mjuka spår. Den sintrade sulan tar glidvalla bra.',
  ],
  'glima-skate': [
    'Din första skateskida: balanserad, stabil och lätt att styra.',
    'En mjukare flex och en något bredare midja gör Glima Sport lätt att balansera på medan du lär dig skatestegen. Den är stabil på flacken och förlåtande i snabba kurvor. Den extruderade sulan kräver lite skötsel.',
  ],
  'tinde-skate': [
    'Omarbetad för kuperade banor och snabba utförslöpor.',
    'Tinde har en kortare spets och en styvare bakdel för snabba backar och säkert fäste i utförsbackarna. Omarbetningen sparar vikt och ger en hårdare sula för slipande vårsnö. En mångsidig skateskida för kuperad terräng.',
  ],
  'fjell-68': [
    'Smal nog för spåret, stålkanter för allt annat.',
    'Fjell 68 passar i ett spår men lämnar det gärna för frusna sjöar och skogsvägar. Hela stålkanter biter på isiga traverser och fiskfjällen tar sig uppför svaga backar utan stighudar. En perfekt följeslagare från stuga till stuga.',
  ],
  'fjell-78': [
    'Mer flyt i nysnö, fortfarande kvick på flacken.',
    'Med 78 millimeter i spetsen flyter Fjell 78 i nysnö och svänger villigt på vägen ner. Den tydliga midjan gör telemarksvängar enkla. Fiskfjäll under foten klarar den böljande terrängen mellan stigningarna.',
  ],
  'trollstig-98': [
    'Nordisk frihet uppför, riktiga svängar nedför.',
    'Den bredaste skidan vi gör: Trollstig 98 kombinerar en rockerspets med en kort fästzon som fungerar med stighudar. Den klättrar branta backar med stighudar och carvar riktiga svängar i djupsnö. För dig som binder ihop toppar snarare än spår.',
  ],
  'vidde-bc-skin': [
    'Inbyggt mohairskinn för tysta stigningar.',
    'En bred mohairinsats fäster i backar där fiskfjäll slirar och glider tyst på skare. Stålkanter och en måttlig midja håller Vidde Skin BC lugn i utförsåkningen. Perfekt för fjällplatåer och långa åsar.',
  ],
  'lavvu-tour': [
    'Sju färger, en lättsam turskida.',
    'Lavvu Tour trivs i spåret och på skogsstigar. Fiskfjällen fäster i kuperad terräng och den medelbreda skidan är stabil även med dagsryggsäck. Välj den färg du gillar, de åker alla likadant.',
  ],
  'kvist-trail': [
    'Kort, stabil och redo för skogsstigen.',
    'Kortare och bredare än en spårskida svänger Kvist Trail lätt mellan träden och klarar ojämn snö. Fiskfjällssulan tar sig upp för små backar utan krångel. Ta med den på vinterpromenader där inget spår är draget.',
  ],
  'polar-expedition': [
    'Gjord för att dra en pulka över vidderna i veckor.',
    'Polar Expedition bär en tung pulka över vindpackad snö utan att sjunka. Delvisa stålkanter greppar på skavlar och den styva flexen håller fästzonen borta från snön i glidet. Testad på korsningar av Hardangervidda.',
  ],
  'tass-junior': [
    'Åtta färger av vallningsfri lek för unga åkare.',
    'Tass har en mjuk spann som barn faktiskt kan trycka ner, så fiskfjällen fäster i varje steg. Den rundade spetsen och den tåliga sulan klarar hopp på skolgården. Längre längder kostar lite mer.',
  ],
  'tass-skate-junior': [
    'En riktig skateskida i juniorstorlekar.',
    'Tass Skate är byggd som våra skateskidor för vuxna, med en flex anpassad för lättare åkare. Den passar klubbträning och de första tävlingarna. Längre längder kostar lite mer.',
  ],
  'spire-kids': [
    'Första skidorna för trädgården och lekplatsen.',
    'Korta, lätta och med valfri remmbindning är Spire Kids gjorda för de allra första stegen på snö. Fiskfjäll hjälper små åkare uppför små backar. Lätta att bära för små armar.',
  ],
  'nordlys-race-cold': [
    'Världscupkonstruktion för kall, torr snö.',
    'Nordlys Race Cold har en hög, styv spann som håller hårdvallan borta från snön i glidfasen. En fjäderlätt bikakekärna och en kall tävlingsslip gör den till förstaval under minus fem grader. Varje par flexmatchas för hand.',
  ],
  'nordlys-race-plus': [
    'Vår snabbaste skateskida, ny för säsongen.',
    'Ett laminat helt i kolfiber och en tunnare kärna tar bort vikt där det räknas. Nordlys Race Plus accelererar direkt och förblir lugn i toppfart. Handplockade par med universell tävlingsslip.',
  ],
  'rime-race': [
    'Omarbetad tävlingsskida för skate i mjuka och blöta spår.',
    'Rime Race fördelar trycket över en längre yta och flyter i mjuka, blöta spår där styvare skidor sjunker. Omarbetningen ger en varmsnöstruktur och en tåligare ovansida. Perfekt för vårlopp och varmare banor.',
  ],
  'skare-klister': [
    'Tävlingsskida för klister på isig och omvandlad snö.',
    'Skare Klister har en lång, mjuk fästzon som håller klister på isiga spår och kornsnö. Fasta fram- och bakdelar ger långt glid. Vårt val för vårlopp och kustförhållanden.',
  ],
  'vidde-classic-2021': [
    'Förra Vidde, ersatt av den nuvarande modellen.',
    'Den här utgåvan av Vidde Classic tillverkas inte längre. Efterföljaren behåller den lugna långdistanskaraktären med en lättare kärna. Se nuvarande Vidde Classic och våra andra klassiska skidor.',
  ],
  'glima-skate-2020': [
    'Den första Glima, efterträdd av Glima Sport.',
    'Glima från 2020 tillverkas inte längre. Glima Sport har tagit dess plats med en stabilare plattform och en tåligare sula. Upptäck våra nuvarande skateskidor i stället.',
  ],
  'aurora-classic-boot': [
    'Följsam framfot, fast häl: gjord för diagonalsteget.',
    'Aurora-pjäxan böjer sig lätt vid trampdynan och håller hälen fast, så varje frånskjut går in i skidan. En vattenavvisande damask håller snö borta från snörningen. Sulan passar alla tvåskensbindningar för spår.',
  ],
  'spor-touring-boot': [
    'Varm, rymlig och bekväm från första steget.',
    'Spor är en bekväm pjäxa för lugna turer med rymlig tåbox och tjock isolering. Snörning med kardborreband stängs snabbt även med handskar. Passar alla tvåskensbindningar för spår.',
  ],
  'nordlys-race-classic-boot': [
    'Hälkappa i kolfiber och en tävlingssula som böjer sig precis rätt.',
    'En hälkappa i kolfiber låser foten medan tävlingssulan böjer sig exakt under trampdynan. Nordlys Race väger under 900 gram paret och kan värmeformas för personlig passform. Vår lättaste klassiska pjäxa.',
  ],
  'rime-skate-boot': [
    'Fotledsstöd och styv sula för kraftfull skate.',
    'Den ledade skaftet på Rime stöttar fotleden i varje frånskjut och låter knät röra sig fritt framåt. Den vridstyva sulan för kraften direkt till kanten. En omslutande stängning fördelar trycket jämnt.',
  ],
  'rime-race-skate-boot': [
    'Ett chassi helt i kolfiber för tävlingsdagen.',
    'Rime Race omsluter foten med ett chassi helt i kolfiber för den mest direkta kraftöverföring vi gör. Det låga skaftet har justerbar framåtlutning. Värmeformbar för en tät passform utan tryckpunkter.',
  ],
  'glima-combi-boot': [
    'En pjäxa för både klassiskt och skate.',
    'Ett avtagbart skaft gör Glima från skatepjäxa till klassisk pjäxa på några sekunder. Den medelstyva sulan fungerar med båda teknikerna. Rätt pjäxa om du vill prova båda stilarna med ett par.',
  ],
  'vidde-combi-boot': [
    'Bekväm kombipjäxa med varmt foder.',
    'Vidde ger lätt fotledsstöd för skate och tillräcklig flex för klassiskt. Varmt foder och rymlig passform gör den till ett bra val för långa dagar. Passar alla tvåskensbindningar för spår.',
  ],
  'fjell-bc-boot': [
    'Fjällpjäxa i läder med vattentätt membran.',
    'Narvläder och ett vattentätt membran håller fötterna torra på veckolånga turer. Det höga skaftet styr breda skidor i djupsnö och gummikanten skyddar mot skare. Passar bindningar med bred skena.',
  ],
  'trollstig-bc-boot': [
    'Pjäxa med plastskaft för telemark och branta stigningar.',
    'Ett plastskaft och en bälgzon ger Trollstig kontrollen hos en turpjäxa och steget hos en längdpjäxa. Omarbetningen ger ett gångläge och en varmare innersko. Gjord för Trollstig 98.',
  ],
  'tass-junior-boot': [
    'Varm juniorpjäxa med ett enda kardborreband.',
    'Barn kan stänga Tass själva: ett brett kardborreband över en dragkedjedamask. Varmt foder och en följsam sula gör de första kilometrarna roliga. Sju färger som matchar Tass-skidorna.',
  ],
  'spor-classic-boot-2020': [
    'Den tidigare Spor-pjäxan, nu ersatt.',
    'Den här utgåvan av Spor är slutsåld för gott. Nuvarande Spor behåller den rymliga passformen och har ett varmare foder. Ta en titt på våra nuvarande klassiska pjäxor.',
  ],
  'link-race-classic': [
    'Tävlingsbindning med mjuk flexor för ett långt frånskjut.',
    'En mjuk flexor låter pjäxan rulla genom hela frånskjutet utan motstånd. Den låga ståhöjden håller dig nära skidan för bättre känsla för fästzonen. Monteras på en förborrad platta och flyttas fram eller bak i tre lägen.',
  ],
  'link-race-skate': [
    'Styv flexor för snabba skatesteg.',
    'En fast flexor för tillbaka skidan till pjäxan direkt efter varje frånskjut. Bindningen monteras på samma platta som sin klassiska syster. Flytta fram för mer fäste i backar eller bak för en livligare skida.',
  ],
  'link-tour-auto': [
    'Kliv i, och du är redo.',
    'Den automatiska Link Tour stänger när du kliver i och öppnas med ett tryck av stavspetsen. En medelhård flexor passar både klassiskt och skate. För motionärer som vill ha enkla, pålitliga bindningar.',
  ],
  'fjell-bc-binding': [
    'Bindning med bred skena för kontroll i utförsåkning.',
    'Fjell BC håller en pjäxsula med bred skena med ett kraftigt metallås och ger riktig kantkontroll i utförsåkningen. Tre flexorhårdheter följer med. Byggd för många år av fjällturer.',
  ],
  'tass-junior-binding': [
    'Enkel instigning som barn kan stänga själva.',
    'En stor spak gör Tass Junior lätt att öppna och stänga med vantar på. Den mjuka flexorn passar lätta barn i båda teknikerna. Passar alla juniorpjäxor med två skenor.',
  ],
  'nordlys-race-pole': [
    'Tävlingsstav helt i kolfiber med styvt, lätt rör.',
    'Ett rör helt i kolfiber smalnar av mot spetsen och håller svingvikten låg och styvheten hög. Tävlingsremmen låser handen med snabbspänne. En lätt tävlingstrissa greppar i hårda spår.',
  ],
  'rime-carbon-pole': [
    'En tålig kolfiberstav för daglig träning.',
    'Rime Carbon har ett rör med 80 procent kolfiber som tål smällarna från daglig träning. En bekväm rem och ett korkhandtag är varma i kyla. Långa längder för skate finns.',
  ],
  'vidde-composite-pole': [
    'Kompositrör, bra sving och ett ärligt pris.',
    'Ett rör i glas- och kolfiberkomposit ger Vidde en bra sving till ett måttligt pris. Det ergonomiska handtaget och den vadderade remmen passar långa distanser. En klassisk stav för motionärer.',
  ],
  'spor-aluminium-pole': [
    'Tålig aluminiumstav för alla turer.',
    'Ett aluminiumrör tål år av hård användning. Den stora trissan fungerar på stigar och i lös snö. En enkel, pålitlig stav för nybörjare och familjer.',
  ],
  'lavvu-adjustable-pole': [
    'Teleskopstav som får plats i ryggsäcken.',
    'Två sektioner med snabblås ställer om Lavvu från kort i backar till lång på flacken. Den stora pudertrissan håller staven ovanpå nysnön. Längden anger kortaste läget; varje stav kan förlängas 30 cm.',
  ],
  'fjell-bc-pole': [
    'Justerbar fjällstav med pudertrissa.',
    'Fjell BC kombinerar en överdel i aluminium med en underdel i kolfiber för styrka där den behövs. Justera den under turen för stigningar, traverser och utförsåkning. Hårdmetallspetsen biter på is och skare.',
  ],
  'tass-junior-pole': [
    'Lätta barnstavar i nio färger.',
    'Lätta aluminiumrör och en liten trissa passar barn som lär sig staka. En mjuk rem är lätt att ta på med vantar. Nio färger som matchar skidor, pjäxor och mössor.',
  ],
  'spor-classic-pole-2020': [
    'Den gamla Spor-staven, nu pensionerad.',
    'Den här staven finns inte längre. Spor Aluminium ersätter den med ett tåligare rör och en större trissa. Se våra nuvarande turstavar.',
  ],
  'rimfrost-glide-wax': [
    'Fluorfri glidvalla i fyra temperaturintervall.',
    'Rimfrost är en kolvätebaserad glidvalla som är lätt att stryka in och skrapa ren. Färgen anger temperaturen: blå för kall snö, lila runt minus fem, röd kring noll och gul för blöt vårsnö. Ett block på 60 gram räcker en säsong med vallning varje vecka.',
  ],
  'kvist-grip-wax': [
    'Hård fästvalla för säkert fäste från kyla till noll.',
    'Kvist hårdvallor läggs på i tunna lager och korkas släta. Grön fäster i den kallaste snön, röd kring nollan. Börja med dagens färg och lägg på ett varmare lager om skidorna slirar.',
  ],
  'skare-klister-tube': [
    'Klister för isiga spår och blöt vårsnö.',
    'När hårdvallan inte längre fäster gör klistret det. Lila för isiga, omfrusna spår, röd för blöt snö och silver för smutsig vårsnö. Värm tuben före användning och jämna ut lagret med tummen eller en värmepistol.',
  ],
  'polar-race-glide': [
    'Fluorfri tävlingsglider för de snabbaste skidorna.',
    'Polar Race är en fluorfri tävlingsglidvalla med tillsatser som stöter bort smuts och vatten. Den följer helt dagens tävlingsregler. Stryk in, låt svalna, skrapa och borsta med en nylonborste.',
  ],
  'loipe-wax-iron': [
    'Digitalt vallajärn med exakt temperaturvisning.',
    'En tjock aluminiumplatta håller jämn temperatur från spets till bakdel. Ställ in temperaturen i steg om en grad från 90 till 180 °C. Använd aldrig ett strykjärn för kläder: plattan blir för varm och ojämn.',
  ],
  'loipe-tuning-kit': [
    'Sickel, borstar och kork i ett rullfodral.',
    'Allt du behöver efter strykningen: plexisickel, spårsickel, nylonborste, mässingsborste och syntetkork. Rullfodralet håller ihop verktygen i vallalådan. En bra början för vallning hemma.',
  ],
  'rime-race-glove': [
    'Tunn tävlingshandske med greppig handflata, i åtta färger.',
    'Rime Race har en vindtät ovansida och en tunn, greppig handflata för exakt känsla i stavhandtaget. En urtagning vid handleden ger plats åt tävlingsremmen. Åtta färger som matchar ditt lag.',
  ],
  'vidde-lobster-mitt': [
    'Tumvante med delade fack som håller fingrarna varma i minus tjugo.',
    'Två fingrar delar varje fack, så Vidde Lobster har värmen hos en vante och greppet hos en handske. Isolering på ovansidan och ett vindtätt skal klarar de kallaste morgnarna. En lång mudd stängs över jackärmen.',
  ],
  'spor-touring-glove': [
    'Varm vardagshandske för spår och stad.',
    'Fleecefoder och en softshell-ovansida gör Spor Touring varm utan att vara klumpig. Pekskärmsvänliga fingertoppar låter dig kolla kartan utan att ta av den. En ögla vid muddan håller ihop paret.',
  ],
  'nordlys-race-hat': [
    'Tunn, andningsbar tävlingsmössa i nio färger.',
    'Ett lätt, elastiskt material med nätpaneler över öronen håller värmen utan att bli för varmt under intervaller. Nordlys Race ryms i en ficka. Nio färger, en storlek som passar de flesta.',
  ],
  'lavvu-pom-beanie': [
    'Merinomössa med tofs, fodrad för kalla dagar.',
    'Tjock merinostickning med ett mjukt fleeceband håller öronen varma på de kallaste turerna. Den klassiska tofsen kommer från ett ullspinneri i Gudbrandsdalen. Fyra traditionella färger.',
  ],
  'rime-headband': [
    'Vindtät framsida, andningsbar baksida, åtta färger.',
    'Rime-pannbandet har en vindtät panel över panna och öron och en andningsbar stickning baktill. Det sitter kvar under solglasögon och en hästsvans går igenom. Åtta färger.',
  ],
  'fjord-double-ski-bag': [
    'Vadderad påse för två par skidor och stavar.',
    'Fjord Double rymmer två par längdskidor upp till 215 cm plus stavar. Vadderingen skyddar sulorna på flyget och på takräcket, och hjul gör långa promenader på flygplatsen enkla. Separata fickor håller valla och verktyg åtskilda.',
  ],
  'spor-boot-bag': [
    'Ventilerad pjäxväska med ficka för vallalådan.',
    'Ventiler i ändarna låter pjäxorna torka på vägen hem. En separat ficka rymmer vallalåda, handskar och mössa. Bär den i handen eller på den vadderade axelremmen.',
  ],
  'rime-race-backpack': [
    'En 20-liters ryggsäck som inte studsar när du åker.',
    'En tätt sittande sele med bröstrem och höftvingar håller Rime Race 20 stilla i skatesteget. En isolerad flaskficka hindrar drycken från att frysa. En stavhållare bär stavarna vid löpning och stigningar.',
  ],
  'kvist-drink-belt': [
    'Isolerad flaskhållare för långa pass.',
    'Kvist drickbälte bär en flaska på 0,75 liter i ett isolerat hölster på ryggen. En ficka med dragkedja rymmer telefon och bars. Det breda bältet sitter stilla både i klassiskt och skate.',
  ],
  'isbre-thermo-bottle': [
    'Håller din dryck varm hela dagen ute.',
    'En dubbel stålvägg håller drycker varma i tolv timmar. Den vida öppningen tar is eller en tepåse och är lätt att rengöra. Kopplocket blir en mugg vid lunchstoppet.',
  ],
  'tinde-sport-glasses': [
    'Heltäckande glasögon med lins för flatt ljus.',
    'En heltäckande lins skyddar mot vind och snö och ger ett brett synfält. Omarbetningen ger en kontrastlins som lyfter fram spåret i flatt, grått ljus. En extra klar lins ingår.',
  ],
  'skare-merino-socks': [
    'Tunna merinostrumpor för tätt sittande pjäxor.',
    'Skare Merino är tunn nog för en tät pjäxpassform och värmer även när den är fuktig. Platta sömmar förhindrar tryckpunkter över tårna. Förstärkta hälar håller i många säsonger.',
  ],
  'polar-neck-gaiter': [
    'Halsduk i merino som också fungerar som ansiktsmask.',
    'Dra upp Polar över näsan i de kallaste utförsåkningarna och ner igen när du klättrar. Merinoull håller värmen och luktar inte efter en lång dag. En storlek, utan sömmar.',
  ],
};
