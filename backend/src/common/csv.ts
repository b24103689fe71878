/** A field of a CSV line as COPY ... (FORMAT csv) writes it: NULL empty, quoted when empty or holding , " CR or LF. */
export function csvField(value: string | null): string {
  if (value === null) return '';
  return value === '' || /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
