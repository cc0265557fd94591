// The names of the Code Renderer's languages and themes (what the page's selects show). The worker
// loads each grammar and theme on demand (grammar-loaders.ts).

export interface Choice<T extends string = string> {
  value: T;
  label: string;
}

export const PLAIN_TEXT = "text";

/**
 * The page shows at most this many lines of the picture (the downloads have them all). The browser
 * lays out and paints an SVG image on the page's main thread: 200 lines of short code were a task of
 * 100–130 ms of CPU time, 100 lines stay near half that.
 */
export const PREVIEW_LINES = 100;
/** Longer lines are wrapped onto the next rows of the picture (code-rows.ts). */
export const MAX_COLUMNS = 200;
export const AUTO_DETECT = "auto";

export const LANGUAGES: readonly Choice[] = [
  { value: AUTO_DETECT, label: "Detect" },
  { value: PLAIN_TEXT, label: "Plain text" },
  { value: "javascript", label: "JavaScript" },
  { value: "typescript", label: "TypeScript" },
  { value: "jsx", label: "JSX" },
  { value: "tsx", label: "TSX" },
  { value: "json", label: "JSON" },
  { value: "html", label: "HTML" },
  { value: "css", label: "CSS" },
  { value: "scss", label: "SCSS" },
  { value: "markdown", label: "Markdown" },
  { value: "python", label: "Python" },
  { value: "java", label: "Java" },
  { value: "c", label: "C" },
  { value: "cpp", label: "C++" },
  { value: "csharp", label: "C#" },
  { value: "go", label: "Go" },
  { value: "rust", label: "Rust" },
  { value: "php", label: "PHP" },
  { value: "ruby", label: "Ruby" },
  { value: "swift", label: "Swift" },
  { value: "kotlin", label: "Kotlin" },
  { value: "sql", label: "SQL" },
  { value: "shellscript", label: "Shell (Bash)" },
  { value: "powershell", label: "PowerShell" },
  { value: "yaml", label: "YAML" },
  { value: "toml", label: "TOML" },
  { value: "xml", label: "XML" },
  { value: "dockerfile", label: "Dockerfile" },
  { value: "diff", label: "Diff" },
  { value: "lua", label: "Lua" },
  { value: "r", label: "R" },
  { value: "dart", label: "Dart" },
  { value: "scala", label: "Scala" },
  { value: "haskell", label: "Haskell" },
  { value: "elixir", label: "Elixir" },
  { value: "graphql", label: "GraphQL" },
  { value: "vue", label: "Vue" },
];

export interface ThemeChoice extends Choice {
  dark: boolean;
}

export const THEMES: readonly ThemeChoice[] = [
  { value: "github-light", label: "GitHub Light", dark: false },
  { value: "github-dark", label: "GitHub Dark", dark: true },
  { value: "one-light", label: "One Light", dark: false },
  { value: "one-dark-pro", label: "One Dark Pro", dark: true },
  { value: "solarized-light", label: "Solarized Light", dark: false },
  { value: "solarized-dark", label: "Solarized Dark", dark: true },
  { value: "vitesse-light", label: "Vitesse Light", dark: false },
  { value: "vitesse-dark", label: "Vitesse Dark", dark: true },
  { value: "min-light", label: "Min Light", dark: false },
  { value: "dracula", label: "Dracula", dark: true },
  { value: "nord", label: "Nord", dark: true },
  { value: "monokai", label: "Monokai", dark: true },
];

export const DEFAULT_THEME = "github-dark";
