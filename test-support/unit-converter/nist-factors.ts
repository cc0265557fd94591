// The factors /unit-converter is checked against (unit-engine.test.ts), each in SI units.
// Source: NIST Special Publication 811 (2008 edition), "Guide for the Use of the International
// System of Units (SI)", Appendix B.8 (factors for units listed alphabetically) and B.9 (by kind
// of quantity), https://www.nist.gov/pml/special-publication-811 . Where SP 811 prints a rounded
// factor for a unit defined exactly (psi, hp, torr, inHg), the exact value from the definition it
// cites is written here, with its derivation; `exact` marks definitions, not measurements.
// Later exact redefinitions used instead of SP 811's 2008 numbers: the electronvolt (SI 2019,
// 1.602176634e-19 J exactly) and the light-year (IAU: 365.25 d × 299792458 m/s).

export interface NistFactor {
  /** A unit id of unit-catalog.ts. */
  unit: string;
  /** The SI unit (a unit id of the same category) the factor is in. */
  si: string;
  /** 1 `unit` = `factor` `si`. */
  factor: number;
  /** From the definition (exact), or SP 811's printed, rounded factor. */
  exact: boolean;
  note?: string;
}

export const NIST_FACTORS: readonly NistFactor[] = [
  // Length
  { unit: "in", si: "m", factor: 0.0254, exact: true },
  { unit: "ft", si: "m", factor: 0.3048, exact: true },
  { unit: "yd", si: "m", factor: 0.9144, exact: true },
  { unit: "mi", si: "m", factor: 1609.344, exact: true, note: "international mile" },
  { unit: "nmi", si: "m", factor: 1852, exact: true },
  {
    unit: "au",
    si: "m",
    factor: 149597870700,
    exact: true,
    note: "IAU 2012; SP 811: 1.495 979 E+11",
  },
  { unit: "ly", si: "m", factor: 9.4607304725808e15, exact: true, note: "SP 811: 9.460 73 E+15" },
  {
    unit: "pc",
    si: "m",
    factor: (648_000 / Math.PI) * 149_597_870_700,
    exact: true,
    note: "SP 811: 3.085 678 E+16",
  },
  { unit: "µm", si: "m", factor: 1e-6, exact: true },
  // Mass
  { unit: "lb", si: "kg", factor: 0.45359237, exact: true, note: "pound (avoirdupois)" },
  { unit: "oz", si: "kg", factor: 0.028349523125, exact: true, note: "ounce (avoirdupois)" },
  { unit: "gr", si: "kg", factor: 6.479891e-5, exact: true },
  { unit: "st", si: "kg", factor: 6.35029318, exact: true, note: "14 lb" },
  { unit: "ton", si: "kg", factor: 907.18474, exact: true, note: "ton, short (2000 lb)" },
  { unit: "long ton", si: "kg", factor: 1016.0469088, exact: true, note: "ton, long (2240 lb)" },
  { unit: "t", si: "kg", factor: 1000, exact: true },
  { unit: "ct", si: "kg", factor: 2e-4, exact: true, note: "carat, metric" },
  { unit: "oz t", si: "kg", factor: 0.0311034768, exact: true, note: "ounce (troy or apothecary)" },
  // Volume
  { unit: "gal", si: "m³", factor: 3.785411784e-3, exact: true, note: "gallon (U.S.)" },
  { unit: "qt", si: "m³", factor: 9.46352946e-4, exact: true, note: "quart (U.S. liquid)" },
  { unit: "pt", si: "m³", factor: 4.73176473e-4, exact: true, note: "pint (U.S. liquid)" },
  { unit: "cup", si: "m³", factor: 2.365882365e-4, exact: true, note: "cup (U.S.)" },
  { unit: "fl oz", si: "m³", factor: 2.95735295625e-5, exact: true, note: "ounce (U.S. fluid)" },
  { unit: "tbsp", si: "m³", factor: 1.478676478125e-5, exact: true, note: "tablespoon" },
  { unit: "tsp", si: "m³", factor: 4.92892159375e-6, exact: true, note: "teaspoon" },
  {
    unit: "imp gal",
    si: "m³",
    factor: 4.54609e-3,
    exact: true,
    note: "gallon [Canadian and U.K. (Imperial)]",
  },
  { unit: "imp fl oz", si: "m³", factor: 2.84130625e-5, exact: true },
  {
    unit: "bbl",
    si: "m³",
    factor: 0.158987294928,
    exact: true,
    note: "barrel (for petroleum, 42 gallons (U.S.))",
  },
  { unit: "L", si: "m³", factor: 1e-3, exact: true },
  { unit: "in³", si: "m³", factor: 1.6387064e-5, exact: true },
  { unit: "ft³", si: "m³", factor: 2.8316846592e-2, exact: true },
  // Area
  {
    unit: "acre",
    si: "m²",
    factor: 4046.8564224,
    exact: true,
    note: "43 560 ft² (international foot); SP 811's survey-foot acre is 4.046 873 E+03",
  },
  { unit: "ha", si: "m²", factor: 1e4, exact: true },
  { unit: "in²", si: "m²", factor: 6.4516e-4, exact: true },
  { unit: "ft²", si: "m²", factor: 9.290304e-2, exact: true },
  { unit: "mi²", si: "m²", factor: 2589988.110336, exact: true },
  // Speed
  { unit: "mph", si: "m/s", factor: 0.44704, exact: true },
  { unit: "km/h", si: "m/s", factor: 1 / 3.6, exact: true },
  { unit: "ft/s", si: "m/s", factor: 0.3048, exact: true },
  { unit: "kn", si: "m/s", factor: 1852 / 3600, exact: true, note: "knot; SP 811: 5.144 444 E-01" },
  // Time
  { unit: "min", si: "s", factor: 60, exact: true },
  { unit: "h", si: "s", factor: 3600, exact: true },
  { unit: "d", si: "s", factor: 86400, exact: true },
  { unit: "yr", si: "s", factor: 31557600, exact: true, note: "Julian year, 365.25 d" },
  // Data (IEC 80000-13 prefixes; the byte is 8 bits)
  { unit: "B", si: "bit", factor: 8, exact: true },
  { unit: "kB", si: "bit", factor: 8e3, exact: true },
  { unit: "MB", si: "bit", factor: 8e6, exact: true },
  { unit: "KiB", si: "bit", factor: 8 * 1024, exact: true },
  { unit: "GiB", si: "bit", factor: 8 * 2 ** 30, exact: true },
  { unit: "Mibit", si: "bit", factor: 2 ** 20, exact: true },
  // Pressure
  { unit: "atm", si: "Pa", factor: 101325, exact: true, note: "atmosphere, standard" },
  { unit: "bar", si: "Pa", factor: 1e5, exact: true },
  {
    unit: "psi",
    si: "Pa",
    factor: 4.4482216152605 / 6.4516e-4,
    exact: true,
    note: "lbf/in²; SP 811: 6.894 757 E+03",
  },
  {
    unit: "ksi",
    si: "Pa",
    factor: 4448.2216152605 / 6.4516e-4,
    exact: true,
    note: "SP 811: 6.894 757 E+06",
  },
  { unit: "Torr", si: "Pa", factor: 101325 / 760, exact: true, note: "SP 811: 1.333 224 E+02" },
  {
    unit: "mmHg",
    si: "Pa",
    factor: 133.3224,
    exact: false,
    note: "millimeter of mercury, conventional",
  },
  { unit: "inHg", si: "Pa", factor: 3386.389, exact: false, note: "inch of mercury, conventional" },
  // Energy
  { unit: "BTU", si: "J", factor: 1055.05585262, exact: true, note: "British thermal unit_IT" },
  { unit: "cal", si: "J", factor: 4.184, exact: true, note: "calorie_th" },
  { unit: "cal_IT", si: "J", factor: 4.1868, exact: true, note: "calorie_IT" },
  { unit: "kcal", si: "J", factor: 4184, exact: true, note: "kilocalorie_th" },
  { unit: "kWh", si: "J", factor: 3.6e6, exact: true },
  { unit: "erg", si: "J", factor: 1e-7, exact: true },
  {
    unit: "eV",
    si: "J",
    factor: 1.602176634e-19,
    exact: true,
    note: "SI 2019; SP 811: 1.602 176 E-19",
  },
  {
    unit: "ft·lbf",
    si: "J",
    factor: 0.3048 * 4.4482216152605,
    exact: true,
    note: "0.3048 × 4.4482216152605; SP 811: 1.355 818",
  },
  // Power
  {
    unit: "hp",
    si: "W",
    factor: 550 * 0.3048 * 4.4482216152605,
    exact: true,
    note: "550 ft·lbf/s; SP 811: 7.456 999 E+02",
  },
  { unit: "PS", si: "W", factor: 735.49875, exact: true, note: "horsepower (metric)" },
  {
    unit: "BTU/h",
    si: "W",
    factor: 1055.05585262 / 3600,
    exact: true,
    note: "SP 811: 2.930 711 E-01",
  },
  // Angle
  { unit: "deg", si: "rad", factor: Math.PI / 180, exact: true },
  { unit: "arcmin", si: "rad", factor: Math.PI / 10800, exact: true },
  { unit: "arcsec", si: "rad", factor: Math.PI / 648000, exact: true },
  { unit: "grad", si: "rad", factor: Math.PI / 200, exact: true, note: "gon" },
  { unit: "turn", si: "rad", factor: 2 * Math.PI, exact: true },
  // Frequency
  { unit: "rpm", si: "Hz", factor: 1 / 60, exact: true },
  { unit: "MHz", si: "Hz", factor: 1e6, exact: true },
  // Density
  { unit: "g/cm³", si: "kg/m³", factor: 1000, exact: true },
  {
    unit: "lb/ft³",
    si: "kg/m³",
    factor: 16.018463373960138,
    exact: true,
    note: "SP 811: 1.601 846 E+01",
  },
  {
    unit: "lb/in³",
    si: "kg/m³",
    factor: 27679.904710203125,
    exact: true,
    note: "SP 811: 2.767 990 E+04",
  },
  {
    unit: "lb/gal",
    si: "kg/m³",
    factor: 119.82642731689663,
    exact: true,
    note: "SP 811: 1.198 264 E+02",
  },
  // Force
  { unit: "lbf", si: "N", factor: 4.4482216152605, exact: true },
  { unit: "kgf", si: "N", factor: 9.80665, exact: true },
  { unit: "kip", si: "N", factor: 4448.2216152605, exact: true, note: "1000 lbf" },
  { unit: "dyn", si: "N", factor: 1e-5, exact: true },
  { unit: "pdl", si: "N", factor: 0.138254954376, exact: true },
];

/** Offset temperatures: SP 811 B.9 ("temperature"): T/K = t/°C + 273.15 = (t/°F + 459.67)/1.8. */
export const NIST_TEMPERATURES: readonly { value: number; unit: string; kelvin: number }[] = [
  { value: 0, unit: "°C", kelvin: 273.15 },
  { value: 100, unit: "°C", kelvin: 373.15 },
  { value: 32, unit: "°F", kelvin: 273.15 },
  { value: -40, unit: "°F", kelvin: 233.15 },
  { value: 212, unit: "°F", kelvin: 373.15 },
  { value: 491.67, unit: "°R", kelvin: 273.15 },
  { value: 0, unit: "°R", kelvin: 0 },
];
