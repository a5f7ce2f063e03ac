/**
 * The Merchant deck: 60 cards [1.1].
 *
 * The rulebook names 35 merchants (card anatomy 1.1.1, the examples 3.2.9.x and 5.4.x, the sailing list of
 * 6.11, the 1914 list of 6.5.4 and William P. Frye in 6.4.3), gives nine defence coins and Matheran's Safe
 * Conduct pair. The other values follow our substitute size classes: each record names its class,
 * and a record may state any value explicitly (`defense`, `safeConduct`, `va`) to override its class when
 * the real cards are known. Names 36-60 are substitutes (historical victims of German raiders, 1915-1917).
 */
import type { Coin, DecisionPair, Provenance } from './types';

/** Substitute size classes. */
export const MERCHANT_CLASSES = {
  SAIL: { defense: [4], safeConduct: { challenge: [4], response: [8] }, va: 5 },
  S: { defense: [6], safeConduct: { challenge: [6], response: [8] }, va: 5 },
  M: { defense: [6], safeConduct: { challenge: [6], response: [8] }, va: 7 },
  L7: { defense: [8], safeConduct: { challenge: [6], response: [8] }, va: 7 },
  L9: { defense: [8], safeConduct: { challenge: [6], response: [8] }, va: 9 },
  XL: { defense: [10], safeConduct: { challenge: [8], response: [8] }, va: 9 },
} as const satisfies Record<string, { defense: Coin; safeConduct: DecisionPair; va: number }>;

type MerchantClass = keyof typeof MERCHANT_CLASSES;

interface MerchantRecord {
  id: string;
  name: string;
  cls: MerchantClass;
  /** Explicit values override the class. */
  defense?: Coin;
  safeConduct?: DecisionPair;
  va?: number;
  sailing?: true;
  beyond1914Removed?: true;
  tons?: number;
  fate?: string;
  /** Provenance of each field; a field not listed is a substitute. */
  known: Partial<Record<'name' | 'defense' | 'safeConduct' | 'va' | 'sailing' | 'beyond1914Removed', Provenance>>;
}

const R: Provenance = 'rulebook';
/** A merchant the rulebook names: its sailing / 1914 membership is known because both lists are complete [6.11, 6.5.4]. */
const NAMED = { name: R, sailing: R, beyond1914Removed: R } as const;

