/** Order refusals: the spec's own words where it has them (spec 2 §5, §8), ours (marked) otherwise. */
export const ORDER_MESSAGES = {
  notOnboarded: 'Please Complete your Account Opening Process.',
  noExchangeCode: 'Bse Scheme code is not available. Please try after sometime',
  selectFolio: 'Please select folio number',
  mandateMandatory: 'Mandate Id is mandatory',
  createMandate: "Please create mandate Id's",
  // ours:
  schemeNotFound: 'Scheme not found',
  notAllowed: 'This transaction is not allowed for this scheme',
  folioNotFound: 'This folio does not hold units of this scheme',
  firstOrderAfterCutOff: 'First order today is not allowed after 3:00 PM, please choose a later start date',
  mandateNotApproved: 'This mandate is not approved yet, please choose an approved mandate',
  mandateTooSmall: 'The mandate limit is lower than the SIP amount, please choose another mandate',
  wrongSipType: 'This mandate does not fit the SIP type',
  frequencyNotOffered: 'This frequency is not offered for this scheme',
  switchTarget: 'Please choose another scheme of the same fund house to switch to',
  maxPurchase: (max: string) => `Amount should be less than ${max}`,
  maxPayment: (max: string) => `The total to pay should be less than ${max}; please check out in parts`,
  stillPlacing: 'Your order is being placed; please check Transaction History in a few minutes',
  checkout: 'please select schemes to checkout',
  confirm: 'please select the schemes to confirm',
  verifyOtpAgain: 'Please verify the transaction OTP again',
} as const;
