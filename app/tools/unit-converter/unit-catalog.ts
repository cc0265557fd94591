// The categories and units of /unit-converter: what each unit is called, the spellings
// the parser accepts, and its definition for mathjs. Plain data, no mathjs: the page reads it to
// fill the lists and to parse before the unit engine (unit-engine.ts) has been fetched.

/**
 * How a unit is handed to mathjs: `scale` of the mathjs unit expression `math` ("ft", "lbf/in^2").
 * A `scale` is given where mathjs has no such unit or defines it differently from NIST SP 811
 * (docs/unit-converter.md lists them); fuel economy units have no `math` (they are reciprocal).
 */
export interface UnitDef {
  /** Unique across categories; also the symbol shown unless `symbol` is set. */
  id: string;
  symbol: string;
  name: string;
  /** Other spellings the parser accepts (spaces, ^ and ²/³ are ignored when matching). */
  aliases: readonly string[];
  math?: string;
  scale?: number;
}

export interface Category {
  id: string;
  name: string;
  units: readonly UnitDef[];
}

type Row = [id: string, name: string, math: string | null, aliases?: string, scale?: number];

/** [id (symbol), name, mathjs unit, spellings separated by "|", scale]. */
function units(rows: readonly Row[]): UnitDef[] {
  return rows.map(([id, name, math, aliases = "", scale]) => ({
    id,
    symbol: id,
    name,
    aliases: aliases === "" ? [] : aliases.split("|"),
    ...(math === null ? {} : { math }),
    ...(scale === undefined ? {} : { scale }),
  }));
}

const LB_KG = 0.45359237;
const FT_M = 0.3048;
const STANDARD_GRAVITY = 9.80665;
/** 1 au in metres (IAU 2012, exact); a parsec is 648000/π au. */
const AU_M = 149_597_870_700;

