/** The portal menu area (spec 2 §2.1, spec 3 §2.7). */
export const MENU_ITEMS = [
  { label: 'Insights', to: '/portal/menu/insights' },
  { label: 'Transaction History', to: '/portal/menu/transaction-history' },
  { label: 'Manage SIP', to: '/portal/menu/manage-sip' },
  { label: 'Manage SWP', to: '/portal/menu/manage-swp' },
  { label: 'Manage STP', to: '/portal/menu/manage-stp' },
  { label: 'Account Statements', to: '/portal/menu/account-statement' },
  { label: 'Import Holdings', to: '/portal/menu/import-holdings' },
  { label: 'Customer Support', to: '/portal/menu/customer-support' },
] as const;

/** The profile menu (spec 2 §2.1). */
export const PROFILE_ITEMS = [
  { label: 'Personal Information', to: '/portal/profile/personal-information' },
  { label: 'Family Members', to: '/portal/profile/family-members' },
  { label: 'Nominee', to: '/portal/profile/nominee' },
  { label: 'Joint Holders', to: '/portal/profile/joint-holders' },
  { label: 'Bank Accounts', to: '/portal/profile/bank-accounts' },
  { label: 'Bank Mandates', to: '/portal/profile/bank-mandates' },
  { label: 'Risk Appetite', to: '/portal/profile/risk-appetite' },
] as const;

/** The investment menu (spec 2 §2.1). */
export const INVESTMENT_ITEMS = [
  { label: 'Mutual Funds', to: '/portal/investment/mutual-funds' },
  { label: 'Corporate Fixed Deposits', to: '/portal/investment/corp-fixed-deposits' },
  { label: 'Insurance', to: '/portal/investment/insurance' },
] as const;
