/** A post's date as MMM DD, YYYY (spec 3 §9), from YYYY-MM-DD. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export function blogDate(ymd: string): string {
  const [y, m, d] = ymd.split('-');
  const month = MONTHS[Number(m) - 1];
  return month && y && d ? `${month} ${d}, ${y}` : ymd;
}
