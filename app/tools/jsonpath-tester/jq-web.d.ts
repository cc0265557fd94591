// Types for jq-web 0.6.2, which ships none: its module's value is a promise of the jq instance.
declare module "jq-web" {
  interface JqWebInstance {
    /**
     * Runs jq on `input` as `jq FLAGS FILTER` would on a file holding it; returns standard output
     * less one final newline (undefined when jq wrote nothing). A non-zero exit status throws an
     * Error with `exitCode` and `stderr`.
     */
    raw(input: string, filter: string, flags?: string[]): string | undefined;
  }
  const ready: Promise<JqWebInstance>;
  export default ready;
}
