import { describe, expect, it } from 'vitest';
import { canonicalProductPath, isProductRoute, productCanonicalPaths, productPath, productSlug } from './product-path.ts';

const wine = { id: 6, name: 'Val de Loire rouge — Les Coteaux', productType: 'WINE' };

describe('product paths', () => {
  it('makes the slug from the name by the §5 rule', () => {
    expect(productSlug('Crémant de Loire — Bulles des Trois Terroirs')).toBe('cremant-de-loire-bulles-des-trois-terroirs');
    expect(productSlug('—')).toBe('produit');
  });
  it('puts wines under /wines and other goods under /products, English under /en', () => {
    expect(productPath('fr_FR', wine)).toBe('/wines/val-de-loire-rouge-les-coteaux/6');
    expect(productPath('en', { id: 12, name: 'Hand-blown decanter', productType: 'OTHER' })).toBe('/en/products/hand-blown-decanter/12');
    expect(productPath('fr_FR', wine, { declination: 602 })).toBe('/wines/val-de-loire-rouge-les-coteaux/6/detail/602');
    expect(productPath('en', wine, { year: 2022 })).toBe('/en/wines/val-de-loire-rouge-les-coteaux/6/2022');
  });
  it('keeps the requested route and its parameters in the canonical path', () => {
    expect(canonicalProductPath('products-slug-id', 'fr_FR', wine, { id: '6' })).toBe('/products/val-de-loire-rouge-les-coteaux/6');
    expect(canonicalProductPath('wines-slug-id-detail-idDeclination', 'en', wine, { id: '6', idDeclination: '603' })).toBe('/en/wines/val-de-loire-rouge-les-coteaux/6/detail/603');
    expect(canonicalProductPath('wines-slug-id-year', 'fr_FR', wine, { id: '6', year: '2023' })).toBe('/wines/val-de-loire-rouge-les-coteaux/6/2023');
  });
  it('names slug, product and declination in the customization page’s canonical path, whatever was asked', () => {
    const box = { id: 13, name: 'Personalised engraved wooden box', productType: 'BOX' };
    expect(canonicalProductPath('products-slug-id-idDeclination-customize', 'en', box, { slug: '13', idDeclination: '1301' })).toBe('/en/products/personalised-engraved-wooden-box/13/1301/customize');
    expect(canonicalProductPath('products-slug-id-idDeclination-customize', 'fr_FR', wine, { idDeclination: '601' })).toBe('/products/val-de-loire-rouge-les-coteaux/6/601/customize');
  });
  it('knows the product routes', () => {
    expect(isProductRoute('wines-slug-id-year')).toBe(true);
    expect(isProductRoute('blog-slug-id')).toBe(false);
  });
  it('names the wine\'s page as canonical for its declination and vintage pages, and every other page itself', () => {
    const detail = { fr: '/wines/les-schistes/1/detail/101', en: '/en/wines/les-schistes/1/detail/101' };
    expect(productCanonicalPaths('wines-slug-id-detail-idDeclination', detail)).toEqual({ fr: '/wines/les-schistes/1', en: '/en/wines/les-schistes/1' });
    expect(productCanonicalPaths('wines-slug-id-year', { fr: '/wines/les-schistes/1/2023', en: '/en/wines/les-schistes/1/2023' })).toEqual({ fr: '/wines/les-schistes/1', en: '/en/wines/les-schistes/1' });
    expect(productCanonicalPaths('wines-slug-id', { fr: '/wines/les-schistes/1', en: '/en/wines/les-schistes/1' })).toEqual({ fr: '/wines/les-schistes/1', en: '/en/wines/les-schistes/1' });
    expect(productCanonicalPaths('news-slug-id', { fr: '/news/taille/2023', en: '/en/news/pruning/2023' })).toEqual({ fr: '/news/taille/2023', en: '/en/news/pruning/2023' });
  });
});

