/**
 * A page's favourite pairs, as the pair switcher stars them: each product page hands in its own
 * list (the spot page's is shared with /market's star column).
 */
export interface FavoritePairs {
  isFavorite: (symbol: string) => boolean;
  toggle: (symbol: string) => void;
}
