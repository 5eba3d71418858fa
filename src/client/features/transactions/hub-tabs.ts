/**
 * The transaction hub's tabs (spec 2 §2.6, §4): only those the server allows for the scheme,
 * SIP first when allowed, else Redemption; a tab asked for by the link wins when allowed.
 */
export type HubTab = 'SIP' | 'Purchase' | 'Redemption' | 'Switch' | 'SWP' | 'STP';

export const HUB_TABS: ReadonlyArray<{ id: HubTab; label: string; heading: string; allowedBy: readonly string[] }> = [
  { id: 'SIP', label: 'Start a SIP', heading: 'Start a Systematic Investment Plan', allowedBy: ['SIP'] },
  { id: 'Purchase', label: 'Purchase', heading: 'Invest a lumpsum', allowedBy: ['ADD', 'NEW'] },
  { id: 'Redemption', label: 'Redemption', heading: 'Redeem units', allowedBy: ['RED'] },
  { id: 'Switch', label: 'Switch', heading: 'Switch to another scheme of the fund house', allowedBy: ['SWT'] },
  { id: 'SWP', label: 'SWP', heading: 'Systematic Withdrawal Plan', allowedBy: ['SWP'] },
  { id: 'STP', label: 'STP', heading: 'Systematic Transfer Plan', allowedBy: ['STP'] },
];

export function isHubTab(value: unknown): value is HubTab {
  return HUB_TABS.some((t) => t.id === value);
}

export function allowedTabs(allowed: Readonly<Record<string, 'Y' | 'N'>>): HubTab[] {
  return HUB_TABS.filter((t) => t.allowedBy.some((code) => allowed[code] === 'Y')).map((t) => t.id);
}

export function defaultTab(tabs: readonly HubTab[], requested?: string | null): HubTab | null {
  if (requested && isHubTab(requested) && tabs.includes(requested)) return requested;
  if (tabs.includes('SIP')) return 'SIP';
  if (tabs.includes('Redemption')) return 'Redemption';
  return tabs[0] ?? null;
}
