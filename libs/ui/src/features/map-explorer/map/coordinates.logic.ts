/**
 * Coordinate search of the 'Address/Coords Search' box, free of React and of the geocoder so
 * every rule is tested directly. The box offers these readings next to the geocoder's address results.
 */

/** One way of reading the typed pair as a point; the shape the search box lists as a result. */
export interface CoordinateReading {
  lat: number;
  lng: number;
  /** 'Lat: {lat} Lng: {lng}'. */
  label: string;
  placeType: 'coordinate';
}

// A plain decimal with an optional sign: '40', '-107.25', '+3', '.5'. No exponents or thousands separators,
// which nobody types for a coordinate and which would make '1,5' ambiguous with the comma separator.
const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d+)?|\.\d+)`;

// Two numbers separated by a comma, whitespace or both, each optionally prefixed as in the result label, so
// a label ('Lat: 40.5 Lng: -107.2') or a copied point typed back in reads as the same point. The prefixes are
// matched case-insensitively and with or without the space after the colon: people retype them loosely.
const COORDINATE_PAIR = new RegExp(String.raw`^(?:lat:\s*)?(${NUMBER})(?:\s*,\s*|\s+)(?:lng:\s*)?(${NUMBER})$`, 'i');

interface TypedNumber {
  value: number;
  /** How the number prints in a label. */
  text: string;
}

/**
 * Numbers print in the label as typed, not re-formatted: no rounding, trailing zeros kept ('40.50' stays
 * '40.50'), so the label shows exactly the precision the user gave and never a float artifact. The only change
 * is that a leading '+' is dropped, because the label is itself searchable text and '+' carries no meaning.
 */
function typedNumber(text: string): TypedNumber {
  return { value: Number(text), text: text.startsWith('+') ? text.slice(1) : text };
}

const isLatitude = (n: TypedNumber) => n.value >= -90 && n.value <= 90;
const isLongitude = (n: TypedNumber) => n.value >= -180 && n.value <= 180;

function reading(lat: TypedNumber, lng: TypedNumber): CoordinateReading {
  return { lat: lat.value, lng: lng.value, label: `Lat: ${lat.text} Lng: ${lng.text}`, placeType: 'coordinate' };
}

/**
 * The readings of `text` as a coordinate pair: first as latitude/longitude when both are in range, then the
 * swapped reading when that is in range and a different point. Empty when the text is not a pair of numbers or
 * neither reading is in range, so the caller can simply append the list to the geocoder's results.
 */
export function parseCoordinateQuery(text: string): CoordinateReading[] {
  const match = COORDINATE_PAIR.exec(text.trim());
  if (!match) return [];
  const first = typedNumber(match[1]);
  const second = typedNumber(match[2]);

  const readings: CoordinateReading[] = [];
  if (isLatitude(first) && isLongitude(second)) readings.push(reading(first, second));
  // Equal numbers give the same point both ways ('40.0 40' included), which would list one place twice.
  if (first.value !== second.value && isLatitude(second) && isLongitude(first)) readings.push(reading(second, first));
  return readings;
}
