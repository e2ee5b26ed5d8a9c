/** What the review form holds: the stars (0 until one is chosen), the title and the text, as typed. */
export interface ReviewValues {
  rating: number;
  title: string;
  text: string;
}
