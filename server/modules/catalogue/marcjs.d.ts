// marcjs ships no types; the part of its API the catalogue module uses.
declare module 'marcjs' {
  /** A control field `[tag, value]` or a data field `[tag, indicators, code, value, code, value, …]`. */
  export type MarcField = string[];
  export class Record {
    leader: string;
    fields: MarcField[];
    append(...fields: MarcField[]): Record;
  }
  export const Marc: {
    format(record: Record, type: 'iso2709' | 'marcxml' | 'text' | 'mij' | 'json'): string;
    parse(data: string | Buffer, type: 'iso2709' | 'marcxml' | 'mij'): Record;
  };
}
