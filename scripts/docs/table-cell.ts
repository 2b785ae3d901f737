/** Text for a cell of a markdown table in the reference: on one line, its bars escaped so they break no column. */
export const tableCell = (text: string) => text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|').trim();
