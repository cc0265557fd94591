// The world map of /timezone-converter ("an SVG world map from country shapes shipped
// with the site"): the Natural Earth projection, SVG path text, and the map file's shape.

/** One country of the map file: ISO 3166 code (when it has one), name, its zones, its outline. */
export interface MapCountry {
  /** ISO 3166-1 alpha-2, or "" for places without one (Kosovo, Somaliland, N. Cyprus). */
  code: string;
  name: string;
  /** IANA zones (current names) that keep this country's time; empty when the country list has none. */
  zones: string[];
  /** SVG path in the map's viewBox; absent for countries too small for the 1:110m shapes. */
  path?: string;
}

/** The map file (`world-map.json`), written by `build-tools/world-map-data.ts` from world-atlas. */
export interface WorldMapFile {
  width: number;
  height: number;
  countries: MapCountry[];
  /** Abbreviations Intl gave each zone in January and July ("EST", "EDT"), for the zone search. */
  abbreviations: Record<string, string[]>;
}

/**
 * The Natural Earth I projection (Šavrič, Jenny, Patterson and Jenny, 2011): a polynomial in the
 * latitude, so it is cheap and needs no clipping. Takes degrees, returns unit-sphere coordinates
 * with y growing northwards.
 */
export function naturalEarth(longitude: number, latitude: number): [number, number] {
  const lambda = (longitude * Math.PI) / 180;
  const phi = (latitude * Math.PI) / 180;
  const phi2 = phi * phi;
  const phi4 = phi2 * phi2;
  const x =
    lambda *
    (0.8707 - 0.131979 * phi2 + phi4 * (-0.013791 + phi4 * (0.003971 * phi2 - 0.001529 * phi4)));
  const y =
    phi * (1.007226 + phi2 * (0.015085 + phi4 * (-0.044475 + 0.028874 * phi2 - 0.005916 * phi4)));
  return [x, y];
}

/** Half the projected width (at the equator, longitude 180°) and height (at the poles). */
export const NATURAL_EARTH_EXTENT = {
  x: naturalEarth(180, 0)[0],
  y: naturalEarth(0, 90)[1],
};

/** Projects degrees into a `width`-wide map whose top edge is the North Pole, in map units. */
export function mapPoint(longitude: number, latitude: number, width: number): [number, number] {
  const scale = width / (2 * NATURAL_EARTH_EXTENT.x);
  const [x, y] = naturalEarth(longitude, latitude);
  return [(x + NATURAL_EARTH_EXTENT.x) * scale, (NATURAL_EARTH_EXTENT.y - y) * scale];
}

export function mapHeight(width: number): number {
  return Math.ceil((width * NATURAL_EARTH_EXTENT.y) / NATURAL_EARTH_EXTENT.x);
}

type Ring = readonly (readonly [number, number])[];

/** Keeps the part of a ring with lo ≤ longitude ≤ hi (Sutherland–Hodgman, one edge at a time). */
function clipLongitudes(ring: Ring, lo: number, hi: number): [number, number][] {
  let points = ring.map(([x, y]) => [x, y] as [number, number]);
  for (const [edge, inside] of [
    [lo, (x: number) => x >= lo],
    [hi, (x: number) => x <= hi],
  ] as const) {
    const kept: [number, number][] = [];
    points.forEach((current, index) => {
      const previous = points[(index + points.length - 1) % points.length];
      const crossing = (): [number, number] => {
        const t = (edge - previous[0]) / (current[0] - previous[0]);
        return [edge, previous[1] + t * (current[1] - previous[1])];
      };
      if (inside(current[0])) {
        if (!inside(previous[0])) kept.push(crossing());
        kept.push(current);
      } else if (inside(previous[0])) kept.push(crossing());
    });
    points = kept;
  }
  return points;
}

/**
 * A ring as drawable pieces. world-atlas keeps Russia and Fiji whole across the 180° meridian, so
 * a ring that crosses it is made continuous, then cut at ±180° into its eastern and western parts.
 * Antarctica's ring goes round the pole (its ends are 360° apart) and is drawn as it is.
 */
export function splitAtAntimeridian(ring: Ring): Ring[] {
  const continuous: [number, number][] = [];
  for (const [longitude, latitude] of ring) {
    const previous = continuous.at(-1);
    let x = longitude;
    if (previous) x += 360 * Math.round((previous[0] - longitude) / 360);
    continuous.push([x, latitude]);
  }
  const span = Math.abs(continuous[continuous.length - 1][0] - continuous[0][0]);
  const inside = continuous.every(([x]) => x >= -180 && x <= 180);
  if (span > 180 || inside) return [ring];
  return [-360, 0, 360]
    .map((shift) =>
      clipLongitudes(
        continuous.map(([x, y]) => [x + shift, y] as const),
        -180,
        180,
      ),
    )
    .filter((piece) => piece.length >= 3);
}

/**
 * SVG path text of polygons (rings of [longitude, latitude]) at one decimal: an absolute move,
 * then relative lines, which keeps the map file small. Points that round to the previous one go.
 */
export function polygonsToPath(polygons: readonly Ring[], width: number): string {
  const tenths = (value: number) => Math.round(value * 10);
  const text = (value: number) => String(value / 10);
  let path = "";
  for (const ring of polygons.flatMap(splitAtAntimeridian)) {
    let previous: [number, number] | null = null;
    let segment = "";
    for (const [longitude, latitude] of ring) {
      const [x, y] = mapPoint(longitude, latitude, width).map(tenths) as [number, number];
      if (!previous) segment = `M${text(x)} ${text(y)}l`;
      else if (x !== previous[0] || y !== previous[1]) {
        const dx = text(x - previous[0]);
        const dy = text(y - previous[1]);
        // A minus sign separates numbers by itself, so no space is needed before it.
        const gap = segment.endsWith("l") || dx.startsWith("-") ? "" : " ";
        segment += `${gap}${dx}${dy.startsWith("-") ? "" : " "}${dy}`;
      } else continue;
      previous = [x, y];
    }
    if (segment.endsWith("l")) continue; // a ring that rounds to a single point draws nothing
    path += `${segment}z`;
  }
  return path;
}
