// What each tool page says about its tool (spec §3 "Tool description input"): features, use
// cases and formats, from which the description block is generated. Kept apart from tools.ts because
// only a tool's own page needs its details: pages read them through their route loader at build time
// (app/catalogue/page-data.ts), so no page ships every tool's description in its JavaScript.
import type { ToolDetails } from "./types";

export const toolDetails: Record<string, ToolDetails> = {
  "/json-formatter": {
    features: [
      "Format with 2 or 4 spaces or tabs, or minify, with keys sorted on request",
      "Keeps every number exactly as written, big integers and trailing zeros included",
      "Report syntax errors with line and column and mark them in the input",
      "Browse nested data in a tree with search and copyable JSONPath paths",
      "Handle files of tens of megabytes in the background without freezing the page",
    ],
    useCases: [
      "Read API responses",
      "Check configuration files before deploying",
      "Find a value deep inside a large export",
    ],
    formats: ["JSON"],
  },
  "/xml-beautifier": {
    features: [
      "Indents nested elements with 2 or 4 spaces or a tab, or minifies to one line",
      "Keeps comments, CDATA, processing instructions, the declaration and the DOCTYPE, and never changes text",
      "Reports malformed XML with its line and column, checking namespaces as browsers do",
    ],
    useCases: ["Read SOAP or RSS payloads", "Review configuration files"],
    formats: ["XML"],
  },
  "/sql-formatter": {
    features: [
      "Every sql-formatter dialect, from PostgreSQL to T-SQL",
      "Upper, lower or preserved keyword case",
      "Parse errors with line and column",
    ],
    useCases: ["Read long generated queries", "Tidy SQL before a code review"],
    formats: ["SQL"],
  },
  "/html-to-markdown": {
    features: [
      "GitHub-flavoured tables, strikethrough and task lists",
      "Choice of heading, bullet, code block and link style",
      "Sanitized preview of the Markdown result",
      "Optional clean-up of page clutter by your own AI model, shown as a diff to accept",
    ],
    useCases: ["Move web content into a README", "Turn saved pages into notes"],
    formats: ["HTML", "Markdown"],
  },
  "/html-formatter": {
    features: [
      "Indentation and print width of your choice",
      "Formats embedded CSS and JavaScript too",
      "Reports broken tags with line and column",
    ],
    useCases: ["Read minified page source", "Tidy templates before a code review"],
    formats: ["HTML"],
  },
  "/javascript-beautifier": {
    features: [
      "Your choice of indent, quotes, semicolons and trailing commas",
      "Handles modern syntax and JSX",
      "Reports syntax errors with line and column",
    ],
    useCases: ["Read a minified bundle", "Tidy a snippet before sharing it"],
    formats: ["JavaScript"],
  },
  "/css-beautifier": {
    features: [
      "Formats CSS, SCSS and Less",
      "Indentation and print width of your choice",
      "Reports syntax errors with line and column",
    ],
    useCases: ["Read a minified stylesheet", "Tidy styles before a code review"],
    formats: ["CSS"],
  },
  "/javascript-minifier": {
    features: [
      "Compresses and mangles with Terser, each switchable",
      "Shows size before, after and gzipped",
      "Reports syntax errors with line and column",
    ],
    useCases: ["Shrink a script for a web page", "Check how small code can get"],
    formats: ["JavaScript"],
  },
  "/css-minifier": {
    features: [
      "Minifies with csso and keeps the cascade",
      "Shows size before, after and gzipped",
      "Lists skipped rules with line and column",
    ],
    useCases: ["Shrink a stylesheet for production", "Inline small styles into a page"],
    formats: ["CSS"],
  },
  "/unit-converter": {
    features: [
      "16 kinds of unit, from length and data sizes to fuel economy (mpg ↔ L/100 km)",
      "Type expressions like 5 ft 3 in, 72 °F or 1.5 GiB in MB",
      "Factors checked against NIST SP 811; every unit of the kind shown at once",
    ],
    useCases: ["Convert recipe or travel measurements", "Check engineering values"],
  },
  "/time-to-decimal": {
    features: [
      "Accepts hh:mm:ss and h:mm, one per line, with a total",
      "Decimal hours, minutes and seconds, rounded to 0–6 decimals",
      "Converts decimal hours back to hh:mm:ss",
      "Names the line and the part of each invalid time",
      "Copy or download the table as CSV",
    ],
    useCases: ["Fill in timesheets", "Bill hourly work", "Add up tracked time"],
  },
  "/epoch-timestamp-converter": {
    features: [
      "Seconds, milliseconds, microseconds and nanoseconds, detected or chosen",
      "UTC, local time and any time zone",
      "ISO 8601, RFC 2822 and relative time",
      "Current epoch, ticking each second",
      "Date to epoch from a picker or an ISO 8601 string, and batches of one timestamp per line",
    ],
    useCases: [
      "Read timestamps in logs",
      "Prepare dates for API calls",
      "Check nanosecond timestamps from tracing tools",
    ],
  },
  "/timezone-converter": {
    features: [
      "World map: point at a country to see its zones, click to add one",
      "Search zones by city, country, IANA name or abbreviation",
      "Local time, UTC offset, abbreviation and daylight saving flag per zone",
      "Reports times skipped or repeated by daylight saving changes",
      "Day-overlap grid of working hours to find a meeting hour",
    ],
    useCases: [
      "Plan meetings across countries",
      "Check a server's local time",
      "Check what a time means on a daylight saving day",
    ],
  },
  "/xsd-generator": {
    features: [
      "Merges several samples into one schema that accepts each of them",
      "Sets minOccurs, maxOccurs and required attributes from what the samples show",
      "Infers integer, decimal, boolean, date, dateTime or string for text and attributes",
      "Handles mixed content and namespaces, with one schema file per namespace",
      "Nested or named complex types, and the line and column of malformed XML",
    ],
    useCases: ["Start a schema for an existing feed", "Document an XML interface"],
    formats: ["XML", "XSD"],
  },
  "/xslt-transformer": {
    features: [
      "Applies XSLT 1.0 with a JavaScript engine, so it works in every browser",
      "Shows HTML results as text and as a preview that cannot run scripts or load anything",
      "Passes top-level parameters and reports malformed input with its line and column",
    ],
    useCases: ["Debug a stylesheet", "Turn XML data into an HTML report"],
    formats: ["XML", "XSLT"],
  },
  "/json-to-xml-converter": {
    features: [
      "Choose the root and array item element names",
      "Keys with the attribute prefix become attributes and #text becomes text",
      "Numbers and key order stay exactly as in the JSON",
      "Indentation with spaces or tabs, or compact output",
      "Large files convert in the background with progress",
    ],
    useCases: ["Feed JSON data to an XML-only system", "Build SOAP payloads"],
    formats: ["JSON", "XML"],
  },
  "/csv-to-xml-converter": {
    features: [
      "Comma, tab, semicolon, pipe or custom delimiter",
      "Root and row element names",
      "Columns as elements or attributes",
      "Row templates with {{Column}} placeholders and ready templates",
      "Large files convert in the background with progress",
    ],
    useCases: ["Import spreadsheet exports into XML systems", "Build XML test data"],
    formats: ["CSV", "XML"],
  },
  "/csv-to-json-converter": {
    features: [
      "Header row to an array of objects, or rows to arrays",
      "Optional type inference for numbers, booleans and null",
      "Comma, tab, semicolon, pipe or custom delimiter",
      "Large files convert in the background with progress",
    ],
    useCases: ["Load spreadsheet exports into a web app", "Build JSON test fixtures"],
    formats: ["CSV", "JSON"],
  },
  "/markdown-to-html": {
    features: [
      "GitHub-flavoured tables, task lists and strikethrough",
      "Sanitized output without scripts or event handlers",
      "Live preview of the rendered HTML",
      "Optional line breaks as <br>",
    ],
    useCases: ["Publish a README as a web page", "Check how Markdown will render"],
    formats: ["Markdown", "HTML"],
  },
  "/json-to-yaml-converter": {
    features: [
      "JSON to YAML and YAML to JSON, with a Swap button",
      "Indentation of 2, 4 or 8 spaces and no, single or double quotes",
      "The YAML always reads back as the same JSON, numbers exactly as written",
      "Reports invalid JSON or YAML with line and column",
    ],
    useCases: [
      "Write Kubernetes or CI configuration",
      "Make JSON easier to read",
      "Turn a YAML file into JSON for an API",
    ],
    formats: ["JSON", "YAML"],
  },
  "/csv-tools": {
    features: [
      "Merge several files into one",
      "Split by rows, file count or size",
      "Keeps the header row",
    ],
    useCases: ["Combine monthly exports", "Break a large file into uploadable parts"],
    formats: ["CSV"],
  },
  "/url-encoder-decoder": {
    features: [
      "Encodes and decodes a URL component, a whole URL or form data (a space as +), in UTF-8",
      "Names the position of a malformed percent sequence",
      "Converts a list of values line by line",
    ],
    useCases: ["Build query strings", "Read encoded links from logs"],
  },
  "/base64-encoder-decoder": {
    features: [
      "Encodes text as UTF-8 or any file, with the standard or URL-safe alphabet, optional padding and 76-column lines",
      "Decodes to text or a downloadable file, accepts data URLs and names the position of an invalid character",
      "Generates random Base64 secrets with the browser's secure random generator",
    ],
    useCases: ["Read encoded API payloads", "Create secrets for configuration"],
  },
  "/file-encoding-converter": {
    features: [
      "Detects a file's encoding and shows how confident the guess is",
      "Reads and writes UTF-8, UTF-16, Windows, ISO-8859, KOI8, Shift_JIS, EUC, GBK, GB18030 and Big5 encodings",
      "Writes or leaves out the byte order mark",
      "Lists characters the target encoding cannot hold and malformed input bytes by position",
    ],
    useCases: [
      "Fix garbled characters in exports",
      "Prepare files for legacy systems",
      "Check which encoding an old file uses",
    ],
  },
  "/message-digester": {
    features: [
      "MD5, SHA-1, SHA-224, SHA-256, SHA-384, SHA-512 and SHA3-224/256/384/512",
      "Hashes text as you type, or files of any size streamed in a worker with progress and Cancel",
      "Hex (lower or upper case) or Base64 output, and a Compare with field that says whether a checksum matches",
    ],
    useCases: ["Verify a download", "Compare files without uploading them"],
  },
  "/hmac-generator": {
    features: [
      "HMAC with MD5, SHA-1, SHA-256, SHA-384, SHA-512, SHA3-256 or SHA3-512",
      "Secret key as text, hex or Base64; nothing you type is stored",
      "Hex or Base64 output, and verifies a given MAC",
    ],
    useCases: ["Check webhook signatures", "Sign API requests while debugging"],
  },
  "/qr-code-generator": {
    features: [
      "Encodes text, links, Wi-Fi logins, e-mails, phone numbers and vCard contacts as UTF-8",
      "Error correction L, M, Q or H, with size, margin and colours, and a warning when contrast is low",
      "Downloads PNG or SVG, or copies the image",
    ],
    useCases: ["Share a link or a Wi-Fi login on printed material", "Open a test URL on a phone"],
  },
  "/credit-card-validator": {
    features: [
      "Detects Visa, Mastercard, American Express, Discover, Diners Club, JCB, UnionPay, Maestro, Mir and more as you type",
      "Checks the Luhn checksum, the length and the CVC length for each brand",
      "Never stores or sends the card number",
    ],
    useCases: ["Test payment form validation", "Check test card numbers"],
  },
  "/character-counter": {
    features: [
      "Characters as you see them (emoji included), with and without spaces, plus code points, UTF-16 units and UTF-8 bytes",
      "Words (Chinese and Japanese included), sentences, lines and paragraphs, reading and speaking time, and the most frequent words",
      "Limits such as 280 characters for a post or 160 for a meta description, with a progress bar",
      "Updates as you type; counts a 50 MB file in the background",
    ],
    useCases: ["Keep text within length limits", "Check essays and posts"],
  },
  "/string-utilities": {
    features: [
      "Upper, lower, title, sentence, alternating and inverse case",
      "Identifier styles such as camelCase, snake_case, kebab-case and CONSTANT_CASE, line by line",
      "Reverses characters without breaking emoji or accents, or reverses words and lines",
    ],
    useCases: ["Rename identifiers between naming styles", "Fix text typed with Caps Lock on"],
  },
  "/text-escaper": {
    features: [
      "Escapes and unescapes HTML, XML, JavaScript and JSON strings, CSV fields and SQL string literals",
      "Reports malformed escapes with their line and column",
      "Never stores your text",
    ],
    useCases: ["Embed text in source code or SQL", "Decode escaped strings from logs and APIs"],
  },
  "/ai-slugifier": {
    features: [
      "Transliterates accents, German, Scandinavian, Cyrillic, Greek, Arabic and Chinese",
      "Separator, case, maximum length at a word boundary, stop words, custom replacements",
      "One title per line: unique slugs numbered -2, -3, with a CSV download",
      "Optional slug suggestions from your own AI model, each checked as a valid slug",
    ],
    useCases: ["Name blog post URLs", "Create readable page paths"],
  },
  "/sitemap-generator": {
    features: [
      "Standard sitemap XML",
      "Change frequency, priority and last modified by pattern",
      "Split with a sitemap index above 50,000 URLs, as one ZIP",
      "Optional missing-page suggestions from your own AI model, added only when ticked",
    ],
    useCases: ["Submit a site to search engines", "Document the pages of a site"],
    formats: ["XML"],
  },
  "/lorem-ipsum-generator": {
    features: [
      "Paragraphs, sentences, words or an exact number of bytes",
      "Plain text, HTML with paragraphs, headings and lists, or Markdown",
      "Seeded: the same seed gives the same text",
      "Copy in one click or download",
    ],
    useCases: ["Fill page mockups", "Test text layout"],
  },
  "/url-parser": {
    features: [
      "Splits a URL into every part with the browser's own WHATWG parser, and rebuilds it as you edit any part",
      "Shows the query as an editable table of decoded keys and values, repeated keys and order kept",
      "Shows international host names in Unicode and in Punycode, and explains why an invalid URL fails",
      "Resolves relative URLs against a base, and parses many URLs at once into a CSV table",
    ],
    useCases: [
      "Debug redirects and tracking links",
      "Inspect API endpoints",
      "Audit a list of links",
    ],
  },
  "/developer-cheatsheets": {
    features: [
      "Git, regex, HTTP, MIME types, locale codes, editor shortcuts, shell, SQL, Docker and cron",
      "Search across every sheet, by command or by description",
      "Copy any entry in one click; download a sheet as Markdown",
    ],
    useCases: ["Look up syntax you rarely use", "Learn a new tool quickly"],
  },
  "/xpath-tester": {
    features: [
      "Lists matched nodes with their type, path and value, and marks them in the XML",
      "Takes namespace prefixes from a table filled in from the document",
      "Reports a mistake in the expression with its position",
    ],
    useCases: ["Write selectors for scrapers and tests", "Debug XSLT templates"],
    formats: ["XML"],
  },
  "/regex-tester": {
    features: ["Live highlighting", "Groups and positions of every match", "Flag toggles"],
    useCases: ["Build input validation patterns", "Extract data from logs"],
  },
  "/cron-tools": {
    features: [
      "Plain-English description as you type",
      "Validation with exact error messages",
      "Next and previous run times in any time zone",
      "Build an expression field by field or from presets",
      "Crontab files read line by line",
    ],
    useCases: [
      "Check when a job will really run, daylight saving time included",
      "Read what an existing crontab does",
    ],
  },
  "/financial-ratio-calculator": {
    features: [
      "P/E, EPS, PEG, dividend yield and payout ratio",
      "ROI and annualised ROI over years or between two dates",
      "Gross, operating and net margin, ROE, ROA, current and quick ratio, debt-to-equity",
      "Decimal arithmetic, each formula shown, results to copy or download as CSV",
    ],
    useCases: ["Compare investments", "Check business performance"],
  },
  "/mortgage-calculator": {
    features: [
      "Monthly payment split: principal and interest, tax, insurance, PMI, HOA",
      "Extra payments (monthly, yearly, one-time) with the interest they save",
      "Amortization schedule by month or year, charts, CSV export, 2–4 loans compared",
    ],
    useCases: ["Plan a home purchase", "Decide between loan offers"],
  },
  "/date-range-analyzer": {
    features: [
      "Total days, weeks and days, weekdays and weekend days, end date included or not",
      "Business days without the public holidays of 200 countries and their regions",
      "Holidays in the range listed with weekday and whether they count",
      "Your own holidays from an iCalendar or CSV file, added or instead",
      "Weekend days of your choice, such as Friday and Saturday",
    ],
    useCases: [
      "Plan project timelines",
      "Count working days for leave or billing",
      "Check a company holiday calendar",
    ],
  },
  "/currency-converter": {
    features: [
      "ECB reference rates via Frankfurter, with their date; kept for offline use",
      "One amount into many currencies, rounded to each currency's minor unit",
      "Rates on a past date and a chart of a pair; the amount never leaves the device",
    ],
    useCases: ["Price products abroad", "Check travel budgets"],
  },
  "/crypto-price-tracker": {
    features: [
      "Top 50 coins with 24 h change, in a choice of fiat currencies",
      "Price history from 1 day to the coin's whole life, with a table",
      "Watchlist and coin search kept on the device",
    ],
    useCases: ["Watch the market", "Check a coin's recent trend"],
  },
  "/code-renderer": {
    features: [
      "36 languages highlighted by TextMate grammars (detected or chosen) and 12 light and dark themes",
      "Gradient, colour or transparent background, padding, a window frame with a title, line numbers",
      "Highlighted lines, font size and tab width",
      "PNG at 1×, 2× or 4×, or SVG with selectable text; the font is embedded",
    ],
    useCases: [
      "Share a snippet on social media or in a chat",
      "Put code on a slide",
      "Show a change in documentation",
    ],
    formats: ["PNG", "SVG"],
  },
  "/image-converter": {
    features: [
      "WebP, AVIF, JPEG and PNG made with the same codecs in every browser, quality 75 by default",
      "Resize by width, height or percentage, or make a responsive set from 640 to 3840 px with its srcset",
      "EXIF, GPS position and camera serial removed, with the photo turned upright first",
      "Many images at once, converted in parallel workers, downloaded as one ZIP",
    ],
    useCases: [
      "Make photos smaller for a website",
      "Remove the location from a photo before sharing it",
      "Turn screenshots into lossless WebP",
    ],
    formats: ["PNG", "JPEG", "WebP", "AVIF", "GIF", "BMP", "ICO", "SVG"],
  },
  "/pdf-to-text": {
    features: [
      "Reading order (paragraphs joined) or layout (columns and tables kept with spaces)",
      "Page ranges, page separators, and one .txt per page as a ZIP",
      "Password-protected PDFs opened with a password that stays in this tab",
      "Pages without text (scans) and damaged pages named; the other pages kept",
    ],
    useCases: [
      "Copy the text out of a contract or a bank statement without uploading it",
      "Feed a report's text to a search or a diff",
      "Pull a table out of a PDF with its columns aligned",
    ],
    formats: ["PDF", "TXT"],
  },
  "/text-to-pdf": {
    features: [
      "A4, Letter, Legal or A5, portrait or landscape, with your margins, font size and line height",
      "Monospaced or proportional font (DejaVu), embedded as a subset: Latin, Greek and Cyrillic",
      "Long lines and URLs wrapped inside the page; page numbers, a header, title and author",
      "A preview of the first pages; large files laid out in the background with progress",
    ],
    useCases: [
      "Turn notes, a log or a README into a PDF to send or print",
      "Make a PDF of a text file in an old encoding (windows-1251, Shift_JIS names it)",
      "Print code or a table aligned with spaces in a monospaced font",
    ],
    formats: ["TXT", "MD", "PDF"],
  },
  "/audio-converter": {
    features: [
      "MP3, Opus (Ogg or WebM), FLAC and WAV out; AAC (M4A) where the browser has an encoder",
      "Bit rate, sample rate, mono or stereo, and trim by start and end time",
      "Reads MP3, AAC/M4A, Opus, Vorbis, FLAC and WAV, and the sound of MP4, MOV, WebM and MKV videos",
      "Shows what is in the file first: container, codec, duration, sample rate, channels, bit rate",
    ],
    useCases: [
      "Make a WAV recording small enough to send, as MP3 or Opus",
      "Take the audio out of a screen recording or a video",
      "Cut a podcast or a voice memo to the part you need",
    ],
    formats: ["MP3", "Opus", "FLAC", "WAV", "M4A", "MP4", "WebM"],
  },
  "/video-converter": {
    features: [
      "WebM (VP9 or VP8) and MP4 (H.264 or AV1) out, with the formats this browser can encode",
      "Resize to 2160p down to 480p, change the frame rate, trim by time, remove the sound",
      "Copies the video without re-encoding when the format can hold it (a remux: seconds)",
      "Shows what is in the file first: container, codecs, size, frame rate, bit rate, duration",
    ],
    useCases: [
      "Make a screen recording small enough to attach",
      "Turn a MOV from a phone into a WebM for a web page",
      "Cut a clip to the part you need without uploading it",
    ],
    formats: ["MP4", "MOV", "WebM", "MKV"],
  },
  "/jwt-decoder": {
    features: [
      'Decodes header and payload as you paste, also after "Bearer " or in a whole Authorization: line; recognises encrypted JWE tokens',
      'Explains each registered claim, with times in UTC and local time and "expires in 3 h" or "expired 2 days ago"',
      "Verifies HS, RS, PS and ES 256/384/512 and EdDSA signatures with a secret, PEM public key, certificate, JWK or JWKS (picked by kid)",
      "Signs new tokens with a key pasted or generated here; warns about alg none, short secrets and a missing or past exp",
      "Nothing you paste is stored: tokens and keys stay on this device",
    ],
    useCases: [
      "Read the claims of an access or ID token while debugging a login",
      "Check that a token was signed by the key you expect",
      "Make test tokens for an API",
    ],
    formats: ["JWT", "JWS", "JWE", "JWK", "JWKS", "PEM"],
  },
  "/certificate-decoder": {
    features: [
      "Certificates, chains, CSRs (PKCS#10) and PKCS#7 bundles, pasted or opened as PEM or DER",
      "Subject, issuer, validity, key type and size, every extension by name, SHA-1 and SHA-256 fingerprints",
      "Checks a chain's order, issuer links and signatures, and names its weakest link",
    ],
    useCases: [
      "See which names and dates a server's certificate covers before it expires",
      "Check that a CSR asks for the right names, or that a bundle is in the right order",
    ],
  },
  "/password-generator": {
    features: [
      "Passwords of 4 to 256 characters from chosen kinds, look-alikes excluded, at least one of each kind",
      "Passphrases from the EFF's long word list, with separator, capitalisation and a number",
      "Up to 10,000 at once with their entropy in bits; a typed password rated by zxcvbn; nothing is stored",
    ],
    useCases: ["Make a password for a new account or server", "Check how guessable a password is"],
  },
  "/uuid-generator": {
    features: [
      "UUID v1, v3 and v5 (namespace and name), v4, v6 and v7 (RFC 9562, in order within a millisecond), nil and max",
      "ULID and NanoID (any size and alphabet, without bias), 1 to 100,000 at once, to copy or download",
      "Upper or lower case, braces, with or without hyphens",
      "Decodes a pasted UUID or ULID: version, variant and the time inside; names and pasted IDs are not stored",
    ],
    useCases: [
      "Seed test data and database keys",
      "Check when a v1, v7 or ULID key was made",
      "Make stable IDs from names (v5)",
    ],
  },
  "/password-hash": {
    features: [
      "bcrypt ($2b$, $2a$ or $2y$, cost 4 to 16), Argon2id and Argon2i (memory, iterations, parallelism), scrypt and PBKDF2-HMAC-SHA-256/512/SHA-1",
      "Verifies a password against a pasted hash: the algorithm and its parameters are read from the hash",
      "htpasswd lines (user:$2y$…) for Apache and nginx basic authentication, many users at once",
      "Runs in the background with Cancel; the password is never stored or put into a share link",
    ],
    useCases: [
      "Make a bcrypt or Argon2 hash to seed a test database or a config file",
      "Check which password a stored hash belongs to while debugging a login",
      "Write an .htpasswd file for a staging site",
    ],
    formats: ["bcrypt", "Argon2 PHC string", "passlib scrypt and PBKDF2", "htpasswd"],
  },
  "/subnet-calculator": {
    features: [
      "IPv4 and IPv6 networks written as CIDR, with a netmask (10.0.0.0 255.255.252.0) or as one address",
      "Network, netmask, wildcard, broadcast, first and last host, host count (RFC 3021 /31 links), class and the IANA kind (private, documentation, CGNAT…)",
      "Split a network into N subnets or by prefix length; summarise networks and ranges (a - b) into the fewest CIDR blocks",
      "Find which of a list of networks hold each address",
      "IPv6 written as RFC 5952 recommends, expanded, and its reverse DNS zone",
    ],
    useCases: [
      "Plan the subnets of a VPC or office network",
      "Turn an address range from a firewall log into CIDR blocks for an allow list",
      "Check whether an address falls inside a set of ranges",
    ],
    formats: ["CIDR", "dotted netmask", "address ranges"],
  },
  "/number-base-converter": {
    features: [
      "Any base from 2 to 36 to any other, of any size (up to 10,000 digits), with fractions and digit grouping",
      "0x, 0b and 0o prefixes read on their own; several numbers, one a line, each converted",
      "Two's complement in 8, 16, 32, 64 and 128 bits, with the bytes big- and little-endian",
      "IEEE 754 float32 and float64 bits of a value, and the float a bit pattern holds",
      "Text to its UTF-8 bytes in hex, binary and decimal, and bytes back to text",
    ],
    useCases: [
      "Read a hex dump's bytes as text or as a little-endian integer",
      "See the bits of a float or a negative number in a fixed width",
      "Convert a large number between bases without losing digits",
    ],
    formats: ["bases 2 to 36", "two's complement", "IEEE 754", "UTF-8"],
  },
  "/color-converter": {
    features: [
      "Reads every CSS Color 4 form: hex, the 148 names, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() and color(display-p3 …)",
      "Writes the colour in all of them, with a swatch and a picker",
      "Says whether it is inside sRGB and Display P3, and maps it into sRGB as CSS Color 4 does when not",
      "WCAG 2 contrast against a second colour with the AA and AAA verdicts, and APCA's Lc beside it",
      "Nine tints and nine shades, mixed in OKLab",
    ],
    useCases: [
      "Turn a designer's OKLCH or P3 colour into hex for an older stylesheet",
      "Check that a text colour passes WCAG AA on its background",
      "Make a palette of lighter and darker steps of a brand colour",
    ],
    formats: ["CSS Color 4", "hex", "OKLCH", "Display P3"],
  },
  "/text-diff": {
    features: [
      "Side-by-side and unified views, with the changes within lines marked by word or by character",
      "Ignores white space, case or line endings when asked; long unchanged runs folded",
      "A JSON mode that compares values, not text: key order ignored, each difference listed by path",
      "Download .diff: a unified diff that GNU patch applies to the original",
      "Two 10 MB files compared in the background, with progress and Cancel",
    ],
    useCases: [
      "See what changed between two versions of a configuration file",
      "Compare two API responses whatever the order of their keys",
      "Make a patch from an edited text to send or apply",
    ],
    formats: ["plain text", "JSON", "unified diff"],
  },
  "/json-to-types": {
    features: [
      "TypeScript interfaces or type aliases, Zod schemas, JSON Schema 2020-12, Go structs with json tags, Python dataclasses or pydantic models, Rust serde structs and C# records",
      "Several samples at once (JSON Lines, or an array whose items are samples): a key some samples lack is optional, a null makes the type nullable",
      "Arrays of differently shaped objects merged into one type; nested objects named after their keys",
      "A JSON Schema read as well as samples: its types, required keys, enums and references",
      "Notes on what could not be typed exactly, and why",
    ],
    useCases: [
      "Type an API's response in TypeScript or Go from a few recorded answers",
      "Write a Zod or pydantic validator for a JSON payload",
      "Turn a JSON Schema into the structs of another language",
    ],
    formats: ["JSON", "JSON Lines", "JSON Schema", "TypeScript", "Go", "Python", "Rust", "C#"],
  },
  "/jsonpath-tester": {
    features: [
      "JSONPath as RFC 9535 defines it: filters, slices, descendants and the functions length, count, match, search and value",
      "jq itself, compiled to WebAssembly, with its -c, -r, -s, -n and -S switches",
      "Every match listed with its normalized path, and marked in the input when picked",
      "Files up to 100 MB queried in the background; a filter that never ends is stopped after 10 s",
    ],
    useCases: [
      "Find the path to a value deep in an API response",
      "Try a jq filter before putting it into a script",
      "Check what a JSONPath expression in a configuration selects",
    ],
    formats: ["JSON", "JSONPath (RFC 9535)", "jq"],
  },
  "/qr-code-reader": {
    features: [
      "QR, Micro QR, Data Matrix, Aztec, PDF417, EAN, UPC, Code 39, Code 128 and ITF, several in one picture",
      "The text exactly, the kind of code and a QR code's error-correction level",
      "Wi-Fi networks, contacts (vCard, MECARD), links and e-mails shown as fields, never opened by themselves",
      "Images chosen, dropped or pasted, or the camera, asked for only when you press Use camera",
    ],
    useCases: [
      "Read the Wi-Fi password from a QR code on a poster",
      "Check what a QR code links to before you open it",
      "Read the number of a product's barcode from a photo",
    ],
    formats: ["PNG", "JPEG", "WebP", "GIF", "BMP", "QR Code", "Data Matrix", "EAN-13", "Code 128"],
  },
  "/chain": {
    features: [
      "Steps are text tools with their own options; Add step offers the tools that take the last result",
      "Each step runs the tool's own code in a background worker, and its result can be shown, copied or opened in the tool",
      "Steps can be reordered, switched off and removed; a failing step is named with the tool's own message",
      "A chain is saved as a share link (input only if you include it) or as a named recipe on this device",
    ],
    useCases: [
      "Decode a Base64 payload, format the JSON inside it and read it as YAML",
      "Repeat the same sequence of conversions on new input without setting each tool again",
    ],
  },
};
