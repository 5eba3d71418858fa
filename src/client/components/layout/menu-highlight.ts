export type LeftMenuItem = 'Home' | 'Invest' | 'Portfolio' | 'Menu' | 'Profile' | "FAQ's";

/**
 * The highlighted left-menu item (spec 2 §2.1): it follows the path; /portal/family-portfolio
 * counts as Portfolio; with no match it is Invest when AUM is zero, otherwise Home. The investing
 * flow (a scheme's transaction hub, scheme search, the cart, payment and the transaction OTP) sits
 * under Invest whatever the AUM: an investor in the middle of buying is in the Invest section.
 */
const INVEST_FLOW = ['/portal/invest', '/portal/search', '/portal/cart', '/portal/payments', '/portal/transaction-verify'];

export function highlightedItem(pathname: string, zeroAum: boolean): LeftMenuItem {
  const p = pathname.replace(/\/+$/, '');
  const under = (prefix: string) => p === prefix || p.startsWith(`${prefix}/`);
  if (under('/portal/dashboard')) return 'Home';
  if (under('/portal/investment') || INVEST_FLOW.some(under)) return 'Invest';
  if (under('/portal/portfolio') || under('/portal/family-portfolio') || under('/portal/individual-portfolio')) return 'Portfolio';
  if (under('/portal/menu')) return 'Menu';
  if (under('/portal/profile')) return 'Profile';
  if (under('/portal/faq') || under('/portal/faqCategory') || under('/portal/faqSearch')) return "FAQ's";
  return zeroAum ? 'Invest' : 'Home';
}
