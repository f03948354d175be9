/**
 * One value of a page's search parameter: Next gives a string, an array when the key repeats
 * (`?a=1&a=2`, where the first counts), or undefined.
 */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
