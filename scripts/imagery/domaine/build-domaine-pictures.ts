/**
 * Draws the wine estate's pictures (issue 14 §6): `npx tsx scripts/imagery/domaine/build-domaine-pictures.ts`
 * writes every picture below site-configs/domaine/media from the parametric drawings of this
 * folder, so the set stays coherent (one light, one bottle template, one grain) and can be redrawn.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cheeseBoard, oysterPlatter, wineRack } from './blog-stills.ts';
import { CARD_SETTINGS, CUVEES } from './cuvees.ts';
import { estate1921, estateHouse, familyAtSunset, grassedRows, harvestMorning, homeHero, vineyardGoldenHour } from './estate-scenes.ts';
import { cellar, oldPress, tastingRoom } from './interiors.ts';
import { discoveryBox, engravedBox, giftVoucher, halfBottlesCase, woodenCase } from './shop-boxes.ts';
import { decanterCard, decanterProduct, glassesCard, glassProduct, melonBunch, soils } from './stills.ts';
import { wineCardPicture } from './wine-card-picture.ts';
import { wineBottlePicture } from './wine-bottle-picture.ts';

const media = join(import.meta.dirname, '../../../site-configs/domaine/media');

function write(path: string, svg: string): void {
  const file = join(media, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  const size = Buffer.byteLength(svg);
  console.log(`${path.padEnd(40)} ${(size / 1024).toFixed(1)} KB`);
}

for (const cuvee of CUVEES) {
  write(`wines/${cuvee.slug}.svg`, wineBottlePicture(cuvee, `Bouteille ${cuvee.name.join(' ')} / ${cuvee.name.join(' ')} bottle`));
  write(`wines/cards/${cuvee.slug}.svg`, wineCardPicture(cuvee, CARD_SETTINGS[cuvee.slug]!, `${cuvee.name.join(' ')}, bouteille et verre / ${cuvee.name.join(' ')}, bottle and glass`));
}

write('heroes/vineyard-golden-hour.svg', homeHero('La maison du domaine au-dessus de ses rangs de vigne au soleil couchant / The estate house above its vine rows at sunset'));
write('heroes/estate-1921.svg', estate1921('Le domaine en 1921 : la maison et les premiers rangs, photographie sépia / The estate in 1921: the house and the first rows, a sepia photograph'));
write('heroes/estate-house.svg', estateHouse("La maison du domaine et sa cour un matin clair / The estate house and its courtyard on a clear morning"));
write('heroes/melon-vines.svg', melonBunch('Grappe de melon de Bourgogne dorée par le soleil couchant / A Melon de Bourgogne bunch turned gold by the setting sun', 1200, 750, true));
write('estate/vineyard.svg', vineyardGoldenHour("Rangs de vigne du domaine à l'heure dorée, la maison au loin / The estate's vine rows at golden hour, the house in the distance"));
write('estate/harvest.svg', harvestMorning('Matin de vendanges : cagettes de raisin entre les rangs, tracteur au loin / Harvest morning: crates of grapes between the rows, a tractor beyond'));
write('estate/biodiversity.svg', grassedRows('Rangs enherbés et fleuris, nichoir sur un piquet / Grassed rows in flower, a nesting box on a post'));
write('estate/family.svg', familyAtSunset('Trois générations de la famille entre les rangs au soleil couchant / Three generations of the family between the rows at sunset'));
write('estate/cellar.svg', cellar('Cave voûtée bordée de barriques, éclairée par des lampes / Vaulted cellar lined with barrels, lit by hanging lamps'));
write('estate/tasting-room.svg', tastingRoom('Salle de dégustation : bouteilles et verres sur le comptoir, fenêtre sur les vignes / Tasting room: bottles and glasses on the counter, a window on the vines'));
write('estate/old-press.svg', oldPress("Le pressoir à cage de 1921 dans la grange, dans un rayon de soleil / The 1921 basket press in the barn, in a beam of sunlight"));
write('estate/soils.svg', soils('Coupe des trois sols du domaine, schiste, gneiss et granit, sous leurs vignes / Section of the three soils, schist, gneiss and granite, under their vines'));
write('estate/grape-melon.svg', melonBunch('Grappe de melon de Bourgogne parmi ses feuilles / A Melon de Bourgogne bunch among its leaves'));
write('shop/decanter.svg', decanterProduct('Carafe à décanter à large base contenant du vin rouge / Wide-based decanter holding red wine'));
write('shop/tasting-glass.svg', glassProduct('Verre de dégustation INAO servi de vin blanc / INAO tasting glass poured with white wine'));
write('shop/cards/decanter.svg', decanterCard('Carafe à décanter et deux verres de vin rouge sur la table / Decanter and two glasses of red wine on the table'));
write('shop/cards/tasting-glasses.svg', glassesCard('Cinq verres de dégustation INAO, dont un servi / Five INAO tasting glasses, one of them poured'));
write('shop/box-discovery.svg', discoveryBox('Carton de six bouteilles ouvert montrant les six cuvées du domaine / Open case of six bottles showing the six wines of the estate'));
write('shop/wooden-case.svg', woodenCase('Caisse en bois de douze Muscadet Les Schistes marquée au fer / Branded wooden case of twelve Muscadet Les Schistes'));
write('shop/half-bottles-case.svg', halfBottlesCase('Carton ouvert de six demi-bouteilles de Muscadet Les Schistes / Open case of six half bottles of Muscadet Les Schistes'));
write('shop/engraved-box.svg', engravedBox('Coffret en bois gravé « Joyeux anniversaire » avec sa bouteille / Wooden box engraved “Joyeux anniversaire” with its bottle'));
write('shop/gift-voucher.svg', giftVoucher('Bon cadeau du domaine avec une grappe et un verre / Estate gift voucher with a bunch of grapes and a glass'));
write('blog/oysters.svg', oysterPlatter("Plateau d'huîtres sur glace pilée, citron, bouteille et verre de Muscadet / Oysters on crushed ice, lemon, a bottle and a glass of Muscadet"));
write('blog/cheese-board.svg', cheeseBoard('Planche de comté et de chèvre cendré, raisin, deux verres de vin blanc / Board of Comté and ash goat cheese, grapes, two glasses of white wine'));
write('blog/wine-rack.svg', wineRack('Casier en chêne rempli de bouteilles couchées, dans la cave / Oak rack full of bottles lying in the cellar'));
