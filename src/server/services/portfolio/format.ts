import { formatDecimal } from '@shared/money/decimal.ts';

/** Paise to the rupee string of the API ("1234.50"). */
export const rupees = (paise: bigint): string => formatDecimal(paise, 2);
/** Units or NAV at 4 decimals ("12.3450"). */
export const four = (scaled4: bigint): string => formatDecimal(scaled4, 4);