export const MERCHANT_RECORDS: readonly MerchantRecord[] = [
  { id: 'm_clan_mactavish', name: 'Clan Mactavish', cls: 'M', tons: 5816, fate: 'Sunk by Möwe, 16 January 1916', known: { ...NAMED } },
  { id: 'm_matheran', name: 'Matheran', cls: 'L9', known: { ...NAMED, defense: R, safeConduct: R } },
  { id: 'm_lovat', name: 'Lovat', cls: 'L7', beyond1914Removed: true, known: { ...NAMED, defense: R } },
  { id: 'm_maria', name: 'Maria', cls: 'S', beyond1914Removed: true, known: { ...NAMED, defense: R } },
  { id: 'm_bowes_castle', name: 'Bowes Castle', cls: 'M', beyond1914Removed: true, known: { ...NAMED, defense: R } },
  { id: 'm_invercoe', name: 'Invercoe', cls: 'SAIL', sailing: true, known: { ...NAMED, defense: R } },
  { id: 'm_mount_temple', name: 'Mount Temple', cls: 'XL', known: { ...NAMED, defense: R } },
  { id: 'm_lundy_island', name: 'Lundy Island', cls: 'S', known: { ...NAMED, defense: R } },
  { id: 'm_appam', name: 'Appam', cls: 'L9', known: { ...NAMED, defense: R } },
  { id: 'm_kaipara', name: 'Kaipara', cls: 'L9', beyond1914Removed: true, known: { ...NAMED, defense: R } },
  { id: 'm_william_p_frye', name: 'William P. Frye', cls: 'SAIL', sailing: true, known: { ...NAMED } },
  { id: 'm_anne_de_bretagne', name: 'Anne de Bretagne', cls: 'SAIL', sailing: true, beyond1914Removed: true, known: { ...NAMED } },
  { id: 'm_banksfield', name: 'Banksfield', cls: 'S', beyond1914Removed: true, known: { ...NAMED } },
  { id: 'm_city_of_winchester', name: 'City of Winchester', cls: 'L7', beyond1914Removed: true, known: { ...NAMED } },
  { id: 'm_diplomat', name: 'Diplomat', cls: 'L9', beyond1914Removed: true, known: { ...NAMED } },
  { id: 'm_elsinore', name: 'Elsinore', cls: 'L7', beyond1914Removed: true, known: { ...NAMED } },
  { id: 'm_hyades', name: 'Hyades', cls: 'S', beyond1914Removed: true, known: { ...NAMED } },
  { id: 'm_indrani', name: 'Indrani', cls: 'M', beyond1914Removed: true, known: { ...NAMED } },
  { id: 'm_king_lud', name: 'King Lud', cls: 'S', beyond1914Removed: true, known: { ...NAMED } },
  { id: 'm_la_correntina', name: 'La Correntina', cls: 'L9', beyond1914Removed: true, known: { ...NAMED } },
  { id: 'm_manchester_commerce', name: 'Manchester Commerce', cls: 'M', beyond1914Removed: true, known: { ...NAMED } },
  { id: 'm_pontoporos', name: 'Pontoporos', cls: 'M', beyond1914Removed: true, known: { ...NAMED } },
  { id: 'm_rio_iguassu', name: 'Rio Iguassu', cls: 'S', beyond1914Removed: true, known: { ...NAMED } },
  { id: 'm_ryazan', name: 'Ryazan', cls: 'S', beyond1914Removed: true, known: { ...NAMED } },
  { id: 'm_troilus', name: 'Troilus', cls: 'L9', beyond1914Removed: true, known: { ...NAMED } },
  { id: 'm_vandyck', name: 'Vandyck', cls: 'XL', beyond1914Removed: true, known: { ...NAMED } },
  { id: 'm_buenos_ayres', name: 'Buenos Ayres', cls: 'SAIL', sailing: true, known: { ...NAMED } },
  { id: 'm_charles_gounod', name: 'Charles Gounod', cls: 'SAIL', sailing: true, known: { ...NAMED } },
  { id: 'm_dee', name: 'Dee', cls: 'SAIL', sailing: true, known: { ...NAMED } },
  { id: 'm_dupleix', name: 'Dupleix', cls: 'SAIL', sailing: true, known: { ...NAMED } },
  { id: 'm_isabel_browne', name: 'Isabel Browne', cls: 'SAIL', sailing: true, known: { ...NAMED } },
  { id: 'm_john_h_kirby', name: 'John H. Kirby', cls: 'SAIL', sailing: true, known: { ...NAMED } },
  { id: 'm_marechal_davout', name: 'Maréchal Davout', cls: 'SAIL', sailing: true, known: { ...NAMED } },
  { id: 'm_staut', name: 'Staut', cls: 'SAIL', sailing: true, known: { ...NAMED } },
  { id: 'm_storebror', name: 'Storebror', cls: 'SAIL', sailing: true, known: { ...NAMED } },
  // ---- 36-60: substitute names, all steamers outside the 1914 list
  { id: 'm_highland_brae', name: 'Highland Brae', cls: 'L9', known: {} },
  { id: 'm_hudson_maru', name: 'Hudson Maru', cls: 'S', known: {} },
  { id: 'm_georgic', name: 'Georgic', cls: 'XL', known: {} },
  { id: 'm_yarrowdale', name: 'Yarrowdale', cls: 'M', known: {} },
  { id: 'm_saint_theodore', name: 'Saint Theodore', cls: 'M', known: {} },
  { id: 'm_otaki', name: 'Otaki', cls: 'XL', known: {} },
  { id: 'm_voltaire', name: 'Voltaire', cls: 'L9', known: {} },
  { id: 'm_flamenco', name: 'Flamenco', cls: 'M', known: {} },
  { id: 'm_westburn', name: 'Westburn', cls: 'M', known: {} },
  { id: 'm_author', name: 'Author', cls: 'M', known: {} },
  { id: 'm_trader', name: 'Trader', cls: 'M', known: {} },
  { id: 'm_dromonby', name: 'Dromonby', cls: 'S', known: {} },
  { id: 'm_farringford', name: 'Farringford', cls: 'S', known: {} },
  { id: 'm_corbridge', name: 'Corbridge', cls: 'M', known: {} },
  { id: 'm_luxembourg', name: 'Luxembourg', cls: 'M', known: {} },
  { id: 'm_esmeraldas', name: 'Esmeraldas', cls: 'M', known: {} },
  { id: 'm_brecknockshire', name: 'Brecknockshire', cls: 'L9', known: {} },
  { id: 'm_french_prince', name: 'French Prince', cls: 'M', known: {} },
  { id: 'm_hitachi_maru', name: 'Hitachi Maru', cls: 'L7', known: {} },
  { id: 'm_igotz_mendi', name: 'Igotz Mendi', cls: 'M', known: {} },
  { id: 'm_wairuna', name: 'Wairuna', cls: 'S', known: {} },
  { id: 'm_jumna', name: 'Jumna', cls: 'M', known: {} },
  { id: 'm_gladys_royle', name: 'Gladys Royle', cls: 'S', known: {} },
  { id: 'm_horngarth', name: 'Horngarth', cls: 'S', known: {} },
  { id: 'm_wordsworth', name: 'Wordsworth', cls: 'S', known: {} },
];
