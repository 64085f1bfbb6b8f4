/**
 * The stock pictures under /covers (`book-3.svg`, `ancient-0.svg`) carry no title, so the portal prints
 * the item's title over them, as on a jacket; uploaded covers and generated ones (`/covers/gen/…`,
 * drawn with the item's own title) already show it, and a label on them read the title twice (issue 34).
 */
export const isStockCover = (src: string) => /^\/covers\/[a-z]+-\d+\.svg$/.test(src);
