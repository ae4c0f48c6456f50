/**
 * Every picture of the wine estate (issue 14 §6) as [path below site-configs/domaine/media, SVG],
 * drawn from the parametric drawings of this folder so the set stays coherent: one light per
 * scene, one bottle template, one grain. Pure: build-domaine-pictures.ts writes them. The bottles,
 * the two cases, the vineyard and the cellar are rendered with POV-Ray instead (scene-renders.ts,
 * decision 0069).
 */
import { beurreBlanc, cheeseBoard, iceBucket, musselPot, oysterPlatter, wineRack } from './blog-stills.ts';
import { CARD_SETTINGS, CUVEES } from './cuvees.ts';
import { estate1921, estateHouse, familyAtSunset, grassedRows, harvestMorning } from './estate-scenes.ts';
import { cellar, oldPress, tastingRoom, vatRoom } from './interiors.ts';
import { engravedBox, giftsHero, giftVoucher, halfBottlesCase } from './shop-boxes.ts';
import { decanterCard, decanterProduct, glassesCard, glassProduct, melonAlongTheWire, melonBunch, soils } from './stills.ts';
import { wineCardPicture } from './wine-card-picture.ts';

export function domainePictures(): [path: string, svg: string][] {
  const out: [string, string][] = [];
  const add = (path: string, svg: string) => out.push([path, svg]);
  for (const cuvee of CUVEES) {
    add(`wines/cards/${cuvee.slug}.svg`, wineCardPicture(cuvee, CARD_SETTINGS[cuvee.slug]!, `${cuvee.name.join(' ')}, bouteille et verre / ${cuvee.name.join(' ')}, bottle and glass`));
  }

  add('heroes/estate-1921.svg', estate1921('Le domaine en 1921 : la maison et les premiers rangs, photographie sépia / The estate in 1921: the house and the first rows, a sepia photograph'));
  add('heroes/estate-house.svg', estateHouse("La maison du domaine et sa cour un matin clair / The estate house and its courtyard on a clear morning"));
  add('heroes/melon-vines.svg', melonAlongTheWire('Grappes mûres de melon de Bourgogne le long du fil de palissage, le soleil bas derrière les rangs / Ripe Melon de Bourgogne bunches along the trellis wire, the low sun behind the rows'));
  add('estate/harvest.svg', harvestMorning('Matin de vendanges : vendangeurs penchés sur les rangs, cagettes de raisin, tracteur au loin / Harvest morning: pickers bent over the rows, crates of grapes, a tractor beyond'));
  add('estate/biodiversity.svg', grassedRows('Rangs enherbés et fleuris, ruches et nichoir en bordure de vigne / Grassed rows in flower, beehives and a nesting box at the edge of the vines'));
  add('estate/family.svg', familyAtSunset('Claire et Julien Moreau et leur fille entre les rangs au soleil couchant / Claire and Julien Moreau and their daughter between the rows at sunset'));
  add('estate/tasting-room.svg', tastingRoom('Salle de dégustation : bouteilles et verres sur le comptoir, fenêtre sur les vignes / Tasting room: bottles and glasses on the counter, a window on the vines'));
  add('estate/old-press.svg', oldPress("Le pressoir à cage de 1921 dans la grange, dans un rayon de soleil / The 1921 basket press in the barn, in a beam of sunlight"));
  add('estate/soils.svg', soils('Coupe des trois sols du domaine, schiste, gneiss et granit, sous leurs vignes / Section of the three soils, schist, gneiss and granite, under their vines'));
  add('estate/grape-melon.svg', melonBunch('Grappe de melon de Bourgogne parmi ses feuilles / A Melon de Bourgogne bunch among its leaves'));
  add('shop/decanter.svg', decanterProduct('Carafe à décanter à large base contenant du vin rouge / Wide-based decanter holding red wine'));
  add('shop/tasting-glass.svg', glassProduct('Verre de dégustation INAO servi de vin blanc / INAO tasting glass poured with white wine'));
  add('shop/cards/decanter.svg', decanterCard('Carafe à décanter et deux verres de vin rouge sur la table / Decanter and two glasses of red wine on the table'));
  add('shop/cards/tasting-glasses.svg', glassesCard('Cinq verres de dégustation INAO, dont un servi / Five INAO tasting glasses, one of them poured'));
  add('shop/half-bottles-case.svg', halfBottlesCase('Carton ouvert de six demi-bouteilles de Muscadet Les Schistes / Open case of six half bottles of Muscadet Les Schistes'));
  add('shop/engraved-box.svg', engravedBox('Coffret en bois gravé « Joyeux anniversaire » avec sa bouteille / Wooden box engraved “Joyeux anniversaire” with its bottle'));
  add('shop/gift-voucher.svg', giftVoucher('Bon cadeau du domaine avec une grappe et un verre / Estate gift voucher with a bunch of grapes and a glass'));
  add('blog/oysters.svg', oysterPlatter("Plateau d'huîtres sur glace pilée, citron, bouteille et verre de Muscadet / Oysters on crushed ice, lemon, a bottle and a glass of Muscadet"));
  add('blog/cheese-board.svg', cheeseBoard('Planche de comté et de chèvre cendré, raisin, deux verres de vin blanc / Board of Comté and ash goat cheese, grapes, two glasses of white wine'));
  add('blog/wine-rack.svg', wineRack('Casier en chêne rempli de bouteilles couchées, dans la cave / Oak rack full of bottles lying in the cellar'));
  add('heroes/gifts.svg', giftsHero('Le coffret découverte noué d\'un ruban doré sur la table de dégustation, un verre servi à côté / The discovery case tied with a gold ribbon on the tasting table, a poured glass beside it'));
  add('estate/vats.svg', vatRoom('Le cuvier : deux rangées de cuves inox sous les hautes fenêtres du chai / The vat room: two rows of stainless-steel vats under the high windows of the winery'));
  add('estate/cellar-dinner.svg', cellar('Le chai voûté dressé pour un dîner privé : longue table nappée, bougies et verres entre les barriques / The vaulted cellar laid for a private dinner: a long clothed table, candles and glasses between the barrels', true));
  add('estate/tasting-room-christmas.svg', tastingRoom('La salle de dégustation décorée pour Noël : guirlande lumineuse, sapin et cuvées sur le comptoir / The tasting room decorated for Christmas: string lights, a fir tree and the wines on the counter', true));
  add('blog/mussels.svg', musselPot('Cocotte de moules marinières au persil, un verre de Gros Plant à côté / A pot of moules marinières with parsley, a glass of Gros Plant beside it'));
  add('blog/beurre-blanc.svg', beurreBlanc('Filet de sandre au beurre blanc, ciboulette et échalotes, un verre de Muscadet / Pike-perch fillet with beurre blanc, chives and shallots, a glass of Muscadet'));
  add('blog/ice-bucket.svg', iceBucket('Bouteille de Muscadet Les Schistes au frais dans un seau à glace, thermomètre à 10 °C / Muscadet Les Schistes chilling in an ice bucket, a thermometer at 10 °C'));
  return out;
}
