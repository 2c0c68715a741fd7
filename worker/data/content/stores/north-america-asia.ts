/** Stores in the United States, Canada and Japan. */
import type { StoreRow } from './index';

export const northAmericaAsiaStores: StoreRow[] = [
  ['loipe-stowe', 'Loipe Stowe', 'flagship', '212 Main Street', 'Stowe', 'VT', '05672', 'us', '+1 802-555-0160', 44.4654, -72.6874, ['grinding', 'waxing', 'boot-fitting', 'test-skis']],
  ['twin-cities-nordic', 'Twin Cities Nordic', 'dealer', '3001 Hennepin Avenue', 'Minneapolis', 'MN', '55408', 'us', '+1 612-555-0134', 44.9483, -93.2985, ['waxing', 'boot-fitting']],
  ['high-desert-nordic', 'High Desert Nordic', 'dealer', '805 NW Wall Street', 'Bend', 'OR', '97703', 'us', '+1 541-555-0187', 44.0582, -121.3153, ['waxing', 'rental']],
  ['chugach-nordic-supply', 'Chugach Nordic Supply', 'dealer', '1200 W Northern Lights Boulevard', 'Anchorage', 'AK', '99503', 'us', '+1 907-555-0115', 61.1955, -149.906, ['waxing', 'rental']],
  ['wasatch-ski-service', 'Wasatch Nordic Service', 'service', '1345 Lowell Avenue', 'Park City', 'UT', '84060', 'us', '+1 435-555-0129', 40.6528, -111.5078, ['grinding', 'waxing', 'repairs']],
  ['loipe-canmore', 'Loipe Canmore', 'flagship', '710 10th Street', 'Canmore', 'AB', 'T1W 2A6', 'ca', '+1 403-555-0190', 51.0891, -115.358, ['grinding', 'waxing', 'boot-fitting', 'test-skis']],
  ['callaghan-nordic', 'Callaghan Nordic Shop', 'dealer', '4293 Mountain Square', 'Whistler', 'BC', 'V8E 1B8', 'ca', '+1 604-555-0152', 50.115, -122.954, ['waxing', 'rental']],
  ['gatineau-ski-de-fond', 'Gatineau Ski de fond', 'dealer', '33 Scott Road', 'Chelsea', 'QC', 'J9B 1R5', 'ca', '+1 819-555-0171', 45.5, -75.8, ['waxing', 'boot-fitting']],
  ['loipe-sapporo', 'Loipe Sapporo', 'flagship', 'Kita 3-jo Nishi 5-chome 1-2', 'Sapporo', 'Hokkaido', '060-0003', 'jp', '+81 11-555-0140', 43.0642, 141.3469, ['waxing', 'boot-fitting', 'test-skis']],
  ['niseko-nordic-base', 'Niseko Nordic Base', 'dealer', 'Yamada 190-4, Kutchan-cho', 'Abuta-gun', 'Hokkaido', '044-0081', 'jp', '+81 136-55-0162', 42.86, 140.7, ['waxing', 'rental']],
  ['hakuba-cross-country', 'Hakuba Cross Country', 'dealer', 'Hokujo 3020', 'Hakuba-mura', 'Nagano', '399-9301', 'jp', '+81 261-55-0178', 36.6982, 137.8619, ['waxing', 'rental']],
];