export const CATEGORIES: readonly Category[] = [
  {
    id: "length",
    name: "Length",
    units: units([
      ["m", "metre", "m", "meter|meters|metre|metres"],
      ["km", "kilometre", "km", "kilometer|kilometers|kilometre|kilometres"],
      ["cm", "centimetre", "cm", "centimeter|centimeters|centimetre|centimetres"],
      ["mm", "millimetre", "mm", "millimeter|millimeters|millimetre|millimetres"],
      ["µm", "micrometre", "um", "um|micron|microns|micrometer|micrometre"],
      ["nm", "nanometre", "nm", "nanometer|nanometre"],
      ["in", "inch", "in", 'inch|inches|″|"'],
      ["ft", "foot", "ft", "foot|feet|′|'"],
      ["yd", "yard", "yd", "yard|yards"],
      ["mi", "mile", "mi", "mile|miles"],
      ["nmi", "nautical mile", "m", "NM|nautical mile|nautical miles", 1852],
      ["au", "astronomical unit", "m", "AU|astronomical unit", AU_M],
      [
        "ly",
        "light-year",
        "m",
        "light-year|light-years|lightyear|lightyears",
        9_460_730_472_580_800,
      ],
      ["pc", "parsec", "m", "parsec|parsecs", (648_000 / Math.PI) * AU_M],
    ]),
  },
  {
    id: "mass",
    name: "Mass",
    units: units([
      ["kg", "kilogram", "kg", "kilogram|kilograms|kilo|kilos"],
      ["g", "gram", "g", "gram|grams|gramme"],
      ["mg", "milligram", "mg", "milligram|milligrams"],
      ["µg", "microgram", "ug", "ug|mcg|microgram|micrograms"],
      ["t", "tonne", "t", "tonne|tonnes|metric ton"],
      ["lb", "pound", "lbm", "lbs|pound|pounds|lbm"],
      ["oz", "ounce", "oz", "ounce|ounces"],
      ["st", "stone", "stone", "stone|stones"],
      ["ton", "short ton (US)", "ton", "short ton|US ton|tons"],
      ["long ton", "long ton (UK)", "kg", "UK ton", 2240 * LB_KG],
      ["gr", "grain", "grain", "grain|grains"],
      ["ct", "carat", "kg", "carat|carats", 0.0002],
      ["oz t", "troy ounce", "kg", "ozt|troy ounce|troy oz", 0.0311034768],
    ]),
  },
  {
    id: "temperature",
    name: "Temperature",
    units: units([
      ["°C", "degree Celsius", "degC", "degC|C|celsius|deg C|centigrade"],
      ["°F", "degree Fahrenheit", "degF", "degF|F|fahrenheit|deg F"],
      ["K", "kelvin", "K", "kelvin|kelvins"],
      ["°R", "degree Rankine", "degR", "degR|rankine|deg R"],
    ]),
  },
  {
    id: "volume",
    name: "Volume",
    units: units([
      ["m³", "cubic metre", "m^3", "m3|cubic meter|cubic metre"],
      ["L", "litre", "L", "l|liter|liters|litre|litres"],
      ["mL", "millilitre", "mL", "ml|cc|milliliter|millilitre|milliliters"],
      ["cm³", "cubic centimetre", "cm^3", "cm3"],
      ["in³", "cubic inch", "in^3", "in3|cu in|cubic inch"],
      ["ft³", "cubic foot", "ft^3", "ft3|cu ft|cubic foot|cubic feet"],
      ["gal", "gallon (US)", "gallon", "US gal|gallon|gallons|usgal"],
      ["qt", "quart (US)", "quart", "US qt|quart|quarts"],
      ["pt", "pint (US)", "pint", "US pt|pint|pints"],
      ["cup", "cup (US)", "cup", "cups|US cup"],
      ["fl oz", "fluid ounce (US)", "fluidounce", "floz|US fl oz|fluid ounce|fluid ounces"],
      // mathjs' teaspoon and tablespoon are the metric 5 and 15 mL; NIST's are 1/6 and 1/2 US fl oz.
      ["tbsp", "tablespoon (US)", "fluidounce", "tablespoon|tablespoons", 1 / 2],
      ["tsp", "teaspoon (US)", "fluidounce", "teaspoon|teaspoons", 1 / 6],
      ["imp gal", "gallon (imperial)", "L", "UK gal|imperial gallon|impgal", 4.54609],
      ["imp qt", "quart (imperial)", "L", "UK qt|imperial quart", 1.1365225],
      ["imp pt", "pint (imperial)", "L", "UK pt|imperial pint", 0.56826125],
      ["imp fl oz", "fluid ounce (imperial)", "L", "UK fl oz|imperial fluid ounce", 0.0284130625],
      ["bbl", "barrel (oil, 42 US gal)", "gallon", "barrel|barrels|oil barrel", 42],
    ]),
  },
  {
    id: "area",
    name: "Area",
    units: units([
      ["m²", "square metre", "m^2", "m2|sq m|square meter|square metre|square meters"],
      ["km²", "square kilometre", "km^2", "km2|sq km|square kilometer|square kilometre"],
      ["cm²", "square centimetre", "cm^2", "cm2|sq cm"],
      ["mm²", "square millimetre", "mm^2", "mm2|sq mm"],
      ["ha", "hectare", "hectare", "hectare|hectares"],
      // mathjs' acre is 4046.86 m² (rounded); the international acre is 43,560 ft² exactly.
      ["acre", "acre", "ft^2", "acres|ac", 43_560],
      ["in²", "square inch", "in^2", "in2|sq in|sqin|square inch|square inches"],
      ["ft²", "square foot", "ft^2", "ft2|sq ft|sqft|square foot|square feet"],
      ["yd²", "square yard", "yd^2", "yd2|sq yd|sqyd|square yard|square yards"],
      ["mi²", "square mile", "mi^2", "mi2|sq mi|sqmi|square mile|square miles"],
    ]),
  },
  {
    id: "speed",
    name: "Speed",
    units: units([
      ["m/s", "metre per second", "m/s", "mps|meters per second|metres per second"],
      ["km/h", "kilometre per hour", "km/h", "kph|kmh|kmph|km/hr|kilometers per hour"],
      ["mph", "mile per hour", "mi/h", "mi/h|mi/hr|miles per hour"],
      ["ft/s", "foot per second", "ft/s", "fps|feet per second"],
      ["kn", "knot", "m/s", "kt|kts|knot|knots", 1852 / 3600],
    ]),
  },
  {
    id: "time",
    name: "Time",
    units: units([
      ["s", "second", "s", "sec|secs|second|seconds"],
      ["ns", "nanosecond", "ns", "nanosecond|nanoseconds"],
      ["µs", "microsecond", "us", "us|microsecond|microseconds"],
      ["ms", "millisecond", "ms", "millisecond|milliseconds"],
      ["min", "minute", "min", "mins|minute|minutes"],
      ["h", "hour", "h", "hr|hrs|hour|hours"],
      ["d", "day", "day", "day|days"],
      ["wk", "week", "week", "week|weeks"],
      ["mo", "month (1/12 Julian year)", "month", "month|months"],
      ["yr", "year (Julian, 365.25 d)", "year", "y|year|years"],
    ]),
  },
  {
    id: "data",
    name: "Data",
    units: units([
      ["bit", "bit", "b", "b|bits"],
      ["kbit", "kilobit (1000 bits)", "kb", "kb|kilobit|kilobits"],
      ["Mbit", "megabit", "Mb", "Mb|megabit|megabits"],
      ["Gbit", "gigabit", "Gb", "Gb|gigabit|gigabits"],
      ["Tbit", "terabit", "Tb", "Tb|terabit|terabits"],
      ["Kibit", "kibibit (1024 bits)", "Kib", "Kib|kibibit|kibibits"],
      ["Mibit", "mebibit", "Mib", "Mib|mebibit|mebibits"],
      ["Gibit", "gibibit", "Gib", "Gib|gibibit|gibibits"],
      ["B", "byte", "B", "byte|bytes|octet|octets"],
      ["kB", "kilobyte (1000 B)", "kB", "KB|kilobyte|kilobytes"],
      ["MB", "megabyte", "MB", "megabyte|megabytes"],
      ["GB", "gigabyte", "GB", "gigabyte|gigabytes"],
      ["TB", "terabyte", "TB", "terabyte|terabytes"],
      ["PB", "petabyte", "PB", "petabyte|petabytes"],
      ["KiB", "kibibyte (1024 B)", "KiB", "kibibyte|kibibytes"],
      ["MiB", "mebibyte", "MiB", "mebibyte|mebibytes"],
      ["GiB", "gibibyte", "GiB", "gibibyte|gibibytes"],
      ["TiB", "tebibyte", "TiB", "tebibyte|tebibytes"],
      ["PiB", "pebibyte", "PiB", "pebibyte|pebibytes"],
    ]),
  },
  {
    id: "pressure",
    name: "Pressure",
    units: units([
      ["Pa", "pascal", "Pa", "pascal|pascals"],
      ["hPa", "hectopascal", "hPa", "hectopascal"],
      ["kPa", "kilopascal", "kPa", "kilopascal"],
      ["MPa", "megapascal", "MPa", "megapascal"],
      ["bar", "bar", "bar", "bars"],
      ["mbar", "millibar", "mbar", "millibar|mb"],
      ["atm", "standard atmosphere", "Pa", "atmosphere|atmospheres", 101_325],
      // mathjs: psi 6894.75729276459 Pa, torr and mmHg 133.322 Pa; NIST defines them as below.
      ["psi", "pound-force per square inch", "lbf/in^2", "lbf/in2|lb/in2"],
      ["ksi", "kip per square inch", "lbf/in^2", "kpsi", 1000],
      ["Torr", "torr (1/760 atm)", "Pa", "torr", 101_325 / 760],
      ["mmHg", "millimetre of mercury (conventional)", "Pa", "mm Hg", 133.322387415],
      ["inHg", "inch of mercury (conventional)", "Pa", "in Hg", 3386.388640341],
    ]),
  },
  {
    id: "energy",
    name: "Energy",
    units: units([
      ["J", "joule", "J", "joule|joules"],
      ["kJ", "kilojoule", "kJ", "kilojoule|kilojoules"],
      ["MJ", "megajoule", "MJ", "megajoule|megajoules"],
      ["cal", "calorie (thermochemical)", "J", "calorie|calories|cal_th", 4.184],
      ["kcal", "kilocalorie (food Calorie)", "J", "kilocalorie|kilocalories|Cal", 4184],
      ["cal_IT", "calorie (International Table)", "J", "calIT|IT calorie", 4.1868],
      ["Wh", "watt-hour", "Wh", "watt hour|watt-hour"],
      ["kWh", "kilowatt-hour", "kWh", "kilowatt hour|kilowatt-hour|kilowatt-hours"],
      ["BTU", "British thermal unit (IT)", "BTU", "Btu|BTU_IT|Btu_IT|btu"],
      // mathjs' electronvolt is CODATA 2010's; since 2019 it is exactly 1.602176634e-19 J.
      ["eV", "electronvolt", "J", "electronvolt|electronvolts", 1.602176634e-19],
      ["erg", "erg", "erg", "ergs"],
      ["ft·lbf", "foot pound-force", "ft lbf", "ftlbf|ft-lbf|ft lbf|foot-pound|foot-pounds"],
    ]),
  },
  {
    id: "power",
    name: "Power",
    units: units([
      ["W", "watt", "W", "watt|watts"],
      ["kW", "kilowatt", "kW", "kilowatt|kilowatts"],
      ["MW", "megawatt", "MW", "megawatt|megawatts"],
      // mathjs: 745.6998715386 W; the horsepower is 550 ft·lbf/s exactly.
      ["hp", "horsepower (mechanical)", "ft lbf/s", "horsepower|bhp", 550],
      ["PS", "metric horsepower", "W", "metric horsepower|cv|pk", 735.49875],
      ["BTU/h", "BTU (IT) per hour", "BTU/h", "Btu/h|btu/h|BTU/hr|Btu/hr"],
      ["ft·lbf/s", "foot pound-force per second", "ft lbf/s", "ftlbf/s|ft-lbf/s|ft lbf/s"],
    ]),
  },
  {
    id: "angle",
    name: "Angle",
    units: units([
      ["rad", "radian", "rad", "radian|radians"],
      ["deg", "degree", "deg", "°|degree|degrees"],
      ["grad", "gradian (gon)", "grad", "gon|gradian|gradians"],
      ["arcmin", "minute of arc", "arcmin", "arcminute|arcminutes"],
      ["arcsec", "second of arc", "arcsec", "arcsecond|arcseconds"],
      ["mrad", "milliradian", "mrad", "milliradian|milliradians"],
      ["turn", "turn (revolution)", "cycle", "turns|rev|revolution|revolutions|cycle"],
    ]),
  },
  {
    id: "frequency",
    name: "Frequency",
    units: units([
      ["Hz", "hertz", "Hz", "hertz"],
      ["kHz", "kilohertz", "kHz", "kilohertz"],
      ["MHz", "megahertz", "MHz", "megahertz"],
      ["GHz", "gigahertz", "GHz", "gigahertz"],
      ["rpm", "revolution per minute", "Hz", "RPM|r/min", 1 / 60],
    ]),
  },
  {
    id: "fuel",
    name: "Fuel economy",
    units: units([
      ["mpg", "miles per US gallon", null, "mpg US|mpgUS|US mpg|mpg (US)|miles per gallon"],
      ["mpg (imp)", "miles per imperial gallon", null, "mpgimp|mpg imp|mpg UK|UK mpg|mpgUK"],
      ["km/L", "kilometres per litre", null, "kmpl|km/l|km per litre|km per liter"],
      ["L/100 km", "litres per 100 kilometres", null, "l/100km|L/100km|lp100km"],
    ]),
  },
  {
    id: "density",
    name: "Density",
    units: units([
      ["kg/m³", "kilogram per cubic metre", "kg/m^3", "kg/m3"],
      ["g/cm³", "gram per cubic centimetre", "g/cm^3", "g/cm3|g/cc"],
      ["g/mL", "gram per millilitre", "g/mL", "g/ml"],
      ["kg/L", "kilogram per litre", "kg/L", "kg/l"],
      ["g/L", "gram per litre", "g/L", "g/l"],
      ["lb/ft³", "pound per cubic foot", "lbm/ft^3", "lb/ft3|lb/cu ft|pcf"],
      ["lb/in³", "pound per cubic inch", "lbm/in^3", "lb/in3|lb/cu in"],
      ["lb/gal", "pound per US gallon", "lbm/gallon", "lb/US gal|ppg"],
    ]),
  },
  {
    id: "force",
    name: "Force",
    units: units([
      ["N", "newton", "N", "newton|newtons"],
      ["kN", "kilonewton", "kN", "kilonewton|kilonewtons"],
      ["dyn", "dyne", "dyn", "dyne|dynes"],
      ["lbf", "pound-force", "lbf", "pound-force|pounds-force|pound force"],
      ["kgf", "kilogram-force", "N", "kilogram-force|kp|kilopond", STANDARD_GRAVITY],
      // mathjs: kip 4448.2216 N (rounded); a kip is 1000 lbf.
      ["kip", "kip (1000 lbf)", "lbf", "kips|klbf", 1000],
      ["pdl", "poundal", "N", "poundal|poundals", LB_KG * FT_M],
    ]),
  },
];

export function categoryById(id: string): Category | undefined {
  return CATEGORIES.find((category) => category.id === id);
}

/**
 * Units whose plain name means one thing in the US and another in the UK: "gallon" is read as the
 * US gallon, and the page says so and offers the other (and the other way round).
 */
export const REGIONAL_COUNTERPARTS: Readonly<Record<string, string>> = {
  gal: "imp gal",
  "imp gal": "gal",
  qt: "imp qt",
  "imp qt": "qt",
  pt: "imp pt",
  "imp pt": "pt",
  "fl oz": "imp fl oz",
  "imp fl oz": "fl oz",
  ton: "long ton",
  "long ton": "ton",
  mpg: "mpg (imp)",
  "mpg (imp)": "mpg",
};
