/** French product copy: uid → [tagline, description]. */
export const fr: Record<string, [string, string]> = {
  'aurora-classic': [
    'Ski classique à farter pour une poussée sûre sur pistes damées.',
    'L’Aurora est notre ski classique à farter pour ceux qui s’entraînent plusieurs fois par semaine. Sa cambrure mi-rigide retient bien le fart de retenue par temps froid et laisse le ski glisser librement dès la fin de la poussée. Son noyau bois léger limite le poids de balancier sur les longues sorties.',
  ],
  'aurora-skin': [
    'Peau mohair : de la retenue sans farter, par toutes les neiges.',
    'Une bande de mohair sous le pied accroche aussi bien en neige fraîche, glacée que mouillée : on part directement depuis la voiture. La cambrure repensée décolle désormais la peau plus tôt pour une meilleure glisse. Nettoyez la peau de temps en temps, aucun fart de retenue n’est nécessaire.',
  ],
  'nordlys-waxless': [
    'Écailles pour une retenue facile lors des sorties du week-end.',
    'Des écailles fraisées offrent une retenue fiable sur les pistes autour de la ville et dans les parcs. La cambrure souple pardonne une poussée tardive et la spatule large flotte sur les traces irrégulières. Une bonne première paire pour partir sans boîte à farts.',
  ],
  'spor-grip': [
    'Stable et tolérant, conçu pour vos premières saisons.',
    'Plus large et plus court qu’un ski sportif, le Spor Grip reste stable pendant l’apprentissage du pas alternatif. Les écailles accrochent dès le premier pas. Sa semelle robuste résiste aux graviers en début de piste.',
  ],
  'vidde-classic': [
    'Ski classique à farter pour les longues distances, au comportement calme.',
    'Conçu pour les grandes boucles et les marathons, le Vidde a une cambrure progressive qui tient le fart pendant des heures. Sa spatule un peu plus souple file droit même dans des traces usées et glacées. À associer à une fixation classique et à un jeu de farts de retenue.',
  ],
  'rime-skate': [
    'Ski de skating nerveux pour l’entraînement et les courses populaires.',
    'Le Rime répond fermement à chaque poussée et restitue l’énergie dans la glisse suivante. Des renforts carbone le rendent rigide en torsion, la carre tient sur neige dure. Semelle frittée avec structure froid, prête à farter.',
  ],
  'isbre-skate': [
    'Un ski de skating vif qui récompense une bonne technique.',
    'L’Isbre fait le lien entre forme et performance : assez stable pour une longue séance, assez rapide pour le fractionné. Sa spatule arrondie pousse moins de neige dans les traces molles. Sa semelle frittée absorbe bien le fart de glisse.',
  ],
  'glima-skate': [
    'Votre premier ski de skating : équilibré, stable, facile à contrôler.',
    'Un flex plus souple et un patin un peu plus large rendent le Glima Sport facile à équilibrer pendant l’apprentissage du un-pas et du deux-temps. Il est stable sur le plat et tolérant dans les virages rapides. Sa semelle extrudée demande peu d’entretien.',
  ],
  'tinde-skate': [
    'Repensé pour les parcours vallonnés et les descentes rapides.',
    'Le Tinde a une spatule plus courte et un talon plus rigide pour des montées vives et un bon appui en descente. La nouvelle version gagne en légèreté et reçoit une semelle plus dure pour la neige abrasive de printemps. Un ski de skating polyvalent pour le terrain vallonné.',
  ],
  'fjell-68': [
    'Assez étroit pour les traces, carres acier pour tout le reste.',
    'Le Fjell 68 entre dans une trace mais la quitte volontiers pour les lacs gelés et les chemins forestiers. Ses carres acier intégrales mordent dans les traversées glacées et les écailles montent les pentes douces sans peaux. Un compagnon idéal de refuge en refuge.',
  ],
  'fjell-78': [
    'Plus de portance en neige fraîche, toujours vif sur le plat.',
    'Avec 78 millimètres en spatule, le Fjell 78 flotte en neige fraîche et tourne volontiers à la descente. Son taille prononcé facilite les virages télémark. Les écailles sous le pied gèrent le terrain vallonné entre les montées.',
  ],
  'trollstig-98': [
    'La liberté nordique en montée, de vrais virages en descente.',
    'Notre ski le plus large, le Trollstig 98, associe une spatule rocker à une courte zone d’accroche compatible peaux. Il grimpe les pentes raides avec des peaux et trace de vrais virages en neige profonde. Pour ceux qui enchaînent les sommets plutôt que les pistes.',
  ],
  'vidde-bc-skin': [
    'Peau mohair intégrée pour des montées silencieuses.',
    'Un large insert mohair accroche dans les montées où les écailles glissent et reste silencieux sur la croûte. Des carres acier et un taille modéré gardent le Vidde Skin BC serein en descente. Idéal pour les hauts plateaux et les longues crêtes.',
  ],
  'lavvu-tour': [
    'Sept couleurs, un ski de randonnée facile à vivre.',
    'Le Lavvu Tour est à l’aise en trace comme sur les sentiers forestiers. Ses écailles accrochent en terrain vallonné et sa largeur moyenne reste stable avec un sac à la journée. Choisissez votre couleur, ils glissent tous de la même façon.',
  ],
  'kvist-trail': [
    'Court, stable et prêt pour le sentier forestier.',
    'Plus court et plus large qu’un ski de piste, le Kvist Trail tourne facilement entre les arbres et s’accommode d’une neige irrégulière. Sa semelle à écailles grimpe les petites bosses sans effort. Idéal pour les balades d’hiver hors des pistes tracées.',
  ],
  'polar-expedition': [
    'Conçu pour tirer une pulka sur le plateau pendant des semaines.',
    'Le Polar Expedition porte une pulka lourde sur la neige soufflée sans s’enfoncer. Ses carres acier partielles accrochent sur les sastrugis et son flex rigide garde la zone d’accroche hors de la neige en glisse. Testé lors de traversées de la Hardangervidda.',
  ],
  'tass-junior': [
    'Huit couleurs de plaisir sans fart pour les jeunes skieurs.',
    'Le Tass a une cambrure souple que les enfants peuvent vraiment écraser, les écailles accrochent donc à chaque pas. Sa spatule arrondie et sa semelle robuste survivent aux sauts dans la cour. Les grandes tailles coûtent un peu plus.',
  ],
  'tass-skate-junior': [
    'Un vrai ski de skating en tailles junior.',
    'Le Tass Skate est construit comme nos skis de skating adultes, avec un flex adapté aux skieurs plus légers. Il convient à l’entraînement en club et aux premières courses. Les grandes tailles coûtent un peu plus.',
  ],
  'spire-kids': [
    'Premiers skis pour le jardin et la cour de récré.',
    'Courts, légers et avec une fixation à sangle en option, les Spire Kids sont faits pour les tout premiers pas sur la neige. Les écailles aident les petits à monter les petites bosses. Faciles à porter pour de petits bras.',
  ],
  'nordlys-race-cold': [
    'Construction Coupe du monde pour neige froide et sèche.',
    'Le Nordlys Race Cold a une cambrure haute et rigide qui garde le fart dur hors de la neige en phase de glisse. Un noyau nid d’abeille ultraléger et une structure course froid en font un premier choix sous moins cinq degrés. Chaque paire est appairée à la main.',
  ],
  'nordlys-race-plus': [
    'Notre ski de skating le plus rapide, nouveau cette saison.',
    'Un laminé tout carbone et un noyau plus fin réduisent le poids là où ça compte. Le Nordlys Race Plus accélère instantanément et reste calme à pleine vitesse. Paires sélectionnées à la main avec structure course universelle.',
  ],
  'rime-race': [
    'Ski de skating de course repensé pour les traces molles et humides.',
    'Le Rime Race répartit la pression sur une plus grande longueur et flotte dans les traces molles et humides où les skis plus rigides s’enfoncent. La nouvelle version ajoute une structure neige chaude et un dessus plus résistant. Idéal pour les courses de printemps.',
  ],
  'skare-klister': [
    'Ski de course à klister pour neige glacée et transformée.',
    'Le Skare Klister a une zone d’accroche longue et souple qui retient le klister sur traces glacées et neige de printemps. L’avant et l’arrière fermes prolongent la glisse. Notre choix pour les courses de printemps et les conditions côtières.',
  ],
  'vidde-classic-2021': [
    'L’ancien Vidde, remplacé par le modèle actuel.',
    'Cette édition du Vidde Classic n’est plus fabriquée. Son successeur garde le caractère calme de longue distance avec un noyau plus léger. Découvrez le Vidde Classic actuel et nos autres skis classiques.',
  ],
  'glima-skate-2020': [
    'Le premier Glima, remplacé par le Glima Sport.',
    'Le Glima 2020 n’est plus produit. Le Glima Sport a pris sa place avec une plateforme plus stable et une semelle plus résistante. Découvrez plutôt nos skis de skating actuels.',
  ],
  'aurora-classic-boot': [
    'Avant-pied souple, talon ferme : faite pour le pas alternatif.',
    'La chaussure classique Aurora fléchit facilement au niveau de la plante du pied et maintient fermement le talon, pour que chaque poussée passe dans le ski. Une guêtre déperlante empêche la neige d’entrer dans les lacets. La semelle s’adapte à toutes les fixations de piste à deux barres.',
  ],
  'spor-touring-boot': [
    'Chaude, spacieuse et confortable dès le premier pas.',
    'La Spor est une chaussure confortable pour les sorties tranquilles, avec un avant-pied large et une isolation épaisse. Lacets et sangle velcro se ferment vite, même avec des gants. Compatible avec toutes les fixations de piste à deux barres.',
  ],
  'nordlys-race-classic-boot': [
    'Coque de talon carbone et semelle course qui fléchit au bon endroit.',
    'Une coque de talon en carbone verrouille le pied tandis que la semelle course fléchit exactement sous la plante. La Nordlys Race pèse moins de 900 grammes la paire et se thermoforme pour un chaussant personnalisé. Notre chaussure classique la plus légère.',
  ],
  'rime-skate-boot': [
    'Maintien de la cheville et semelle rigide pour un skating puissant.',
    'La tige articulée de la Rime soutient la cheville à chaque poussée tout en laissant le genou avancer librement. La semelle rigide en torsion transmet la puissance directement à la carre. Une fermeture enveloppante répartit la pression.',
  ],
  'rime-race-skate-boot': [
    'Un châssis tout carbone pour le jour de la course.',
    'La Rime Race enveloppe le pied dans un châssis tout carbone pour la transmission de puissance la plus directe que nous proposions. La tige basse est réglable en inclinaison. Thermoformable pour un chaussant précis et sans points de pression.',
  ],
  'glima-combi-boot': [
    'Une seule chaussure pour le classique et le skating.',
    'Une tige amovible transforme la Glima de chaussure de skating en chaussure classique en quelques secondes. La semelle mi-rigide fonctionne avec les deux techniques. La bonne chaussure pour essayer les deux styles avec une seule paire.',
  ],
  'vidde-combi-boot': [
    'Chaussure combi confortable à doublure chaude.',
    'La Vidde offre un léger maintien de la cheville pour le skating et assez de souplesse pour le classique. Sa doublure chaude et son chaussant généreux en font un bon choix pour les longues journées. Compatible avec toutes les fixations de piste à deux barres.',
  ],
  'fjell-bc-boot': [
    'Chaussure hors-piste en cuir avec membrane imperméable.',
    'Le cuir pleine fleur et une membrane imperméable gardent les pieds au sec pendant des raids d’une semaine. La tige haute pilote des skis larges en neige profonde et le pare-pierre protège de la croûte. Compatible avec les fixations hors-piste à barre large.',
  ],
  'trollstig-bc-boot': [
    'Chaussure à collier plastique pour le télémark et les montées raides.',
    'Un collier plastique et un soufflet donnent à la Trollstig le contrôle d’une chaussure de randonnée et la foulée d’une chaussure nordique. La nouvelle version ajoute un mode marche et un chausson plus chaud. Conçue pour le Trollstig 98.',
  ],
  'tass-junior-boot': [
    'Chaussure junior chaude avec une seule fermeture velcro.',
    'Les enfants ferment la Tass tout seuls : une large sangle velcro sur une guêtre zippée. Une doublure chaude et une semelle souple rendent les premiers kilomètres amusants. Sept couleurs assorties aux skis Tass.',
  ],
  'spor-classic-boot-2020': [
    'L’ancienne chaussure Spor, désormais remplacée.',
    'Cette édition de la Spor est définitivement épuisée. La Spor actuelle garde le chaussant spacieux et ajoute une doublure plus chaude. Découvrez nos chaussures classiques actuelles.',
  ],
  'link-race-classic': [
    'Fixation course à flexor souple pour une longue poussée.',
    'Un flexor souple laisse la chaussure dérouler toute la poussée sans résistance. La faible hauteur vous garde près du ski pour mieux sentir la zone de fart. Se monte sur une plaque prépercée et se règle sur trois positions.',
  ],
  'link-race-skate': [
    'Flexor rigide pour des pas de skating rapides.',
    'Un flexor ferme ramène le ski vers la chaussure immédiatement après chaque poussée. La fixation se monte sur la même plaque que sa sœur classique. Avancez-la pour plus d’accroche en montée, reculez-la pour un ski plus vif.',
  ],
  'link-tour-auto': [
    'On chausse, et c’est parti.',
    'La Link Tour automatique se ferme quand on chausse et s’ouvre d’une pression de la pointe du bâton. Un flexor moyen convient au classique comme au skating. Pour les skieurs loisir qui veulent des fixations simples et fiables.',
  ],
  'fjell-bc-binding': [
    'Fixation à barre large pour le contrôle en descente.',
    'La Fjell BC tient une semelle à barre large grâce à un solide verrou métallique et offre un vrai contrôle de carre en descente. Trois duretés de flexor sont fournies. Faite pour des années de sorties hors-piste.',
  ],
  'tass-junior-binding': [
    'Chaussage facile, les enfants la ferment seuls.',
    'Un grand levier rend la Tass Junior facile à ouvrir et fermer avec des moufles. Le flexor souple convient aux enfants légers dans les deux techniques. Compatible avec toutes les chaussures junior à deux barres.',
  ],
  'nordlys-race-pole': [
    'Bâton de course tout carbone, rigide et léger.',
    'Un fût tout carbone s’affine vers la pointe pour garder un poids de balancier faible et une rigidité élevée. La dragonne course verrouille la main avec un clip à libération rapide. Une rondelle course légère accroche sur les pistes dures.',
  ],
  'rime-carbon-pole': [
    'Un bâton carbone robuste pour l’entraînement quotidien.',
    'Le Rime Carbon utilise un fût à 80 pour cent carbone qui encaisse les chocs de l’entraînement quotidien. Une dragonne confortable et une poignée en liège restent chaudes par grand froid. Des grandes longueurs pour le skating sont disponibles.',
  ],
  'vidde-composite-pole': [
    'Fût composite, bon balancier et prix honnête.',
    'Un fût composite verre et carbone donne au Vidde un bon balancier à prix modéré. La poignée ergonomique et la dragonne rembourrée conviennent aux longues distances. Un bâton classique pour les skieurs sportifs.',
  ],
  'spor-aluminium-pole': [
    'Bâton en aluminium robuste pour toutes les sorties.',
    'Un fût en aluminium résiste à des années d’usage intensif. La grande rondelle fonctionne sur les sentiers et en neige poudreuse. Un bâton simple et fiable pour les débutants et les familles.',
  ],
  'lavvu-adjustable-pole': [
    'Bâton télescopique qui tient dans le sac.',
    'Deux brins à blocage rapide règlent le Lavvu de court pour les montées à long pour le plat. La grande rondelle poudreuse garde le bâton à la surface de la neige fraîche. La longueur indique le réglage le plus court, chaque bâton s’allonge de 30 cm.',
  ],
  'fjell-bc-pole': [
    'Bâton hors-piste réglable avec rondelle poudreuse.',
    'Le Fjell BC associe un brin supérieur en aluminium à un brin inférieur en carbone pour la solidité là où il faut. Réglez-le en marche pour les montées, traversées et descentes. La pointe carbure mord sur la glace et la croûte.',
  ],
  'tass-junior-pole': [
    'Bâtons légers pour enfants, en neuf couleurs.',
    'Des fûts en aluminium légers et une petite rondelle conviennent aux enfants qui apprennent la poussée. Une dragonne souple s’enfile même avec des moufles. Neuf couleurs assorties aux skis, chaussures et bonnets.',
  ],
  'spor-classic-pole-2020': [
    'L’ancien bâton Spor, désormais retiré.',
    'Ce bâton n’est plus disponible. Le Spor Aluminium le remplace avec un fût plus robuste et une plus grande rondelle. Découvrez nos bâtons de randonnée actuels.',
  ],
  'rimfrost-glide-wax': [
    'Fart de glisse sans fluor en quatre plages de température.',
    'Rimfrost est un fart de glisse hydrocarbure qui se repasse facilement et se racle proprement. La couleur indique la température : bleu pour la neige froide, violet vers moins cinq, rouge autour de zéro et jaune pour la neige humide de printemps. Un pain de 60 grammes dure une saison de fartage hebdomadaire.',
  ],
  'kvist-grip-wax': [
    'Fart de retenue dur pour une poussée sûre, du grand froid à zéro.',
    'Les farts durs Kvist s’appliquent en fines couches lissées au bouchon. Le vert accroche dans la neige la plus froide, le rouge près de zéro. Commencez par la couleur du jour et ajoutez une couche plus chaude si les skis reculent.',
  ],
  'skare-klister-tube': [
    'Klister pour traces glacées et neige humide de printemps.',
    'Quand le fart dur n’accroche plus, le klister prend le relais. Violet pour les traces glacées et regelées, rouge pour la neige mouillée, argent pour la neige de printemps sale. Réchauffez le tube avant usage et lissez la couche au pouce ou au décapeur thermique.',
  ],
  'polar-race-glide': [
    'Fart de glisse course sans fluor pour les skis les plus rapides.',
    'Polar Race est un fart de glisse course sans fluor avec des additifs qui repoussent la saleté et l’eau. Il respecte entièrement les règles de compétition actuelles. Repassez, laissez refroidir, raclez et brossez à la brosse nylon.',
  ],
  'loipe-wax-iron': [
    'Fer à farter numérique avec affichage précis de la température.',
    'Une semelle épaisse en aluminium garde une température uniforme de la spatule au talon. Réglez la température par pas d’un degré de 90 à 180 °C. N’utilisez jamais un fer à repasser : sa semelle chauffe trop et de façon inégale.',
  ],
  'loipe-tuning-kit': [
    'Racloir, brosses et liège dans une trousse enroulable.',
    'Tout ce qu’il faut après le repassage : racloir plexi, racloir à rainure, brosse nylon, brosse laiton et liège synthétique. La trousse enroulable garde les outils ensemble dans votre boîte à farts. Un bon départ pour farter à la maison.',
  ],
  'rime-race-glove': [
    'Gant de course fin à paume adhérente, en huit couleurs.',
    'Le Rime Race a un dos coupe-vent et une paume fine et adhérente pour bien sentir la poignée du bâton. Une découpe au poignet laisse la place à la dragonne course. Huit couleurs pour s’accorder à votre équipe.',
  ],
  'vidde-lobster-mitt': [
    'Moufle trois doigts qui garde les doigts au chaud à moins vingt.',
    'Deux doigts partagent chaque compartiment : la Vidde Lobster offre la chaleur d’une moufle et la prise d’un gant. L’isolation sur le dos et une coque coupe-vent affrontent les matins les plus froids. Une longue manchette se ferme sur la manche de la veste.',
  ],
  'spor-touring-glove': [
    'Gant chaud de tous les jours, pour la piste et la ville.',
    'Une doublure polaire et un dos softshell rendent le Spor Touring chaud sans épaisseur. Les bouts de doigts tactiles permettent de consulter la carte sans l’enlever. Une boucle au poignet attache la paire.',
  ],
  'nordlys-race-hat': [
    'Bonnet de course fin et respirant en neuf couleurs.',
    'Un tricot léger et extensible avec des zones en filet sur les oreilles garde la tête au chaud sans surchauffe pendant le fractionné. Le Nordlys Race se range dans une poche. Neuf couleurs, taille unique pour la plupart des têtes.',
  ],
  'lavvu-pom-beanie': [
    'Bonnet en mérinos à pompon, doublé pour les jours froids.',
    'Un tricot mérinos épais avec un bandeau polaire doux garde les oreilles au chaud lors des sorties les plus froides. Le pompon classique vient d’une filature du Gudbrandsdalen. Quatre couleurs traditionnelles.',
  ],
  'rime-headband': [
    'Avant coupe-vent, arrière respirant, huit couleurs.',
    'Le bandeau Rime a un panneau coupe-vent sur le front et les oreilles et un tricot respirant à l’arrière. Il reste en place sous les lunettes et laisse passer une queue de cheval. Huit couleurs.',
  ],
  'fjord-double-ski-bag': [
    'Housse rembourrée pour deux paires de skis et de bâtons.',
    'La Fjord Double accueille deux paires de skis nordiques jusqu’à 215 cm avec les bâtons. Le rembourrage protège les semelles en avion et sur le toit de la voiture, les roulettes facilitent les longs trajets à l’aéroport. Des poches séparées isolent farts et outils.',
  ],
  'spor-boot-bag': [
    'Sac à chaussures ventilé avec poche pour la boîte à farts.',
    'Des aérations aux extrémités laissent sécher les chaussures sur le chemin du retour. Une poche séparée accueille la boîte à farts, les gants et le bonnet. Se porte à la main ou sur la bandoulière rembourrée.',
  ],
  'rime-race-backpack': [
    'Un sac de 20 litres qui ne ballotte pas en skiant.',
    'Un harnais ajusté avec sangle de poitrine et ailettes de hanche garde le Rime Race 20 stable en skating. Un fourreau isotherme empêche les boissons de geler. Un porte-bâtons les garde sur le dos en course à pied et en montée.',
  ],
  'kvist-drink-belt': [
    'Porte-gourde isotherme pour les longues sorties.',
    'La ceinture Kvist porte une gourde de 0,75 litre dans un étui isotherme dans le dos. Une poche zippée accueille téléphone et barres. La large ceinture reste en place en classique comme en skating.',
  ],
  'isbre-thermo-bottle': [
    'Garde votre boisson chaude toute la journée.',
    'Une double paroi en acier garde les boissons chaudes douze heures. Le large goulot accepte glaçons ou sachet de thé et se nettoie facilement. Le bouchon-tasse sert de gobelet à la pause déjeuner.',
  ],
  'tinde-sport-glasses': [
    'Lunettes enveloppantes avec écran pour lumière diffuse.',
    'Un écran panoramique protège du vent et de la neige tout en laissant un large champ de vision. La nouvelle version ajoute un écran contraste qui fait ressortir la trace par lumière plate et grise. Un second écran clair est fourni.',
  ],
  'skare-merino-socks': [
    'Chaussettes fines en mérinos pour chaussures ajustées.',
    'La Skare Merino est assez fine pour un chaussant précis et reste chaude même humide. Les coutures plates évitent les points de pression sur les orteils. Les talons renforcés durent de nombreuses saisons.',
  ],
  'polar-neck-gaiter': [
    'Tour de cou en mérinos qui sert aussi de masque.',
    'Remontez le Polar sur le nez dans les descentes les plus froides et baissez-le en montée. La laine mérinos reste chaude et ne garde pas les odeurs après une longue journée. Taille unique, sans coutures.',
  ],
};
