/** opencc-js ships its dictionaries as modules whose default export is the table text. */
declare module 'opencc-js/dict/TSCharacters' {
  const table: string;
  export default table;
}
