// The sample the "Load sample" button puts in the input: every construct the options affect.
export const SAMPLE_HTML = `<h1>Release notes</h1>
<p>Version <strong>2.0</strong> brings <em>faster</em> builds and <del>fewer</del> no breaking changes.
Read the <a href="https://example.com/docs">documentation</a>.</p>
<h2>Checklist</h2>
<ul>
  <li><input type="checkbox" checked>Update dependencies</li>
  <li><input type="checkbox">Write the migration guide</li>
</ul>
<h2>Example</h2>
<pre><code class="language-js">const answer = 42;
console.log(answer);</code></pre>
<table>
  <thead><tr><th>Platform</th><th>Status</th></tr></thead>
  <tbody><tr><td>Linux</td><td>Supported</td></tr><tr><td>Windows</td><td>Supported</td></tr></tbody>
</table>`;
