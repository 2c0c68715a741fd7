/** Stores in Norway, Sweden, Germany, Austria, Switzerland, France and Italy. */
import type { StoreRow } from './index';

export const europeStores: StoreRow[] = [
  ['loipe-lillehammer', 'Loipe Lillehammer', 'flagship', 'Storgata 84', 'Lillehammer', 'Innlandet', '2615', 'no', '+47 61 24 80 10', 61.1153, 10.4662, ['grinding', 'waxing', 'boot-fitting', 'test-skis', 'repairs']],
  ['loipe-oslo', 'Loipe Oslo Majorstuen', 'flagship', 'Bogstadveien 52', 'Oslo', 'Oslo', '0366', 'no', '+47 22 60 41 80', 59.929, 10.714, ['waxing', 'boot-fitting', 'test-skis']],
  ['kollen-skiservice', 'Kollen Skiservice', 'service', 'Holmenkollveien 89', 'Oslo', 'Oslo', '0791', 'no', '+47 22 14 55 30', 59.9637, 10.6676, ['grinding', 'waxing', 'repairs']],
  ['loipe-service-sjusjoen', 'Loipe Service Sjusjøen', 'service', 'Sjusjøvegen 1050', 'Sjusjøen', 'Innlandet', '2612', 'no', '+47 61 24 80 40', 61.1747, 10.6942, ['grinding', 'waxing', 'test-skis', 'rental']],
  ['bymarka-sport', 'Bymarka Sport', 'dealer', 'Munkegata 30', 'Trondheim', 'Trøndelag', '7011', 'no', '+47 73 52 19 40', 63.4305, 10.3951, ['waxing', 'boot-fitting']],
  ['fjellsport-bergen', 'Fjellsport Bergen', 'dealer', 'Strandgaten 198', 'Bergen', 'Vestland', '5004', 'no', '+47 55 31 72 60', 60.3929, 5.3241, ['waxing']],
  ['nordlys-friluft', 'Nordlys Friluft', 'dealer', 'Storgata 73', 'Tromsø', 'Troms', '9008', 'no', '+47 77 68 20 15', 69.6489, 18.9551, ['waxing', 'rental']],
  ['jamtland-langdskidor', 'Jämtland Längdskidor', 'dealer', 'Storgatan 38', 'Östersund', 'Jämtland', '831 30', 'se', '+46 63 12 40 85', 63.1792, 14.6357, ['grinding', 'waxing', 'boot-fitting']],
  ['vasadalen-sport', 'Vasadalen Sport', 'dealer', 'Vasagatan 19', 'Mora', 'Dalarna', '792 30', 'se', '+46 250 155 20', 61.0047, 14.5373, ['waxing', 'rental']],
  ['soder-skidor', 'Söder Skidor', 'dealer', 'Götgatan 67', 'Stockholm', 'Stockholm', '118 26', 'se', '+46 8 640 22 10', 59.313, 18.073, ['boot-fitting']],
  ['loipe-muenchen', 'Loipe München', 'flagship', 'Rosenheimer Straße 145', 'München', 'Bayern', '81671', 'de', '+49 89 5550 1880', 48.124, 11.603, ['waxing', 'boot-fitting', 'test-skis']],
  ['allgaeu-nordic', 'Allgäu Nordic Sport', 'dealer', 'Nebelhornstraße 20', 'Oberstdorf', 'Bayern', '87561', 'de', '+49 8322 96 41 70', 47.4099, 10.2797, ['waxing', 'rental']],
  ['chiemgau-skiservice', 'Chiemgau Skiservice', 'service', 'Hauptstraße 30', 'Ruhpolding', 'Bayern', '83324', 'de', '+49 8663 88 21 40', 47.763, 12.644, ['grinding', 'waxing', 'repairs']],
  ['seefeld-langlauf', 'Langlaufzentrum Seefeld Sport', 'dealer', 'Münchner Straße 25', 'Seefeld in Tirol', 'Tirol', '6100', 'at', '+43 5212 24 60', 47.33, 11.188, ['waxing', 'rental', 'test-skis']],
  ['ramsau-nordic', 'Ramsau Nordic Shop', 'dealer', 'Ramsau 100', 'Ramsau am Dachstein', 'Steiermark', '8972', 'at', '+43 3687 81 25 30', 47.4216, 13.6564, ['grinding', 'waxing']],
  ['davos-nordic-sport', 'Davos Nordic Sport', 'dealer', 'Promenade 80', 'Davos Platz', 'Graubünden', '7270', 'ch', '+41 81 413 22 70', 46.7966, 9.8235, ['waxing', 'boot-fitting', 'rental']],
  ['engadin-langlauf', 'Engadin Langlauf', 'dealer', 'Via Maistra 145', 'Pontresina', 'Graubünden', '7504', 'ch', '+41 81 842 66 10', 46.4927, 9.9018, ['waxing', 'rental']],
  ['jura-nordique', 'Jura Nordique', 'dealer', '250 Rue Pasteur', 'Les Rousses', 'Jura', '39220', 'fr', '+33 3 84 60 31 25', 46.4848, 6.0631, ['waxing', 'boot-fitting']],
  ['vercors-nordic', 'Vercors Nordic', 'dealer', '12 Place de l’Église', 'Autrans-Méaudre en Vercors', 'Isère', '38880', 'fr', '+33 4 76 95 32 40', 45.1746, 5.5417, ['waxing', 'rental']],
  ['fiemme-fondo', 'Fiemme Fondo', 'dealer', 'Via Roma 12', 'Tesero', 'Trentino', '38038', 'it', '+39 0462 81 47 20', 46.293, 11.51, ['grinding', 'waxing', 'test-skis']],
  ['cogne-sci-nordico', 'Cogne Sci Nordico', 'dealer', 'Piazza Emile Chanoux 5', 'Cogne', 'Valle d’Aosta', '11012', 'it', '+39 0165 74 91 60', 45.6084, 7.3566, ['waxing', 'rental']],
];
