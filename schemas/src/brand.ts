/**
 * The brand is one constant for the whole product (DESIGN §1): renaming it means changing
 * `BRAND_NAME` only ("{product} OS" in the spec reads `${BRAND_NAME} OS`).
 */
export const BRAND_NAME = 'Hexagone';
export const SLOGAN = 'Infrastructure Numérique Souveraine';
