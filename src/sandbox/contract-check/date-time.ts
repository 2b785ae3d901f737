/**
 * The `date-time` format as Prism checks it (its own rule, laxer than ajv-formats': a space may stand for
 * the `T`), so the sandbox in process accepts and refuses the same time stamps as `npm start`.
 */
const SEPARATOR = /t|\s/i;
const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const TIME = /^(\d\d):(\d\d):(\d\d)(\.\d+)?(z|[+-]\d\d(?::?\d\d)?)?$/i;
const ZULU = /^[Zz]$/;
const SIGNED = /^[+-]/;
const OFFSET = /^[+-](?:[01][0-9]|2[0-4])(?::?[0-5][0-9])?$/;

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

function isDate(text: string): boolean {
  const parts = DATE.exec(text);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]!);
}

function isTime(text: string, withZone: boolean): boolean {
  const parts = TIME.exec(text);
  if (!parts) return false;
  const [hour, minute, second] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const zone = parts[5];
  const inRange = (hour <= 23 && minute <= 59 && second <= 59) || (hour === 23 && minute === 59 && second === 60);
  return (
    inRange &&
    (!withZone || ZULU.test(zone ?? '') || (SIGNED.test(zone ?? '') && isTime(`${zone!.slice(1)}:00`, false)) || OFFSET.test(zone ?? ''))
  );
}

export function isDateTime(text: string): boolean {
  const parts = text.split(SEPARATOR);
  return parts.length === 2 && isDate(parts[0]!) && isTime(parts[1]!, true);
}
