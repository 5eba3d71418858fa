/**
 * The scheme catalogue (spec 2 §3): fund houses, asset classes, schemes, NAV history, returns
 * and portfolio disclosures. Owned by the catalogue module.
 */
export {};
