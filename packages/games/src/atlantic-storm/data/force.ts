/**
 * The 112 force cards (rulebook §2 "Mazo de Fuerza de 112 Cartas").
 *
 * CARD SET: substitute. The rulebook names about thirty cards and gives some of their
 * attributes; those are entered exactly as given and marked in each row. Everything unmarked is a
 * designer placeholder, kept consistent with the worked examples. Replace rows here (and
 * their marks) when the printed cards are known; the rules read only the fields, never the names.
 *
 * Row: id, name, nationality, kind, frame, unit, ocean, years, values air/surface/sub (bonus cards: the
 * '+N' per zone), VP, fate victim id, provenance marks.
 * Kind: 'normal' | 'bonus' | 'bonus:alone' (may be played by itself, §8) | 'bonus:blackGap'
 *       | 'special:<admiral|raidStNazaire|secondHappyTime|storm|intel>' | 'supply:<ship|milkCow>'.
 * Side: from the id letter (§2 item 12: "A—Aliada, G—Alemana, S.Tormenta").
 * Solitaire balance (issue 21 item 6): some substitute years, oceans and VP were tuned so that a good player
 * wins about half of the solitaire games on either side against the automaton (solo-balance.ts): German
 * years widened (U-boats, Gneisenau, Prinz Eugen, Scheer, the 1943 wolf packs), eight German Arctic cards
 * made 'ANY' ocean, some Allied years narrowed (from 1941 or 1942), U-boat and battleship VP lowered and
 * some Allied escort VP raised. No field the rulebook gives was changed.
 * Provenance marks: space-separated `field=X` with X = K (rulebook), P (printed value known from outside
 * the rulebook), D (derived from a worked example), I (inferred); every unmarked field is 'substitute'.
 */
import type { CardOcean, Frame, Nationality, UnitKind } from './types';

type ForceRow = readonly [
  id: string,
  name: string,
  nationality: Nationality | '',
  kind: string,
  frame: Frame,
  unit: UnitKind,
  ocean: CardOcean,
  years: string,
  values: string,
  vp: number,
  fateVictim: string,
  marks: string,
];

/** Fields every card named in the rulebook has from it: its name, side and kind of card. */
const NAMED = 'name=K side=K kind=K';

