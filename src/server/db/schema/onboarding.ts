/**
 * Onboarding (spec 1 §3): KYC details, banks, joint holders, nominees, documents and the
 * exchange registration state. Owned by the onboarding module.
 */
export {};
