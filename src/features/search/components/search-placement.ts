/** Where a search field sits: the desktop header (results drop down), the mobile menu, or the search page. */
export type SearchPlacement = 'header' | 'menu' | 'page';
