// The sample the "Load sample" button puts in the input: the GitHub-flavoured constructs.
export const SAMPLE_MARKDOWN = `# Release notes

Version **2.0** brings _faster_ builds and ~~fewer~~ no breaking changes.
Read the [documentation](https://example.com/docs).

## Checklist

- [x] Update dependencies
- [ ] Write the migration guide

## Example

\`\`\`js
const answer = 42;
console.log(answer);
\`\`\`

| Platform | Status |
| --- | --- |
| Linux | Supported |
| Windows | Supported |
`;