export const FORCE_ROWS: readonly ForceRow[] = [
  // ---------------------------------------------------------------- Allied normal cards (A1-A43)
  // §1 and §11 example: the Sunderland flying boat; B played "3+1" with Metric ASV Radar, so sub 3.
  ['A1', 'Sunderland', 'UK', 'normal', 'air', 'aircraft', 'NA', '40-43', '1/1/3', 1, '', `${NAMED} unit=K frame=I values.sub=D`],
  // §13 example: B-24 Liberator "con un valor anti-sub de 4".
  ['A2', 'B-24 Liberator', 'US', 'normal', 'air', 'aircraft', 'NA', '41-43', '1/1/4', 2, '', `${NAMED} unit=K frame=I values.sub=K`],
  ['A3', 'Catalina', 'UK', 'normal', 'air', 'aircraft', 'ANY', '42-43', '1/1/3', 1, '', ''],
  ['A4', 'Hudson', 'UK', 'normal', 'air', 'aircraft', 'NA', '40-42', '1/1/2', 1, '', ''],
  ['A5', 'Whitley', 'UK', 'normal', 'air', 'aircraft', 'NA', '40-42', '0/1/2', 1, '', ''],
  ['A6', 'Wellington', 'UK', 'normal', 'air', 'aircraft', 'NA', '42-43', '0/1/3', 1, '', ''],
  ['A7', 'Fortress', 'UK', 'normal', 'air', 'aircraft', 'NA', '42-43', '1/1/3', 1, '', ''],
  ['A8', 'Beaufighter', 'UK', 'normal', 'air', 'aircraft', 'ANY', '42-43', '3/2/0', 1, '', ''],
  ['A9', 'Swordfish', 'UK', 'normal', 'air', 'aircraft', 'ANY', '40-43', '0/2/2', 1, 'G8', ''],
  ['A10', 'Martlet', 'UK', 'normal', 'air', 'aircraft', 'ANY', '42-43', '3/0/1', 1, '', ''],
  ['A11', 'Sea Hurricane', 'UK', 'normal', 'air', 'aircraft', 'ARC', '41-43', '2/0/0', 1, '', ''],
  // §6 "El año": Reuben James "únicamente estuvo disponible desde 1941 a 1943"; §7: U552's victim.
  ['A12', 'Reuben James', 'US', 'normal', 'sub', 'warship', 'NA', '41-43', '1/1/2', 1, '', `${NAMED} years=K unit=I`],
  // §11 example: Escort Group 36, a '?' in sub, rolled 4.
  ['A13', 'Escort Group 36', 'UK', 'normal', 'sub', 'escortGroup', 'NA', '41-42', '1/1/?', 2, '', `${NAMED} unit=K values.sub=K`],
  // §13 example: Escort Group B7, a '?' in sub, rolled 3.
  ['A14', 'Escort Group B7', 'UK', 'normal', 'sub', 'escortGroup', 'NA', '43', '1/1/?', 2, '', `${NAMED} unit=K values.sub=K`],
  ['A15', 'Escort Group B3', 'UK', 'normal', 'sub', 'escortGroup', 'NA', '42-43', '1/1/?', 2, '', ''],
  // §13 example: B played "Achatas" with Centimetric ASV Radar for 3+2, so sub 3 (legal in 1943, A-40).
  ['A16', 'Achates', 'UK', 'normal', 'sub', 'warship', 'ANY', '41-43', '1/2/3', 1, '', `${NAMED} values.sub=D`],
  ['A17', 'Walker', 'UK', 'normal', 'sub', 'warship', 'NA', '40-43', '1/1/3', 2, 'G18', ''],
  ['A18', 'Vanoc', 'UK', 'normal', 'sub', 'warship', 'NA', '41-43', '1/1/2', 2, 'G19', ''],
  ['A19', 'Kearny', 'US', 'normal', 'sub', 'warship', 'NA', '42-43', '1/2/2', 2, '', ''],
  ['A20', 'Chambly', 'CA', 'normal', 'sub', 'warship', 'NA', '41-43', '0/1/2', 1, 'G23', ''],
  ['A21', 'Assiniboine', 'CA', 'normal', 'sub', 'warship', 'NA', '41-43', '1/2/2', 2, '', ''],
  ['A22', 'Oakville', 'CA', 'normal', 'sub', 'warship', 'NA', '42-43', '0/1/2', 1, '', ''],
  ['A23', 'Mimosa', 'FR', 'normal', 'sub', 'warship', 'NA', '41-42', '0/1/1', 1, '', ''],
  ['A24', 'Aconit', 'FR', 'normal', 'sub', 'warship', 'NA', '42-43', '0/1/3', 2, '', ''],
  // §1: "los Flower clase corbeta".
  ['A25', 'Flower Class Corvettes', 'UK', 'normal', 'sub', 'warship', 'ANY', '41-43', '0/1/1', 1, '', ''],
  ['A26', 'Starling', 'UK', 'normal', 'sub', 'warship', 'NA', '43', '1/1/4', 2, '', ''],
  ['A27', 'Campbell', 'US', 'normal', 'sub', 'warship', 'NA', '42-43', '1/2/2', 2, '', ''],
  ['A28', 'Spencer', 'US', 'normal', 'sub', 'warship', 'NA', '42-43', '1/2/3', 2, '', ''],
  ['A29', 'Onslow', 'UK', 'normal', 'surface', 'warship', 'ARC', '42-43', '1/3/2', 2, '', ''],
  ['A30', 'King George V', 'UK', 'normal', 'surface', 'warship', 'ANY', '41-43', '2/5/0', 5, '', ''],
  ['A31', 'Rodney', 'UK', 'normal', 'surface', 'warship', 'NA', '41-43', '1/5/0', 4, '', ''],
  ['A32', 'Hood', 'UK', 'normal', 'surface', 'warship', 'NA', '40-41', '1/5/0', 5, '', ''],
  ['A33', 'Duke of York', 'UK', 'normal', 'surface', 'warship', 'ARC', '41-43', '2/6/0', 5, 'G10', ''],
  ['A34', 'Ramillies', 'UK', 'normal', 'surface', 'warship', 'NA', '40-42', '1/4/0', 3, '', ''],
  ['A35', 'Norfolk', 'UK', 'normal', 'surface', 'warship', 'ANY', '41-43', '1/3/0', 3, '', ''],
  ['A36', 'Edinburgh', 'UK', 'normal', 'surface', 'warship', 'ARC', '41-42', '1/3/0', 3, '', ''],
  ['A37', 'Belfast', 'UK', 'normal', 'surface', 'warship', 'ARC', '42-43', '2/3/0', 3, '', ''],
  ['A38', 'Sheffield', 'UK', 'normal', 'surface', 'warship', 'ANY', '41-43', '1/3/0', 3, '', ''],
  ['A39', 'Trinidad', 'UK', 'normal', 'surface', 'warship', 'ARC', '42', '1/3/0', 3, '', ''],
  ['A40', 'Jervis Bay', 'UK', 'normal', 'surface', 'warship', 'NA', '40', '0/1/0', 1, '', ''],
  // Audacity "protects" HG 76 (§7 historical note: an Allied fate card naming a convoy protects it).
  ['A41', 'Audacity', 'UK', 'normal', 'surface', 'carrier', 'NA', '41', '3/0/2', 2, 'C17', ''],
  // §7: "el Avenger (portaaviones de escolta)", destined to be sunk by U155.
  ['A42', 'Avenger', 'UK', 'normal', 'surface', 'carrier', 'ANY', '42-43', '3/0/2', 3, '', `${NAMED} unit=K`],
  ['A43', 'Bogue', 'US', 'normal', 'surface', 'carrier', 'NA', '43', '2/0/4', 3, '', ''],

  // ---------------------------------------------------------------- Allied supply, bonus, special (A44-A55)
  // FR "Cartes ravitaillement": Grey Ranger is a supply ship; Allied because §10 speaks of "both German supply cards".
  ['A44', 'Grey Ranger', 'UK', 'supply:ship', 'none', 'supplyShip', 'ANY', '41-43', '0/0/0', 1, '', 'name=K kind=K supply=K unit=K side=I'],
  // §1: the "Erizo" (Hedgehog).
  ['A45', 'Hedgehog', 'UK', 'bonus', 'sub', 'weapon', 'ANY', '42-43', '0/0/2', 0, '', 'vp=K'],
  ['A46', 'HF/DF', 'UK', 'bonus', 'any', 'weapon', 'NA', '41-43', '0/0/1', 0, '', 'vp=K'],
  ['A47', 'Leigh Light', 'UK', 'bonus', 'air', 'weapon', 'NA', '42-43', '0/0/1', 0, '', 'vp=K'],
  // §11 example: played by B with Sunderland for "3+1" in sub.
  ['A48', 'Metric ASV Radar', 'UK', 'bonus', 'air', 'weapon', 'ANY', '41-42', '0/0/1', 0, '', 'name=K side=D kind=D values.sub=D vp=K'],
  // §13 example: played by B with Achates for "3+2" in sub.
  ['A49', 'Centimetric ASV Radar', 'UK', 'bonus', 'any', 'weapon', 'ANY', '43', '0/0/2', 0, '', 'name=K side=D kind=D values.sub=D vp=K'],
  // §1: the "Fido" homing anti-submarine torpedo.
  ['A50', 'Fido', 'US', 'bonus', 'air', 'weapon', 'NA', '43', '0/0/2', 0, '', 'vp=K'],
  // §8: "Minefield (A51) y CAM Ship (A52) pueden ser jugadas por sí mismas".
  ['A51', 'Minefield', 'UK', 'bonus:alone', 'any', 'weapon', 'ANY', '40-43', '0/1/1', 0, '', `id=K ${NAMED} standalone=K vp=K`],
  ['A52', 'CAM Ship', 'UK', 'bonus:alone', 'any', 'weapon', 'ANY', '41-42', '2/0/0', 0, '', `id=K ${NAMED} standalone=K vp=K`],
  // §9 "Cartas especiales".
  ['A53', 'Admiral Tovey', 'UK', 'special:admiral', 'none', 'event', 'ANY', '40-43', '0/0/0', 0, '', `${NAMED} special=K vp=K`],
  ['A54', 'Raid on St. Nazaire', 'UK', 'special:raidStNazaire', 'none', 'event', 'NA', '42', '0/0/0', 0, '', `${NAMED} special=K vp=K`],
  ['A55', 'Ultra', 'UK', 'special:intel', 'none', 'event', 'ANY', '41-43', '0/0/0', 0, '', `${NAMED} special=K vp=K`],

  // ---------------------------------------------------------------- German normal cards (G1-G43)
  // §1: the Condor bombers, "el flagelo del Atlántico".
  ['G1', 'Fw 200 Condor', 'DE', 'normal', 'air', 'aircraft', 'NA', '40-43', '4/1/0', 2, '', ''],
  ['G2', 'Ju 88', 'DE', 'normal', 'air', 'aircraft', 'ANY', '41-43', '3/1/0', 1, '', ''],
  ['G3', 'He 111', 'DE', 'normal', 'air', 'aircraft', 'ANY', '42-43', '4/1/0', 1, '', ''],
  ['G4', 'He 115', 'DE', 'normal', 'air', 'aircraft', 'ANY', '41-43', '2/1/0', 1, '', ''],
  ['G5', 'BV 138', 'DE', 'normal', 'air', 'aircraft', 'ANY', '41-43', '2/0/0', 1, '', ''],
  ['G6', 'Ju 87 Stuka', 'DE', 'normal', 'air', 'aircraft', 'ANY', '41-42', '3/1/0', 1, '', ''],
  ['G7', 'He 177', 'DE', 'normal', 'air', 'aircraft', 'NA', '43', '3/1/0', 1, '', ''],
  // §6 "Tirada de dados": Bismarck and Tirpitz have '??' (the zone is not stated: surface, inferred).
  ['G8', 'Bismarck', 'DE', 'normal', 'surface', 'warship', 'NA', '41', '1/??/0', 5, 'A32', `${NAMED} unit=K values.surface=I`],
  ['G9', 'Tirpitz', 'DE', 'normal', 'surface', 'warship', 'ARC', '42-43', '1/??/0', 5, '', `${NAMED} unit=K values.surface=I`],
  ['G10', 'Scharnhorst', 'DE', 'normal', 'surface', 'warship', 'ANY', '40-43', '1/5/0', 4, '', ''],
  ['G11', 'Gneisenau', 'DE', 'normal', 'surface', 'warship', 'NA', '40-43', '1/5/0', 3, '', ''],
  ['G12', 'Admiral Scheer', 'DE', 'normal', 'surface', 'warship', 'NA', '40-42', '1/4/0', 3, 'A40', ''],
  ['G13', 'Admiral Hipper', 'DE', 'normal', 'surface', 'warship', 'ANY', '40-43', '1/4/0', 3, '', ''],
  ['G14', 'Lützow', 'DE', 'normal', 'surface', 'warship', 'ARC', '42-43', '1/4/0', 4, '', ''],
  ['G15', 'Prinz Eugen', 'DE', 'normal', 'surface', 'warship', 'NA', '41-43', '1/3/0', 3, '', ''],
  ['G16', 'Narvik Destroyers', 'DE', 'normal', 'surface', 'warship', 'ANY', '42-43', '1/3/0', 2, '', ''],
  ['G17', 'U-47', 'DE', 'normal', 'sub', 'submarine', 'NA', '40-42', '0/1/4', 1, '', ''],
  ['G18', 'U-99', 'DE', 'normal', 'sub', 'submarine', 'NA', '40-42', '0/1/5', 3, '', ''],
  ['G19', 'U-100', 'DE', 'normal', 'sub', 'submarine', 'NA', '40-42', '0/1/4', 1, '', ''],
  // §11 / §14 examples: U38 is worth 1 VP ("dar el U38 (1 P.V.)"); U38 + U501 + Black Gap = 7 in sub.
  ['G20', 'U38', 'DE', 'normal', 'sub', 'submarine', 'NA', '40-42', '0/1/3', 1, '', `${NAMED} unit=I vp=K`],
  ['G21', 'U-48', 'DE', 'normal', 'sub', 'submarine', 'NA', '40-43', '0/1/4', 1, '', ''],
  ['G22', 'U-110', 'DE', 'normal', 'sub', 'submarine', 'NA', '40-43', '0/1/3', 1, '', ''],
  // §14 example: the convoy (7) and U501 make "8 P.V. en total", so U501 is worth 1 VP.
  ['G23', 'U501', 'DE', 'normal', 'sub', 'submarine', 'NA', '41', '0/0/3', 1, '', `${NAMED} unit=I vp=D`],
  // §7: "el U552 está destinado a hundir al Reuben James". Values air 0, surface 1, sub 3: printed card (issue 3).
  ['G24', 'U552', 'DE', 'normal', 'sub', 'submarine', 'NA', '40-43', '0/1/3', 2, 'A12', `${NAMED} unit=I fateVictim=K values.air=P values.surface=P values.sub=P`],
  // §13 example: "el U-201 en su mano con un valor sub de 2".
  ['G25', 'U-201', 'DE', 'normal', 'sub', 'submarine', 'NA', '41-43', '0/1/2', 1, '', `${NAMED} unit=K values.sub=K`],
  ['G26', 'U-123', 'DE', 'normal', 'sub', 'submarine', 'NA', '40-43', '0/1/4', 1, '', ''],
  ['G27', 'U-124', 'DE', 'normal', 'sub', 'submarine', 'NA', '40-43', '0/1/3', 1, 'A23', ''],
  ['G28', 'U-568', 'DE', 'normal', 'sub', 'submarine', 'NA', '41-43', '0/0/2', 1, 'A19', ''],
  ['G29', 'U-751', 'DE', 'normal', 'sub', 'submarine', 'NA', '41-43', '0/0/2', 1, 'A41', ''],
  // §7: "el U155 ('0' valor aéreo) pero que está destinado a hundir el Avenger".
  ['G30', 'U155', 'DE', 'normal', 'sub', 'submarine', 'ANY', '42-43', '0/1/3', 1, 'A42', `${NAMED} unit=I values.air=K fateVictim=K`],
  ['G31', 'U-94', 'DE', 'normal', 'sub', 'submarine', 'NA', '40-43', '0/1/3', 1, '', ''],
  ['G32', 'U-333', 'DE', 'normal', 'sub', 'submarine', 'NA', '41-43', '0/1/3', 1, '', ''],
  ['G33', 'U-456', 'DE', 'normal', 'sub', 'submarine', 'ARC', '42-43', '0/0/2', 1, 'A36', ''],
  ['G34', 'U-255', 'DE', 'normal', 'sub', 'submarine', 'ANY', '42-43', '0/1/3', 1, '', ''],
  ['G35', 'U-88', 'DE', 'normal', 'sub', 'submarine', 'ARC', '42', '0/0/2', 1, '', ''],
  ['G36', 'U-703', 'DE', 'normal', 'sub', 'submarine', 'ANY', '42-43', '0/0/3', 1, '', ''],
  // §11 example: "la manada de lobos Markgraf", destined for SC 42 (its value doubles in that battle).
  ['G37', 'Markgraf', 'DE', 'normal', 'sub', 'wolfpack', 'NA', '41', '0/0/?', 2, 'C14', `${NAMED} unit=K frame=I fateVictim=K`],
  // §13 example: "la manada de lobos Steinbrink", a '?' in sub, rolled 6.
  ['G38', 'Steinbrink', 'DE', 'normal', 'sub', 'wolfpack', 'NA', '42-43', '0/0/?', 2, '', `${NAMED} unit=K frame=I values.sub=K`],
  ['G39', 'Vorwärts', 'DE', 'normal', 'sub', 'wolfpack', 'NA', '42-43', '0/0/?', 2, '', ''],
  ['G40', 'Eisteufel', 'DE', 'normal', 'sub', 'wolfpack', 'ARC', '42', '0/0/?', 2, 'C22', ''],
  ['G41', 'Raubgraf', 'DE', 'normal', 'sub', 'wolfpack', 'NA', '43', '0/0/?', 2, 'C34', ''],
  ['G42', 'Fink', 'DE', 'normal', 'sub', 'wolfpack', 'NA', '42-43', '0/0/?', 3, '', ''],
  ['G43', 'Leuthen', 'DE', 'normal', 'sub', 'wolfpack', 'NA', '42-43', '0/0/?', 2, '', ''],

  // ---------------------------------------------------------------- German supply, bonus, special (G44-G55)
  ['G44', 'Belchen', 'DE', 'supply:ship', 'none', 'supplyShip', 'NA', '40-41', '0/0/0', 1, '', 'name=K kind=K supply=K unit=K side=I'],
  // §10 / FR: the submarine tanker ("vaca lechera") U464 refuels only a submarine or a wolf pack.
  ['G45', 'U464', 'DE', 'supply:milkCow', 'none', 'submarine', 'NA', '42-43', '0/0/0', 1, '', 'name=K kind=K supply=K unit=K side=K'],
  // §11 example: played by D with U501; restrictions on later play (§9 "Tormentas"); effect substitute (G-04).
  ['G46', 'Black Gap', 'DE', 'bonus:blackGap', 'sub', 'event', 'NA', '40-43', '0/0/1', 0, '', 'name=K side=I kind=I effect=I vp=I'],
  ['G47', 'Night Surface Attack', 'DE', 'bonus', 'sub', 'event', 'NA', '40-41', '0/0/1', 0, '', 'vp=K'],
  ['G48', 'Metox', 'DE', 'bonus', 'sub', 'weapon', 'ANY', '42-43', '0/0/1', 0, '', 'vp=K'],
  ['G49', 'FAT Torpedo', 'DE', 'bonus', 'sub', 'weapon', 'ANY', '42-43', '0/0/1', 0, '', 'vp=K'],
  ['G50', 'Zaunkönig', 'DE', 'bonus', 'sub', 'weapon', 'NA', '43', '0/0/2', 0, '', 'vp=K'],
  ['G51', 'Hs 293', 'DE', 'bonus', 'air', 'weapon', 'ANY', '43', '2/0/0', 0, '', 'vp=K'],
  ['G52', 'Arado 196', 'DE', 'bonus', 'surface', 'aircraft', 'ANY', '40-43', '1/1/0', 0, '', 'vp=K'],
  ['G53', 'Admiral Dönitz', 'DE', 'special:admiral', 'none', 'event', 'ANY', '40-43', '0/0/0', 0, '', `${NAMED} special=K vp=K`],
  ['G54', '2nd Happy Time', 'DE', 'special:secondHappyTime', 'none', 'event', 'NA', '42', '0/0/0', 0, '', `${NAMED} special=K vp=K`],
  ['G55', 'B-Dienst', 'DE', 'special:intel', 'none', 'event', 'ANY', '40-43', '0/0/0', 0, '', `${NAMED} special=K vp=K`],

  // ---------------------------------------------------------------- storms (S1-S2), neutral (§9 "Tormentas")
  ['S1', 'Atlantic Storm', '', 'special:storm', 'none', 'event', 'NA', '40-43', '0/0/0', 0, '', `${NAMED} special=K ocean=K vp=K`],
  ['S2', 'Arctic Storm', '', 'special:storm', 'none', 'event', 'ARC', '40-43', '0/0/0', 0, '', `${NAMED} special=K ocean=K vp=K`],
];
