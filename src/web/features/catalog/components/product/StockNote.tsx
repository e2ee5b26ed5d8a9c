/** How many of the chosen piece are left, in the shopper's words (coloured by how few). */
import type { VariantDto } from '#domain/schemas/catalog';

function stockNote(stock: number): { text: string; tone: string } {
  if (stock < 1) return { text: 'Out of stock in this option', tone: 'text-danger' };
  if (stock <= 3) return { text: `Only ${stock} left`, tone: 'text-warning-text' };
  return { text: 'In stock — made to order for you', tone: 'text-success' };
}

export function StockNote({ variant }: { variant: VariantDto }) {
  const { text, tone } = stockNote(variant.stock);
  return <p className={`mt-3 text-sm ${tone}`}>{text}</p>;
}
