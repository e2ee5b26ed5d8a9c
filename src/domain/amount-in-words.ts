/**
 * An amount in words as Indian tax invoices write it, in the Indian numbering system (thousand, lakh, crore):
 * 125000.50 → "Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only". Zod-free and pure.
 */
import type { Paise } from './money';

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99: "Seven", "Forty", "Twenty-Five". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]}-${ONES[unit]}` : TENS[Math.floor(n / 10)]!;
}

/** 1–999: "Three Hundred Forty-Two". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/**
 * A whole number in words with Indian grouping: crore (10⁷), lakh (10⁵), thousand, hundred. Above 99 crore the
 * crores are counted in words themselves ("One Hundred Twenty-Three Crore"), as Indian accounts write them.
 */
export function wholeNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number ≥ 0: ${n}`);
  if (n === 0) return ONES[0]!;
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${wholeNumberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** "Rupees One Lakh Twenty-Five Thousand Only"; with paise "… and Fifty Paise Only". */
export function rupeesInWords(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const fraction = rest ? ` and ${belowHundred(rest)} ${rest === 1 ? 'Paisa' : 'Paise'}` : '';
  return `Rupees ${wholeNumberInWords(rupees)}${fraction} Only`;
}
